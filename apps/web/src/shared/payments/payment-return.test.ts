import { describe, expect, it } from 'vitest';
import { paymentReturnKind } from './payment-return';

describe('paymentReturnKind', () => {
  it('waits while the server has no confirmation, whatever the address claims', () => {
    expect(paymentReturnKind(undefined, 'succeeded')).toBe('waiting');
    expect(paymentReturnKind({ status: 'pending' }, 'succeeded')).toBe('waiting');
    expect(paymentReturnKind({ status: 'pending' }, 'failed')).toBe('waiting');
  });

  it('says unfinished when the payer left the bank page and nothing was paid', () => {
    expect(paymentReturnKind({ status: 'pending' }, 'abandoned')).toBe('unfinished');
    expect(paymentReturnKind(undefined, 'abandoned')).toBe('waiting');
  });

  it('reads the settled payment, and what its settlement did', () => {
    expect(paymentReturnKind({ status: 'succeeded', outcome: 'handled' }, 'abandoned')).toBe('paid');
    expect(paymentReturnKind({ status: 'succeeded' }, null)).toBe('paid');
    expect(paymentReturnKind({ status: 'succeeded', outcome: 'refund_pending' }, null)).toBe('refund');
    expect(paymentReturnKind({ status: 'refunded', outcome: 'refunded' }, null)).toBe('refund');
    expect(paymentReturnKind({ status: 'succeeded', outcome: 'credited_to_balance' }, null)).toBe('credited');
    expect(paymentReturnKind({ status: 'failed' }, 'succeeded')).toBe('failed');
    expect(paymentReturnKind({ status: 'expired' }, null)).toBe('failed');
  });
});
