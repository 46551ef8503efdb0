import { describe, expect, it } from 'vitest';
import { postPaymentStart } from './post-payment-start';

const TZ = 'Asia/Yekaterinburg'; // perm, UTC+5
const now = Date.parse('2026-03-10T12:00:00+05:00');

describe('postPaymentStart', () => {
  it('needs no time for today', () => {
    expect(postPaymentStart('today', null, TZ, now)).toEqual({ ok: true, instant: null });
  });

  it('reads the time on the city clock today, and one day less for yesterday', () => {
    expect(postPaymentStart('postPayment', '09:30', TZ, now)).toEqual({
      ok: true,
      instant: Date.parse('2026-03-10T09:30:00+05:00'),
    });
    expect(postPaymentStart('postPaymentYesterday', '23:15', TZ, now)).toEqual({
      ok: true,
      instant: Date.parse('2026-03-09T23:15:00+05:00'),
    });
  });

  it('refuses a time in the future, and a missing one', () => {
    expect(postPaymentStart('postPayment', '12:01', TZ, now)).toEqual({ ok: false, error: 'futureTime' });
    expect(postPaymentStart('postPayment', null, TZ, now)).toEqual({ ok: false, error: 'required' });
  });

  it('crosses the start of the month for yesterday', () => {
    const first = Date.parse('2026-03-01T08:00:00+05:00');
    expect(postPaymentStart('postPaymentYesterday', '22:00', TZ, first)).toEqual({
      ok: true,
      instant: Date.parse('2026-02-28T22:00:00+05:00'),
    });
  });
});
