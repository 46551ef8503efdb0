import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { openParkingApp, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';
import { signInStaff, staffCall } from '../../../test/staff-test-kit.ts';
import { getCityRules } from '../../services/content/city-rules-service.ts';

let t: ParkingTestApp;
let perm: CityContext;
let editor: string;
let admin: string;

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  perm = await t.city();
  editor = (await signInStaff(t, perm, 'content_editor')).token;
  admin = (await signInStaff(t, perm, 'administrator')).token;
});
afterAll(async () => {
  await t?.close();
});

const audits = async (entity: string) =>
  (
    await perm.query(`SELECT action, entity_id, before, after FROM audit_log WHERE entity = $1 ORDER BY id`, [
      entity,
    ])
  ).rows;
const publicGet = async (url: string) => (await t.app.inject({ url })).json();

describe('settings in the console', () => {
  it('changes flags; the public settings call answers them on the next load; audited by key', async () => {
    const got = await staffCall(t, 'GET', '/api/operator/settings/flags', { token: editor });
    expect(got.body).toMatchObject({ status: 'ok', document: { useBonus: expect.any(Boolean) } });
    const useBonus = !(got.body.document as { useBonus: boolean }).useBonus;
    const put = await staffCall(t, 'PUT', '/api/operator/settings/flags', {
      token: editor,
      body: { useBonus, dontUseBalance: true, intervals: { min: 30, max: 600, step: 30 } },
    });
    expect(put.body).toMatchObject({
      status: 'ok',
      document: { useBonus, dontUseBalance: true },
      drivers: { ru: { useBonus, intervals: { min: 30 } }, en: { dontUseBalance: true } },
    });
    expect((await publicGet('/api/options/get-settings')).result).toMatchObject({
      useBonus,
      dontUseBalance: true,
      intervals: { min: 30, max: 600, step: 30 },
    });
    const [last] = (await audits('settings_flags')).slice(-1);
    expect(last).toMatchObject({
      action: 'settings_flags.update',
      after: { useBonus, dontUseBalance: true },
    });
    expect(Object.keys(last!.after as object).sort()).toEqual(['dontUseBalance', 'intervals', 'useBonus']);
  });

  it('changes site options (isClose with its phone, the banner in two languages)', async () => {
    const put = await staffCall(t, 'PUT', '/api/operator/settings/options', {
      token: admin,
      body: {
        isClose: true,
        contacts: { email: 'help@city.example', phone: '+7 342 000-00-00' },
        notification: { message: { ru: 'Ремонт', en: 'Roadworks' }, url: null },
      },
    });
    expect(put.body).toMatchObject({
      drivers: { ru: { isClose: true, notification: { message: 'Ремонт' } } },
    });
    const en = (await publicGet('/api/options/get-options?lang=en')).result;
    expect(en).toMatchObject({
      isClose: true,
      contacts: { phone: '+7 342 000-00-00' },
      notification: { message: 'Roadworks' },
    });
  });

  it('refuses unknown keys and bad values with ValidationError, changing nothing', async () => {
    for (const body of [{ useBonus: 'yes' }, { noSuchFlag: true }, { intervals: { min: 1 } }, []]) {
      const res = await staffCall(t, 'PUT', '/api/operator/settings/flags', { token: editor, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe('error');
    }
    const zoom = await staffCall(t, 'PUT', '/api/operator/settings/options', {
      token: editor,
      body: { initialZoom: 99 },
    });
    expect(zoom.status).toBe(400);
  });
});

describe('content in the console', () => {
  it('publishes news now and scheduled; drivers see only the published one; HTML is sanitized', async () => {
    const now = await staffCall(t, 'POST', '/api/operator/content/news', {
      token: editor,
      body: {
        titleRu: 'Новые зоны',
        titleEn: 'New zones',
        previewRu: 'Коротко',
        bodyRu: '<p onclick="steal()">Текст<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
      },
    });
    expect(now.status).toBe(200);
    const item = now.body.item as { id: number; bodyRu: string; scheduled: boolean };
    expect(item.scheduled).toBe(false);
    expect(item.bodyRu).toBe('<p>Текст <a>x</a></p>');
    const later = await staffCall(t, 'POST', '/api/operator/content/news', {
      token: editor,
      body: { titleRu: 'Позже', publishedAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const scheduled = later.body.item as { id: number; scheduled: boolean };
    expect(scheduled.scheduled).toBe(true);

    const list = await staffCall(t, 'GET', '/api/operator/content/news?page=1&pageSize=100', {
      token: editor,
    });
    const ids = (list.body.items as { id: number }[]).map((i) => i.id);
    expect(ids).toContain(item.id);
    expect(ids).toContain(scheduled.id);
    const publicIds = (await publicGet('/api/news/get-news-list?limit=100')).result.items.map(
      (i: { id: number }) => i.id,
    );
    expect(publicIds).toContain(item.id);
    expect(publicIds).not.toContain(scheduled.id);
    expect((await publicGet(`/api/news/get-news?id=${item.id}&lang=en`)).result).toMatchObject({
      title: 'New zones',
    });

    const changed = await staffCall(t, 'PUT', `/api/operator/content/news/${scheduled.id}`, {
      token: editor,
      body: { titleRu: 'Сейчас', publishedAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(changed.body).toMatchObject({ item: { titleRu: 'Сейчас', scheduled: false } });
    expect((await publicGet(`/api/news/get-news?id=${scheduled.id}`)).result.title).toBe('Сейчас');

    const removed = await staffCall(t, 'DELETE', `/api/operator/content/news/${scheduled.id}`, {
      token: editor,
    });
    expect(removed.body).toEqual({ status: 'ok', id: scheduled.id });
    expect(
      (await staffCall(t, 'DELETE', `/api/operator/content/news/${scheduled.id}`, { token: editor })).body,
    ).toMatchObject({ errorName: 'NewsNotFound' });
    expect((await audits('news')).map((r) => r.action)).toEqual([
      'news.create',
      'news.create',
      'news.update',
      'news.delete',
    ]);
  });

  it('keeps pages by a unique path, sanitizes their HTML and serves them publicly', async () => {
    const made = await staffCall(t, 'POST', '/api/operator/content/pages', {
      token: editor,
      body: {
        path: '/Tariffs-2028/',
        titleRu: 'Тарифы',
        contentRu:
          '<h2>Цены</h2><img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe><a href="/rules" target="_blank">правила</a>',
      },
    });
    const page = made.body.item as { id: number; path: string; contentRu: string };
    expect(page.path).toBe('tariffs-2028');
    expect(page.contentRu).toBe(
      '<h2>Цены</h2><img src="x" /><a href="/rules" target="_blank" rel="noopener noreferrer">правила</a>',
    );
    expect((await publicGet('/api/pages/get-page?path=tariffs-2028')).result).toMatchObject({
      title: 'Тарифы',
    });
    const again = await staffCall(t, 'POST', '/api/operator/content/pages', {
      token: editor,
      body: { path: 'tariffs-2028', titleRu: 'Дубль' },
    });
    expect(again).toMatchObject({ status: 409, body: { errorName: 'PageExists' } });
    const other = await staffCall(t, 'POST', '/api/operator/content/pages', {
      token: editor,
      body: { path: 'other', titleRu: 'Другая' },
    });
    const otherId = (other.body.item as { id: number }).id;
    const clash = await staffCall(t, 'PUT', `/api/operator/content/pages/${otherId}`, {
      token: editor,
      body: { path: 'tariffs-2028', titleRu: 'Другая' },
    });
    expect(clash).toMatchObject({ status: 409, body: { errorName: 'PageExists' } });
    const bad = await staffCall(t, 'POST', '/api/operator/content/pages', {
      token: editor,
      body: { path: 'a b', titleRu: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(
      (await staffCall(t, 'DELETE', `/api/operator/content/pages/${otherId}`, { token: editor })).status,
    ).toBe(200);
    expect(
      (await staffCall(t, 'GET', `/api/operator/content/pages/${otherId}`, { token: editor })).status,
    ).toBe(404);
  });

  it("saves the notice: the public popup's updated moves on every save, so drivers see it again", async () => {
    const first = await publicGet('/api/notification/get-popup');
    const saved = await staffCall(t, 'PUT', '/api/operator/content/notice', {
      token: editor,
      body: {
        titleRu: 'Внимание',
        messageRu: '<b>Снег</b><script>x</script>',
        url: 'https://city.example/snow',
      },
    });
    expect(saved.body).toMatchObject({ notice: { titleRu: 'Внимание', messageRu: '<b>Снег</b>' } });
    const popup = await publicGet('/api/notification/get-popup');
    expect(popup.result).toMatchObject({
      title: 'Внимание',
      message: '<b>Снег</b>',
      url: 'https://city.example/snow',
    });
    expect(popup.result.updated > first.result.updated).toBe(true);
    await staffCall(t, 'PUT', '/api/operator/content/notice', {
      token: editor,
      body: { titleRu: 'Внимание', messageRu: '<b>Снег</b>' },
    });
    const again = await publicGet('/api/notification/get-popup');
    expect(again.result.updated > popup.result.updated).toBe(true);
    const badUrl = await staffCall(t, 'PUT', '/api/operator/content/notice', {
      token: editor,
      body: { titleRu: 'x', url: 'javascript:alert(1)' },
    });
    expect(badUrl.status).toBe(400);
    // a page of the site, as the demo notices link '/news', is kept; '//host' is not a page
    const sitePage = await staffCall(t, 'PUT', '/api/operator/content/notice', {
      token: editor,
      body: { titleRu: 'x', url: '/news' },
    });
    expect(sitePage.body).toMatchObject({ notice: { url: '/news' } });
    const otherHost = await staffCall(t, 'PUT', '/api/operator/content/notice', {
      token: editor,
      body: { titleRu: 'x', url: '//evil.example/news' },
    });
    expect(otherHost.status).toBe(400);
  });

  it('adds, changes and removes SMS commands; the public list follows', async () => {
    const made = await staffCall(t, 'POST', '/api/operator/content/sms-commands', {
      token: editor,
      body: {
        sortOrder: '-5',
        nameRu: 'Продлить',
        example: 'P*A123BC59*1',
        commandTranscriptionRu: 'P*номер*часы',
      },
    });
    const id = (made.body.item as { id: number }).id;
    let list = (await publicGet('/api/sms/get-commands')).result;
    expect(list[0]).toMatchObject({ name: 'Продлить', command_transcription: 'P*номер*часы' });
    await staffCall(t, 'PUT', `/api/operator/content/sms-commands/${id}`, {
      token: editor,
      body: {
        sortOrder: -5,
        nameRu: 'Продлить стоянку',
        example: 'P*A123BC59*1',
        commandTranscriptionRu: 'P*номер*часы',
      },
    });
    list = (await publicGet('/api/sms/get-commands')).result;
    expect(list[0].name).toBe('Продлить стоянку');
    await staffCall(t, 'DELETE', `/api/operator/content/sms-commands/${id}`, { token: editor });
    list = (await publicGet('/api/sms/get-commands')).result;
    expect(list.map((c: { name: string }) => c.name)).not.toContain('Продлить стоянку');
    const missing = await staffCall(t, 'PUT', `/api/operator/content/sms-commands/${id}`, {
      token: editor,
      body: { nameRu: 'x', example: 'x', commandTranscriptionRu: 'x' },
    });
    expect(missing).toMatchObject({ status: 404, body: { errorName: 'SmsCommandNotFound' } });
    expect((await audits('sms_command')).map((r) => r.action)).toEqual([
      'sms_command.create',
      'sms_command.update',
      'sms_command.delete',
    ]);
  });

  it('answers bad input with envelopes, not 500', async () => {
    const bad: ['POST' | 'PUT' | 'GET' | 'DELETE', string, unknown][] = [
      ['POST', '/api/operator/content/news', {}],
      ['POST', '/api/operator/content/news', { titleRu: 'x', publishedAt: 'tomorrow' }],
      ['POST', '/api/operator/content/news', { titleRu: 'x'.repeat(301) }],
      ['PUT', '/api/operator/content/news/abc', { titleRu: 'x' }],
      ['GET', '/api/operator/content/news?pageSize=1000', undefined],
      [
        'POST',
        '/api/operator/content/sms-commands',
        { nameRu: 'x', example: 'x', commandTranscriptionRu: 'x', sortOrder: 'first' },
      ],
      ['POST', '/api/operator/content/pages', { path: '', titleRu: 'x' }],
    ];
    for (const [method, url, body] of bad) {
      const res = await staffCall(t, method, url, { token: editor, body });
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(res.body.status, url).toBe('error');
    }
  });

  it('refuses the tariff manager and support (403) on content and settings', async () => {
    const calls: ['GET' | 'PUT' | 'POST', string, unknown][] = [
      ['GET', '/api/operator/settings/flags', undefined],
      ['PUT', '/api/operator/settings/flags', { useBonus: true }],
      ['GET', '/api/operator/settings/options', undefined],
      ['PUT', '/api/operator/settings/options', { isClose: false }],
      ['GET', '/api/operator/content/news', undefined],
      ['POST', '/api/operator/content/news', { titleRu: 'x' }],
      ['GET', '/api/operator/content/pages', undefined],
      ['PUT', '/api/operator/content/notice', { titleRu: 'x' }],
      ['GET', '/api/operator/content/sms-commands', undefined],
    ];
    for (const role of ['tariff_manager', 'support'] as const) {
      const token = (await signInStaff(t, perm, role)).token;
      for (const [method, url, body] of calls) {
        const res = await staffCall(t, method, url, { token, body });
        expect(res.status, `${role} ${method} ${url}`).toBe(403);
        expect(res.body.errorName).toBe('Forbidden');
      }
    }
  });
});

describe("the city's rules (issue 21)", () => {
  // issue 22: the receipt lines' VAT, payment subject and taxation system, by default
  const RECEIPT_DEFAULTS = {
    receiptVatCode: 'none',
    receiptPaymentSubject: 'service',
    receiptTaxSystem: null,
  };

  it('an administrator reads the defaults and changes one, audited; the rules service follows; others are refused', async () => {
    const got = await staffCall(t, 'GET', '/api/operator/settings/rules', { token: admin });
    expect(got.body).toEqual({
      status: 'ok',
      document: { correctionApprovalKopecks: 100_000, enforcementGraceMinutes: 15, ...RECEIPT_DEFAULTS },
    });
    const put = await staffCall(t, 'PUT', '/api/operator/settings/rules', {
      token: admin,
      body: { enforcementGraceMinutes: 10 },
    });
    expect(put.body).toMatchObject({
      document: { correctionApprovalKopecks: 100_000, enforcementGraceMinutes: 10 },
    });
    expect((await audits('city_rules')).at(-1)).toMatchObject({
      action: 'city_rules.update',
      before: { enforcementGraceMinutes: 15 },
      after: { enforcementGraceMinutes: 10 },
    });
    expect(await getCityRules(perm)).toEqual({
      correctionApprovalKopecks: 100_000,
      enforcementGraceMinutes: 10,
      ...RECEIPT_DEFAULTS,
    });

    // a content editor has the settings area, not the staff one
    const refused = await staffCall(t, 'PUT', '/api/operator/settings/rules', {
      token: editor,
      body: { enforcementGraceMinutes: 0 },
    });
    expect(refused).toMatchObject({ status: 403, body: { errorName: 'Forbidden' } });
    for (const body of [{ enforcementGraceMinutes: -1 }, { correctionApprovalKopecks: 1.5 }, { grace: 5 }]) {
      const bad = await staffCall(t, 'PUT', '/api/operator/settings/rules', { token: admin, body });
      expect(bad).toMatchObject({ status: 400, body: { errorName: 'ValidationError' } });
    }
    expect((await staffCall(t, 'GET', '/api/operator/settings/rules', { token: admin })).body).toMatchObject({
      document: { enforcementGraceMinutes: 10 },
    });
  });
});
