import { describe, expect, it } from 'vitest';
import { latestSubscriptionStart } from './latest-start.ts';

describe('the latest start of a subscription: one calendar month ahead', () => {
  it.each([
    ['2026-11-21', '2026-12-21'],
    ['2026-12-15', '2027-01-15'],
    ['2027-01-31', '2027-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-03-31', '2026-04-30'],
    ['2026-02-28', '2026-03-28'],
  ])('%s → %s', (today, latest) => {
    expect(latestSubscriptionStart(today)).toBe(latest);
  });
});
