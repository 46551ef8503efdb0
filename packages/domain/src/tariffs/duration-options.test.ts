import { describe, expect, it } from 'vitest';
import { durationOptions } from './duration-options.ts';

describe('durationOptions', () => {
  it('defaults to 15..1440 by 15', () => {
    const options = durationOptions();
    expect(options).toHaveLength(96);
    expect(options[0]).toBe(15);
    expect(options.at(-1)).toBe(1440);
  });

  it('follows the city settings', () => {
    expect(durationOptions({ min: 30, max: 120, step: 30 })).toEqual([30, 60, 90, 120]);
    expect(durationOptions({ min: 0, max: 30, step: 15 })).toEqual([0, 15, 30]);
    expect(durationOptions({ min: 60, max: 100, step: 30 })).toEqual([60, 90]);
  });

  it('falls back to defaults for nonsense settings', () => {
    expect(durationOptions({ step: 0 })).toHaveLength(96);
    expect(durationOptions({ min: 1.5, step: -1 })[0]).toBe(15);
    expect(durationOptions({ min: 100, max: 50 })).toEqual([]);
  });
});
