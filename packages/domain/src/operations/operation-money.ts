import type { OperationStatus } from './operations-contracts';

/**
 * Only a done operation moved money (an unpaid card payment is waiting, a failed one an error).
 * The list and the exported files show the amount of any other one without a sign: it was
 * neither spent nor received.
 */
export const movedMoney = (row: { status: OperationStatus }): boolean => row.status === 'done';

/** The amount as the driver's files show it: signed when money moved, else its size alone. */
export const shownAmount = (row: { amount: number; status: OperationStatus }): number =>
  movedMoney(row) ? row.amount : Math.abs(row.amount);
