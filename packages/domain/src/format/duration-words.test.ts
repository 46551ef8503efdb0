import { describe, expect, it } from 'vitest';
import { durationParts, durationWords } from './duration-words';

const word = (unit: string, count: number) => `${count} ${unit}`;

describe('duration words', () => {
  it('says hours and minutes, leaving zero parts out', () => {
    expect(durationWords(90, word)).toBe('1 hours 30 minutes');
    expect(durationWords(120, word)).toBe('2 hours');
    expect(durationWords(0, word)).toBe('0 minutes');
    expect(durationWords(1500, word)).toBe('25 hours');
  });

  it('says days when asked', () => {
    expect(durationParts(14 * 1440 + 2, { days: true })).toEqual([
      { unit: 'days', count: 14 },
      { unit: 'minutes', count: 2 },
    ]);
    expect(durationWords(1500, word, { days: true })).toBe('1 days 1 hours');
  });
});
