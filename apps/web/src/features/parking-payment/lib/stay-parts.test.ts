import { describe, expect, it } from 'vitest';
import { stayParts } from './stay-parts';

const said = (minutes: number) =>
  stayParts(minutes)
    .map((p) => `${p.count} ${p.unit}`)
    .join(' ');

describe('stayParts', () => {
  it('says days, hours and minutes, leaving out the zero ones', () => {
    expect(said(125)).toBe('2 hours 5 minutes');
    expect(said(14 * 1440 + 2)).toBe('14 days 2 minutes');
    expect(said(1440)).toBe('1 days');
    expect(said(1500)).toBe('1 days 1 hours');
    expect(said(59)).toBe('59 minutes');
  });

  it('says 0 minutes for a stay too short to count', () => {
    expect(said(0)).toBe('0 minutes');
    expect(said(-3)).toBe('0 minutes');
  });
});
