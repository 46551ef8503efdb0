import { describe, expect, it } from 'vitest';
import { readPaymentReturn } from './payment-return';

const read = (query: string) => readPaymentReturn(new URLSearchParams(query));

describe('readPaymentReturn', () => {
  it('is nothing on a plain visit', () => {
    expect(read('zone=101')).toBeNull();
  });

  it('reads paid, declined and waiting for the bank', () => {
    expect(read('payment=p1&status=succeeded')).toBe('paid');
    expect(read('payment=p1&status=Declined')).toBe('declined');
    expect(read('payment=p1&status=expired')).toBe('declined');
    expect(read('payment=p1&status=pending')).toBe('waiting');
    expect(read('payment=p1')).toBe('waiting');
  });
});
