import { AppError } from '../../errors/app-error.ts';

/** The driver's balance does not cover a debit; the database's check refused it, nothing moved. */
export class NoMoneyNoHoney extends AppError {
  constructor() {
    super('NoMoneyNoHoney', 402);
    this.name = 'NoMoneyNoHoney';
  }
}

/**
 * An idempotency key came back with a different request: the client reused a key it should not
 * have. 409 with the generic ValidationError name, since the seeds have no better one.
 */
export class IdempotencyKeyReused extends AppError {
  constructor() {
    super('ValidationError', 409);
    this.name = 'IdempotencyKeyReused';
  }
}

/** A caller broke a ledger rule (unbalanced postings, unknown account): a bug, so a 500. */
export class LedgerRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerRuleError';
  }
}
