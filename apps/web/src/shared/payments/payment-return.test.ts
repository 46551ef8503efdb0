import { afterEach, describe, expect, it } from 'vitest';
import { paymentReturnKind, returnToHere } from './payment-return';

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

describe('returnToHere (where the bank sends the payer back, issue 18)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is this page with its language prefix and query, without an earlier return', () => {
    window.history.replaceState(
      null,
      '',
      '/en/guest-payment?zone=101&payment=p1&status=abandoned&city=perm#x',
    );
    expect(returnToHere()).toBe('/en/guest-payment?zone=101');
    window.history.replaceState(null, '', '/en');
    expect(returnToHere()).toBe('/en');
  });

  it('adds what the page needs to open the same tab', () => {
    window.history.replaceState(null, '', '/guest-payment?zone=101&type=roadside');
    expect(returnToHere({ type: 'planar' })).toBe('/guest-payment?zone=101&type=planar');
  });
});
