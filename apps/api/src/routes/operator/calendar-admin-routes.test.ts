import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDays } from '@parking/domain/calendar/calendar-days';
import type { CityContext } from '../../config/city-context.ts';
import { openParkingApp, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';
import { dayTypeLookup } from '../../services/parking/calendar-cache.ts';
import { signInStaff, staffCall } from '../../../test/staff-test-kit.ts';

let t: ParkingTestApp;
let perm: CityContext;
let admin: string;
let tariffs: string;

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  perm = await t.city();
  admin = (await signInStaff(t, perm, 'administrator')).token;
  tariffs = (await signInStaff(t, perm, 'tariff_manager')).token;
});
afterAll(async () => {
  await t?.close();
});

/** 2028 by the weekday rule with New Year's days off: the domain's calendar rules build the file. */
const Y2028 = calendarDays({
  firstDate: '2028-01-01',
  lastDate: '2028-12-31',
  holidays: ['2028-01-03', '2028-01-04', '2028-01-05'],
  workingWeekends: [],
});
const csvOf = (days: { date: string; dayType: string }[]) =>
  ['date,daytype', ...days.map((d) => `${d.date},${d.dayType}`)].join('\n');

const auditCount = async (action: string) =>
  Number((await perm.query(`SELECT count(*) AS n FROM audit_log WHERE action = $1`, [action])).rows[0]!.n);

describe('production calendar in the console', () => {
  it("shows a year's days and the coverage of the migration's calendar (to 2027-12-31)", async () => {
    const res = await staffCall(t, 'GET', '/api/operator/calendar?year=2026', { token: tariffs });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      year: 2026,
      coverage: { firstDate: '2025-01-01', lastDate: '2027-12-31' },
    });
    const days = res.body.days as { date: string; dayType: string }[];
    expect(days).toHaveLength(365);
    expect(days.find((d) => d.date === '2026-03-09')?.dayType).toBe('holiday');
    const coverage = res.body.coverage as { daysLeft: number; warning: boolean };
    expect(coverage.warning).toBe(coverage.daysLeft < 60);
  });

  it('imports a whole year as CSV in one go; prices see it at once; the audit has it', async () => {
    const before = await auditCount('calendar.import');
    const res = await staffCall(t, 'POST', '/api/operator/calendar/import', {
      token: admin,
      body: { format: 'csv', content: csvOf(Y2028), year: 2028 },
    });
    expect(res.body).toMatchObject({
      status: 'ok',
      imported: 366,
      year: 2028,
      coverage: { lastDate: '2028-12-31' },
    });
    expect((await dayTypeLookup(perm))('2028-01-04')).toBe('holiday');
    expect((await dayTypeLookup(perm))('2028-01-08')).toBe('saturday');
    expect(await auditCount('calendar.import')).toBe(before + 1);
    const year = await staffCall(t, 'GET', '/api/operator/calendar?year=2028', { token: admin });
    expect(year.body.days).toEqual(Y2028);
  });

  it('imports single days as JSON over the stored ones', async () => {
    const res = await staffCall(t, 'POST', '/api/operator/calendar/import', {
      token: admin,
      body: { format: 'json', content: JSON.stringify([{ date: '2028-12-31', daytype: 'holiday' }]) },
    });
    expect(res.body).toMatchObject({ status: 'ok', imported: 1, year: null });
    expect((await dayTypeLookup(perm))('2028-12-31')).toBe('holiday');
  });

  it('refuses a file with bad rows, names them, and changes nothing', async () => {
    const before = await auditCount('calendar.import');
    const content = [
      'date,daytype',
      '2029-01-01,holiday',
      '2029-02-30,default',
      '2029-01-02,weekend',
      '2029-01-01,holiday',
      'garbage',
    ].join('\n');
    const res = await staffCall(t, 'POST', '/api/operator/calendar/import', {
      token: admin,
      body: { format: 'csv', content },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 'error',
      errorName: 'CalendarImportInvalid',
      fields: {
        'row 3': 'InvalidDate',
        'row 4': 'InvalidDayType',
        'row 5': 'DuplicateDate',
        'row 6': 'InvalidRow',
      },
    });
    expect((await dayTypeLookup(perm))('2029-01-01')).toBeUndefined();
    expect(await auditCount('calendar.import')).toBe(before);

    const partYear = await staffCall(t, 'POST', '/api/operator/calendar/import', {
      token: admin,
      body: { format: 'csv', content: csvOf(Y2028.slice(0, 10)), year: 2028 },
    });
    expect(partYear.body).toMatchObject({
      errorName: 'CalendarImportInvalid',
      fields: { 'row 0': 'MissingDays' },
    });
    const otherYear = await staffCall(t, 'POST', '/api/operator/calendar/import', {
      token: admin,
      body: { format: 'csv', content: csvOf(Y2028), year: 2029 },
    });
    expect(otherYear.body).toMatchObject({
      errorName: 'CalendarImportInvalid',
      fields: { 'row 2': 'OutsideYear' },
    });
    for (const content of ['{', '{"date":"2029-01-01"}', '[]']) {
      const json = await staffCall(t, 'POST', '/api/operator/calendar/import', {
        token: admin,
        body: { format: 'json', content },
      });
      expect(json.status, content).toBe(400);
      expect(json.body.errorName).toBe('CalendarImportInvalid');
    }
    expect((await dayTypeLookup(perm))('2028-01-04')).toBe('holiday');
  });

  it('sets one day, audited with before and after', async () => {
    const res = await staffCall(t, 'PUT', '/api/operator/calendar/2027-11-05', {
      token: tariffs,
      body: { dayType: 'holiday' },
    });
    expect(res.body).toMatchObject({ status: 'ok', day: { date: '2027-11-05', dayType: 'holiday' } });
    expect((await dayTypeLookup(perm))('2027-11-05')).toBe('holiday');
    const { rows } = await perm.query(
      `SELECT before, after FROM audit_log WHERE action = 'calendar.day' AND entity_id = '2027-11-05'`,
    );
    expect(rows).toEqual([
      {
        before: { date: '2027-11-05', dayType: 'default' },
        after: { date: '2027-11-05', dayType: 'holiday' },
      },
    ]);
  });

  it('answers bad input with envelopes, not 500', async () => {
    const bad: [string, string, unknown][] = [
      ['PUT', '/api/operator/calendar/2027-02-30', { dayType: 'holiday' }],
      ['PUT', '/api/operator/calendar/yesterday', { dayType: 'holiday' }],
      ['PUT', '/api/operator/calendar/2027-01-01', { dayType: 'weekend' }],
      ['PUT', '/api/operator/calendar/2027-01-01', {}],
      ['POST', '/api/operator/calendar/import', { format: 'xml', content: 'x' }],
      ['POST', '/api/operator/calendar/import', { format: 'csv', content: '' }],
      ['POST', '/api/operator/calendar/import', { format: 'csv', content: 'a', year: 'soon' }],
      ['GET', '/api/operator/calendar?year=1', undefined],
    ];
    for (const [method, url, body] of bad) {
      const res = await staffCall(t, method as 'PUT', url, { token: admin, body });
      expect(res.status, url).toBe(400);
      expect(res.body.status, url).toBe('error');
    }
  });

  it('refuses the content editor and support (403) and a caller without a token (401)', async () => {
    for (const role of ['content_editor', 'support'] as const) {
      const token = (await signInStaff(t, perm, role)).token;
      const get = await staffCall(t, 'GET', '/api/operator/calendar', { token });
      expect(get.status, role).toBe(403);
      expect(get.body.errorName).toBe('Forbidden');
      const put = await staffCall(t, 'PUT', '/api/operator/calendar/2027-01-01', {
        token,
        body: { dayType: 'default' },
      });
      expect(put.status, role).toBe(403);
      const imp = await staffCall(t, 'POST', '/api/operator/calendar/import', {
        token,
        body: { format: 'csv', content: '2027-01-01,default' },
      });
      expect(imp.status, role).toBe(403);
    }
    expect((await staffCall(t, 'GET', '/api/operator/calendar')).status).toBe(401);
  });

  it('health reports the calendar end and warns when it ends within 60 days', async () => {
    const ok = (await t.app.inject({ url: '/api/health' })).json();
    expect(ok.result).toMatchObject({
      database: 'ok',
      calendar: { perm: { lastDate: '2028-12-31', warning: false } },
    });
    await perm.query(`DELETE FROM production_calendar WHERE day > now()::date + 10`);
    // a change by hand reaches the memo within a second (the content version trigger)
    await new Promise((r) => setTimeout(r, 1100));
    const soon = (await t.app.inject({ url: '/api/health' })).json();
    expect(soon.result.calendar.perm).toMatchObject({ warning: true });
    expect(soon.result.calendar.perm.daysLeft).toBeLessThanOrEqual(11);
  });
});
