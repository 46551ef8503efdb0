import { describe, expect, it } from 'vitest';
import { cityToday, fromPickerText, presetPeriod, toPickerText } from './money-days';

describe('money days', () => {
  it('takes today in the city, not in the browser', () => {
    // 20:30 UTC on 31 March is already 1 April in Perm (UTC+5)
    expect(cityToday(new Date('2026-03-31T20:30:00Z'), 'Asia/Yekaterinburg')).toBe('2026-04-01');
    expect(cityToday(new Date('2026-03-31T20:30:00Z'), 'Europe/Kaliningrad')).toBe('2026-03-31');
  });

  it('counts the presets from today, months by the calendar', () => {
    expect(presetPeriod('week', '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(presetPeriod('lastMonth', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('month', '2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('reads and writes the pickers’ DD/MM/YYYY', () => {
    expect(toPickerText('2026-03-05')).toBe('05/03/2026');
    expect(fromPickerText('05/03/2026')).toBe('2026-03-05');
    expect(fromPickerText('05/03/20')).toBe('');
  });
});
