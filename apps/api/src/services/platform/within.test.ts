import { describe, expect, it } from 'vitest';
import { within } from './within.ts';

describe('within', () => {
  it('answers the value in time, and the fallback for a hanging or failing promise', async () => {
    expect(await within(Promise.resolve(7), 50, null)).toBe(7);
    const started = Date.now();
    expect(await within(new Promise<number>(() => {}), 50, null)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await within(Promise.reject(new Error('down')), 50, 'fallback')).toBe('fallback');
  });
});
