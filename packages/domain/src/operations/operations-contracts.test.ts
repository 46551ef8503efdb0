import { describe, expect, it } from 'vitest';
import {
  downloadHistoryUrl,
  mapPaymentStatus,
  OperationsRequestSchema,
  periodOfPreset,
  SpendingSummaryRequestSchema,
} from './operations-contracts.ts';

describe('operations contracts', () => {
  it('parses the filter: DD/MM/YYYY, blanks and all as no filter, aliases', () => {
    const parsed = OperationsRequestSchema.parse({
      startDate: '01.03.2026',
      EndDate: '2026-03-31',
      Operation: 'all',
      Vehicle: '',
      Zone: '101',
      offset: '50',
    });
    expect(parsed).toMatchObject({ StartDate: '01/03/2026', EndDate: '31/03/2026', Zone: '101', offset: 50 });
    expect(parsed.Operation).toBeUndefined();
    expect(parsed.Vehicle).toBeUndefined();
  });

  it('refuses bad dates, a reversed period, an unknown type, a negative offset', () => {
    for (const bad of [
      { StartDate: '31/02/2026' },
      { StartDate: '2026/01/01' },
      { StartDate: '02/03/2026', EndDate: '01/03/2026' },
      { Operation: 'steal' },
      { offset: -1 },
      { offset: 'x' },
    ]) {
      const r = OperationsRequestSchema.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('InvalidFormat');
    }
  });

  it('maps the legacy payment status names', () => {
    expect(mapPaymentStatus('Выполнен')).toBe('done');
    expect(mapPaymentStatus('Отменен')).toBe('cancel');
    expect(mapPaymentStatus('Ошибка')).toBe('error');
    expect(mapPaymentStatus('ОжиданиеПлатежа')).toBe('waiting');
  });

  it('period presets in the city calendar', () => {
    // 2026-03-18 23:30 UTC is already Thursday 19/03 in Moscow
    const now = new Date('2026-03-18T23:30:00Z');
    expect(periodOfPreset('today', now, 'Europe/Moscow')).toEqual({
      StartDate: '19/03/2026',
      EndDate: '19/03/2026',
    });
    expect(periodOfPreset('yesterday', now, 'Europe/Moscow')).toEqual({
      StartDate: '18/03/2026',
      EndDate: '18/03/2026',
    });
    expect(periodOfPreset('week', now, 'Europe/Moscow')).toEqual({
      StartDate: '16/03/2026',
      EndDate: '19/03/2026',
    });
    expect(periodOfPreset('month', now, 'Europe/Moscow')).toEqual({
      StartDate: '01/03/2026',
      EndDate: '19/03/2026',
    });
    expect(periodOfPreset('all', now, 'Europe/Moscow')).toEqual({});
    expect(periodOfPreset('custom', now, 'Europe/Moscow', { from: '05/03/2026', to: '07/03/2026' })).toEqual({
      StartDate: '05/03/2026',
      EndDate: '07/03/2026',
    });
  });

  it('builds the download link and the summary request', () => {
    const url = downloadHistoryUrl(
      '/c/perm/',
      { StartDate: '01/03/2026', Operation: 'all', Zone: '101' },
      'pdf',
      'tok',
    );
    expect(url).toBe(
      '/c/perm/api/profile/download-history/v1?StartDate=01%2F03%2F2026&Zone=101&type=pdf&token=tok',
    );
    expect(SpendingSummaryRequestSchema.parse({}).groupBy).toBe('month');
    expect(SpendingSummaryRequestSchema.safeParse({ groupBy: 'year' }).success).toBe(false);
  });
});
