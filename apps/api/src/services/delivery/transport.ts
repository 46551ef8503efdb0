import type { Db } from '../../db/db-types.ts';
import type { RenderedMessage } from './rendered-message.ts';

export interface DeliveryContext {
  /** The city's database (the dev outbox writes there). */
  db: Db;
  outboxId: number;
  /** Aborted when the worker stops; transports that can cancel should. */
  signal: AbortSignal;
}

/**
 * One way out for one channel. Resolving means the other side accepted the message; throwing
 * means try again later, unless the error is a PermanentDeliveryError.
 */
export interface Transport {
  readonly name: string;
  deliver(message: RenderedMessage, context: DeliveryContext): Promise<void>;
  close?(): Promise<void>;
}
