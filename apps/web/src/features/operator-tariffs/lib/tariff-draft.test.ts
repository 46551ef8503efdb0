import { describe, expect, it } from 'vitest';
import type { TariffVersion } from '@parking/domain/staff/tariff-contracts';
import { checkDraft, draftFrom, emptyDraft, toKopecks } from './tariff-draft';

const future = new Date(Date.now() + 86_400_000).toISOString();

describe('checkDraft', () => {
  it('sends roubles as kopecks when every day is covered', () => {
    const draft = emptyDraft();
    draft.effectiveFrom = future;
    for (const type of ['default', 'saturday', 'sunday', 'holiday'] as const)
      draft.days[type][0]!.roubles = '60,5';
    const check = checkDraft(draft);
    expect(check.ok && check.request.days?.default?.[0]?.pricePerHour).toBe(6050);
  });

  it('marks a gap and a bad price on their rows, as the route would', () => {
    const draft = emptyDraft();
    draft.effectiveFrom = future;
    draft.days.default = [
      { timeFrom: '00:00', timeTo: '08:00', roubles: '40' },
      { timeFrom: '09:00', timeTo: '24:00', roubles: 'сорок' },
    ];
    for (const type of ['saturday', 'sunday', 'holiday'] as const) draft.days[type][0]!.roubles = '0';
    const check = checkDraft(draft);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems['days.default.1']).toBe('TariffVersionInvalid');
    expect(toKopecks('12.345')).toBeNaN();
  });
});

describe('draftFrom', () => {
  it("starts from the latest version's prices in roubles, and sends them back unchanged", () => {
    const day = [
      { timeFrom: '00:00', timeTo: '08:00', pricePerHour: 0 },
      { timeFrom: '08:00', timeTo: '24:00', pricePerHour: 6050 },
    ];
    const version = {
      inactive: false,
      days: { default: day, saturday: day, sunday: day, holiday: day },
    } as unknown as TariffVersion;
    const draft = draftFrom(version);
    expect(draft.days.default[1]).toEqual({ timeFrom: '08:00', timeTo: '24:00', roubles: '60.5' });
    draft.effectiveFrom = future;
    const check = checkDraft(draft);
    expect(check.ok && check.request.days?.saturday).toEqual(day);
    expect(draftFrom(null)).toEqual(emptyDraft());
  });
});
