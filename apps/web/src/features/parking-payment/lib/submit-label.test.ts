import { describe, expect, it } from 'vitest';
import { shortfall, submitLabel } from './submit-label';

describe('submitLabel', () => {
  it('is free when the total is 0', () => {
    expect(submitLabel({ totalcost: 0, balance: 0 })).toBe('free');
  });

  it('starts the parking only when the balance is strictly greater than the cost', () => {
    expect(submitLabel({ totalcost: 6000, balance: 6001 })).toBe('start');
    expect(submitLabel({ totalcost: 6000, balance: 6000 })).toBe('continue');
    expect(submitLabel({ totalcost: 6000, balance: 0 })).toBe('continue');
  });

  it('continues while there is no cost yet', () => {
    expect(submitLabel(null)).toBe('continue');
  });
});

describe('shortfall', () => {
  it('takes the server refill, else what lifts the balance strictly above the cost', () => {
    expect(shortfall({ totalcost: 6000, balance: 1000, refill: 5001 })).toBe(5001);
    expect(shortfall({ totalcost: 6000, balance: 6000 })).toBe(1);
  });
});
