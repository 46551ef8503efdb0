import { AppError } from '../../errors/app-error.ts';
import type { BarrierGate } from './barrier-gate.ts';
import { tableGate } from './table-gate.ts';

let current: BarrierGate = tableGate;

/** Swaps the adapter (tests simulate a broken gate with it); null restores the built-in one. */
export function useBarrierGate(gate: BarrierGate | null): void {
  current = gate ?? tableGate;
}

/**
 * Runs one gate call. A refusal we raised ourselves passes through; anything else (the gate is
 * down, answers nonsense, times out) is ServerGateParkingError, which the web shows and answers
 * by going back to the price step. The detail goes to the log, never to the driver.
 */
export async function callGate<T>(call: (gate: BarrierGate) => Promise<T>): Promise<T> {
  try {
    return await call(current);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new GateFailure(error);
  }
}

export class GateFailure extends AppError {
  constructor(readonly detail: unknown) {
    super('ServerGateParkingError', 503);
    this.name = 'GateFailure';
  }
}
