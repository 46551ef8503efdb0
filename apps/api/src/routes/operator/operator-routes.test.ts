import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/stand-ins/smtp-catcher.ts';
import type { CityContext } from '../../config/city-context.ts';
import { ACCOUNT_LIMITS } from '../../services/accounts/account-limits.ts';
import { createOperator } from '../../services/operator/create-operator.ts';
import { openParkingApp, type Answer, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';
import { solveCaptcha } from '../../../test/account-test-kit.ts';

let smtp: SmtpCatcher;
let t: ParkingTestApp;
let perm: CityContext;
const PASSWORD = 'operator-secret-1';
const DEMO_PASSWORD = 'demo-operator-pass';

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await openParkingApp(['perm'], {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Parking test <robot@parking.test>',
    DEMO_OPERATOR_PASSWORD: DEMO_PASSWORD,
  });
  perm = await t.city();
  await createOperator(perm, { login: 'Anna', password: PASSWORD, name: 'Anna P.' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let address = 0;
/** Each call from its own address unless given, so the per-address login limit stays out of the way. */
async function call(
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string; body?: unknown; ip?: string } = {},
): Promise<Answer> {
  address += 1;
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? `10.1.${Math.floor(address / 250)}.${address % 250}`,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(opts.body !== undefined ? { payload: opts.body as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.json() } as Answer;
}

async function operatorToken(): Promise<string> {
  const res = await call('POST', '/api/operator/login', { body: { login: ' anna ', password: PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

async function driverAppeal(email = `d${Date.now()}${Math.random()}@example.test`) {
  const driver = await t.driver();
  const res = await t.post(
    '/api/appealProcessing/appealRegistration/v1',
    { idSubject: 'refill', message: 'Top-up did not arrive', email, phone: '' },
    driver.token,
  );
  expect(res.status).toBe(200);
  return { ...driver, email, id: res.body.idAppeal as number };
}

describe('operator login', () => {
  it('answers an operator token for the right password (login trimmed, any case)', async () => {
    const res = await call('POST', '/api/operator/login', { body: { login: 'ANNA', password: PASSWORD } });
    expect(res.body).toMatchObject({ status: 'ok', operator: { login: 'anna', name: 'Anna P.' } });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong password or an unknown login alike, and never a 500 for bad input', async () => {
    // one answer (name and text), each after one argon2 verification (an unknown login too, so
    // the time does not tell either)
    const verify = vi.spyOn(argon2, 'verify');
    const answers = [];
    try {
      for (const body of [
        { login: 'anna', password: 'wrong-password' },
        { login: 'nobody', password: PASSWORD },
      ]) {
        verify.mockClear();
        const res = await call('POST', '/api/operator/login', { body });
        expect(verify, body.login).toHaveBeenCalledTimes(1);
        expect(res).toMatchObject({ status: 401, body: { status: 'error', errorName: 'IncorrectLogin' } });
        answers.push(res.body);
      }
    } finally {
      verify.mockRestore();
    }
    expect(answers[1]).toEqual(answers[0]);
    for (const body of [
      {},
      { login: '' },
      { login: 'x'.repeat(65), password: 'y' },
      { login: ['a'], password: 1 },
      'text',
    ]) {
      const res = await call('POST', '/api/operator/login', { body });
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.status).toBe('error');
    }
  });

  it("counts failures: from the 3rd a captcha; strangers' failures never lock the operator out", async () => {
    await createOperator(perm, { login: 'boris', password: PASSWORD });
    let last: Answer | null = null;
    for (let i = 0; i < 5; i++) {
      const extra = last?.body.captchaId ? await solveCaptcha(perm, last.body) : {};
      last = await call('POST', '/api/operator/login', {
        body: { login: 'boris', password: `wrong-${i}-pass`, ...extra },
      });
      expect(last.body.errorName).toBe('IncorrectLogin');
      expect(Boolean(last.body.captcha)).toBe(i >= 2);
    }
    const { rows } = await perm.query(
      `SELECT count(*)::int AS n FROM login_attempts WHERE realm = 'operator' AND login_key = 'boris'`,
    );
    expect(rows[0]!.n).toBe(5);
    await perm.query(
      `INSERT INTO login_attempts (realm, login_key, ip) SELECT 'operator', 'boris', '10.7.1.' || n FROM generate_series(1, 100) n`,
    );
    const ip = '10.7.2.1';
    const asked = await call('POST', '/api/operator/login', {
      ip,
      body: { login: 'boris', password: PASSWORD },
    });
    expect(asked).toMatchObject({ status: 400, body: { errorName: 'CaptchaIncorrect' } });
    const ok = await call('POST', '/api/operator/login', {
      ip,
      body: { login: 'boris', password: PASSWORD, ...(await solveCaptcha(perm, asked.body)) },
    });
    expect(ok.body).toMatchObject({ status: 'ok', operator: { login: 'boris' } });
  });

  it('answers LoginTryLimit to an address after loginFailuresPerIp failures from it', async () => {
    const ip = '10.7.3.1';
    await perm.query(
      `INSERT INTO login_attempts (realm, login_key, ip) SELECT 'operator', 'x' || n, $1 FROM generate_series(1, $2::int) n`,
      [ip, ACCOUNT_LIMITS.loginFailuresPerIp],
    );
    expect(
      await call('POST', '/api/operator/login', { ip, body: { login: 'anna', password: PASSWORD } }),
    ).toMatchObject({ status: 429, body: { errorName: 'LoginTryLimit' } });
    expect(
      (await call('POST', '/api/operator/login', { body: { login: 'anna', password: PASSWORD } })).status,
    ).toBe(200);
  });

  it('limits login requests per address (TooManyRequests after 10 a minute)', async () => {
    const ip = '10.99.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await call('POST', '/api/operator/login', { ip, body: { login: `x${i}`, password: 'nope' } }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await call('POST', '/api/operator/login', {
      ip,
      body: { login: 'anna', password: PASSWORD },
    });
    expect(last).toMatchObject({ status: 429, body: { errorName: 'TooManyRequests' } });
  });

  it('makes the demo operator from DEMO_OPERATOR_PASSWORD', async () => {
    const res = await call('POST', '/api/operator/login', {
      body: { login: 'operator', password: DEMO_PASSWORD },
    });
    expect(res.body).toMatchObject({ status: 'ok', operator: { login: 'operator' } });
  });

  it('logs out: the token stops working', async () => {
    const token = await operatorToken();
    expect((await call('GET', '/api/operator/appeals', { token })).status).toBe(200);
    expect(await call('POST', '/api/operator/logout', { token })).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
    expect(await call('GET', '/api/operator/appeals', { token })).toMatchObject({
      status: 401,
      body: { errorName: 'TokenNotFound' },
    });
  });
});

describe('operator permissions', () => {
  it("a driver's or guest's token gets nothing of the operator's", async () => {
    const { token } = await t.driver();
    const guest = await t.guest();
    const { id } = await driverAppeal();
    for (const tok of [token, guest, undefined]) {
      for (const [method, url, body] of [
        ['GET', '/api/operator/appeals', undefined],
        ['GET', `/api/operator/appeals/${id}`, undefined],
        ['POST', `/api/operator/appeals/${id}/messages`, { message: 'hi' }],
        ['POST', `/api/operator/appeals/${id}/status`, { status: 'completed' }],
        ['POST', '/api/operator/logout', undefined],
        ['POST', '/api/operator/fines/import', { format: 'json', text: '[]' }],
      ] as const) {
        const res = await call(method, url, { token: tok, body });
        expect([401, 403], `${method} ${url}`).toContain(res.status);
        expect(res.body.status).toBe('error');
      }
    }
    const appeal = await call('GET', `/api/operator/appeals/${id}`, { token: await operatorToken() });
    expect(appeal.body).toMatchObject({
      appeal: { status: 'registered' },
      messages: [{ text: 'Top-up did not arrive' }],
    });
  });

  it("an operator's token cannot call the driver's calls", async () => {
    const token = await operatorToken();
    for (const [method, url, body] of [
      ['GET', '/api/appealProcessing/getAppeals/v1', undefined],
      ['GET', '/api/appealProcessing/getMessages/v1?idAppeal=1', undefined],
      ['POST', '/api/appealProcessing/appealRegistration/v1', { message: 'x', email: 'a@b.ru' }],
      ['POST', '/api/appealProcessing/messageRegistration/v1', { message: 'x', idAppeal: 1 }],
      ['GET', '/api/profile/get-profile-v6', undefined],
    ] as const) {
      expect(await call(method, url, { token, body }), url).toMatchObject({
        status: 401,
        body: { errorName: 'TokenNotFound' },
      });
    }
  });
});

describe('operator appeals', () => {
  it('lists by status with paging, newest activity first', async () => {
    const token = await operatorToken();
    const made = [await driverAppeal(), await driverAppeal(), await driverAppeal()];
    await call('POST', `/api/operator/appeals/${made[0]!.id}/status`, {
      token,
      body: { status: 'needs_clarification' },
    });
    const page1 = await call('GET', '/api/operator/appeals?status=registered&pageSize=1', { token });
    expect(page1.body).toMatchObject({ status: 'ok', page: 1, pageSize: 1 });
    expect(page1.body.count as number).toBeGreaterThanOrEqual(2);
    const items = page1.body.items as {
      id: number;
      status: string;
      subject: string;
      driver: { email: string };
    }[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: made[2]!.id, status: 'registered', subject: 'Пополнение баланса' });
    const page2 = await call('GET', '/api/operator/appeals?status=registered&pageSize=1&page=2', { token });
    expect((page2.body.items as { id: number }[])[0]!.id).toBe(made[1]!.id);
    const clarify = await call('GET', '/api/operator/appeals?status=needs_clarification', { token });
    expect((clarify.body.items as { id: number }[]).map((a) => a.id)).toContain(made[0]!.id);
    for (const q of ['?status=closed', '?page=0', '?pageSize=101', '?page=x']) {
      expect((await call('GET', `/api/operator/appeals${q}`, { token })).status, q).toBe(400);
    }
    expect(await call('GET', '/api/operator/appeals/999999', { token })).toMatchObject({
      status: 404,
      body: { errorName: 'AppealNotFound' },
    });
    expect((await call('GET', '/api/operator/appeals/abc', { token })).status).toBe(400);
  });

  it("a reply reaches the driver's chat and mailbox; the appeal moves to in progress", async () => {
    const token = await operatorToken();
    const d = await driverAppeal('reply-me@example.test');
    const reply = await call('POST', `/api/operator/appeals/${d.id}/messages`, {
      token,
      body: { message: '  We refunded the top-up.  ' },
    });
    expect(reply.body).toMatchObject({
      status: 'ok',
      item: { text: 'We refunded the top-up.', out: 0, author: 'operator' },
      appeal: { status: 'in_progress', messagesCount: 2 },
    });
    const chat = await t.get(`/api/appealProcessing/getMessages/v1?idAppeal=${d.id}`, d.token);
    expect(chat.body).toMatchObject({
      count: 2,
      items: [{ out: 1 }, { out: 0, text: 'We refunded the top-up.' }],
    });
    const list = await t.get('/api/appealProcessing/getAppeals/v1', d.token);
    expect(list.body).toMatchObject({ items: [{ status: 'in_progress', lastMessage: { out: 0 } }] });
    const mail = await smtp.waitFor((m) => m.to.includes('reply-me@example.test'), 15_000);
    expect(mail.subject).toBe(`Ответ на обращение № ${d.id}`);
    expect(mail.text).toContain('We refunded the top-up.');
    expect(mail.text).toContain('/profile/feedback');
    expect(
      (await call('POST', `/api/operator/appeals/${d.id}/messages`, { token, body: { message: ' ' } })).body
        .errorName,
    ).toBe('RequiredField');
  });

  it('changes the status; completed closes the chat for both, another status reopens it', async () => {
    const token = await operatorToken();
    const d = await driverAppeal();
    const send = (message: string) =>
      t.post('/api/appealProcessing/messageRegistration/v1', { idAppeal: d.id, message }, d.token);
    await call('POST', `/api/operator/appeals/${d.id}/status`, {
      token,
      body: { status: 'needs_clarification' },
    });
    expect((await send('here is the receipt')).status).toBe(200);
    // the driver's answer hands the appeal back to the operator
    expect((await call('GET', `/api/operator/appeals/${d.id}`, { token })).body).toMatchObject({
      appeal: { status: 'in_progress' },
    });
    const done = await call('POST', `/api/operator/appeals/${d.id}/status`, {
      token,
      body: { status: 'completed' },
    });
    expect(done.body).toMatchObject({ status: 'ok', appeal: { status: 'completed' } });
    expect(await send('one more thing')).toMatchObject({
      status: 409,
      body: { errorName: 'MessageToCompletedAppeal' },
    });
    expect(
      await call('POST', `/api/operator/appeals/${d.id}/messages`, { token, body: { message: 'late' } }),
    ).toMatchObject({ status: 409, body: { errorName: 'MessageToCompletedAppeal' } });
    expect((await t.get('/api/appealProcessing/getAppeals/v1', d.token)).body).toMatchObject({
      items: [{ status: 'completed' }],
    });
    await call('POST', `/api/operator/appeals/${d.id}/status`, { token, body: { status: 'registered' } });
    expect((await send('reopened')).status).toBe(200);
    for (const body of [{ status: 'closed' }, {}, { status: 1 }]) {
      expect((await call('POST', `/api/operator/appeals/${d.id}/status`, { token, body })).status).toBe(400);
    }
    expect(
      (await call('POST', '/api/operator/appeals/999999/status', { token, body: { status: 'completed' } }))
        .status,
    ).toBe(404);
  });
});

describe('operator fines import', () => {
  const fine = {
    uin: '18810159230101000017',
    date: '2025-03-01T09:15:00+05:00',
    sums: { total: 150000 },
    grz: 'А123ВС159',
    place: 'ул. Ленина, 50',
    type: 'ст. 8.30 КоАП ПК',
    provider: 'ЦАФАП',
    status: 'issued',
  };

  it('imports a JSON file and answers the report', async () => {
    const token = await operatorToken();
    const res = await call('POST', '/api/operator/fines/import', {
      token,
      body: { format: 'json', text: JSON.stringify([fine]) },
    });
    expect(res.body).toMatchObject({
      status: 'ok',
      report: { accepted: true, format: 'json', rows: 1, created: 1 },
    });
  });

  it('refuses a bad file with the report and a bad format by name, never a 500', async () => {
    const token = await operatorToken();
    const bad = await call('POST', '/api/operator/fines/import', {
      token,
      body: { format: 'json', text: JSON.stringify([{ ...fine, uin: '1' }]) },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { status: 'error', errorName: 'FineImportInvalid', report: { accepted: false } },
    });
    for (const body of [
      { format: 'xml', text: 'x' },
      { format: 'csv', text: '' },
      {},
      { format: 'json', text: '{' },
    ]) {
      const res = await call('POST', '/api/operator/fines/import', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe('error');
    }
  });
});
