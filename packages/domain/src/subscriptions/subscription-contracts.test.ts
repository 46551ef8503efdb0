import { describe, expect, it } from 'vitest';
import { SelectedAbonementsRequestSchema } from './constructor-contracts.ts';
import { CalendarDateSchema, SubscriptionPurchaseRequestSchema } from './subscription-contracts.ts';

describe('subscription contracts', () => {
  it('reads calendar dates in the seeds spellings', () => {
    expect(CalendarDateSchema.parse('2026-11-21')).toBe('2026-11-21');
    expect(CalendarDateSchema.parse('21/11/2026')).toBe('2026-11-21');
    expect(CalendarDateSchema.parse('2026-11-21T00:00:00+03:00')).toBe('2026-11-21');
    expect(CalendarDateSchema.safeParse('2026-02-30').success).toBe(false);
  });

  it('reads a purchase in either vehicle form, balance by default', () => {
    const a = SubscriptionPurchaseRequestSchema.parse({
      vehicle: 'а123аа77',
      codeSubscription: 'month',
      timestart: '2026-11-22',
    });
    expect(a).toMatchObject({
      vehicle: { plate: 'А123АА77' },
      paymentService: 'balance',
      timestart: '2026-11-22',
    });
    const b = SubscriptionPurchaseRequestSchema.parse({
      transport: 'A123AA77',
      category: 'B',
      numberFormat: 'rus',
      codeSubscription: 'prev_day',
      timestart: null,
      paymentService: 'card',
    });
    expect(b.timestart).toBeNull();
    const bad = SubscriptionPurchaseRequestSchema.safeParse({ codeSubscription: 'month' });
    expect(bad.success).toBe(false);
  });

  it('needs at least one constructor zone', () => {
    const bad = SelectedAbonementsRequestSchema.safeParse({ zones: [], dateStart: '2026-11-22', timing: 30 });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]!.message).toBe('NoZoneSelected');
  });
});
