import { describe, expect, it } from 'vitest';
import { remainingText } from './remaining-text';

const TZ = 'Europe/Moscow';
const at = (iso: string) => Date.parse(iso);

describe('remainingText', () => {
  const now = at('2026-03-10T12:00:00+03:00');

  it('says now with the minutes when 15 minutes or less remain', () => {
    expect(remainingText(now + 15 * 60_000, now, TZ)).toEqual({ kind: 'soon', minutes: 15 });
    expect(remainingText(now + 30_000, now, TZ)).toEqual({ kind: 'soon', minutes: 1 });
  });

  it('says today at HH:mm when the end is later today in the city', () => {
    expect(remainingText(at('2026-03-10T18:45:00+03:00'), now, TZ)).toEqual({ kind: 'today', time: '18:45' });
  });

  it('gives the date and time for another day, by the city clock', () => {
    expect(remainingText(at('2026-03-11T00:30:00+03:00'), now, TZ)).toEqual({
      kind: 'date',
      date: '11.03.2026',
      time: '00:30',
    });
  });

  it('is ended once the end has passed', () => {
    expect(remainingText(now - 1, now, TZ)).toEqual({ kind: 'ended' });
  });
});
