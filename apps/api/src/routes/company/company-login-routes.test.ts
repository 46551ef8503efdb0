import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { ACCOUNT_LIMITS } from '../../services/accounts/account-limits.ts';
import { CORPORATE_LOGIN_LIMITS } from '../../services/company/company-login.ts';
import { DEMO_COMPANY } from '../../services/company/demo-company.ts';
import { createOperator } from '../../services/operator/create-operator.ts';
import { openParkingApp, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';
import { solveCaptcha } from '../../../test/account-test-kit.ts';
import { call, COMPANY_PASSWORD, freshInn, newCompany } from './company-test-kit.ts';

let t: ParkingTestApp;
let perm: CityContext;
const DEMO_PASSWORD = 'demo-company-pass';
const OPERATOR_PASSWORD = 'operator-secret-1';
const LOGIN = '/api/auth/login-corp-v1';

beforeAll(async () => {
  t = await openParkingApp(['perm'], { DEMO_COMPANY_PASSWORD: DEMO_PASSWORD });
  perm = await t.city();
  await createOperator(perm, { login: 'olga', password: OPERATOR_PASSWORD });
});
afterAll(async () => {
  await t?.close();
});

async function operatorToken(): Promise<string> {
  const res = await call(t, 'POST', '/api/operator/login', {
    body: { login: 'olga', password: OPERATOR_PASSWORD },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

describe('POST /api/auth/login-corp-v1', () => {
  it('answers a corporate token that opens the corporate profile and nothing of a driver', async () => {
    const c = await newCompany(perm);
    const res = await call(t, 'POST', LOGIN, {
      body: { inn: c.inn, contractNumber: ` ${c.contractNumber} `, password: COMPANY_PASSWORD },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: 'ok', token: expect.any(String) });
    const token = res.body.token as string;
    const profile = await call(t, 'GET', '/api/corp-profile/get-profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.result).toMatchObject({ inn: c.inn, contractNumber: c.contractNumber, balance: 0 });
    for (const [method, url] of [
      ['GET', '/api/profile/get-profile-v6'],
      ['POST', '/api/payment/start'],
      ['GET', '/api/operator/companies'],
      ['GET', '/api/operator/appeals'],
    ] as const) {
      const refused = await call(t, method, url, { token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(refused.status, url).toBe(401);
      expect(refused.body.errorName, url).toBe('TokenNotFound');
    }
  });

  it('answers IncorrectLogin alike for a wrong password, an unknown login and a disabled company', async () => {
    const c = await newCompany(perm);
    const disabled = await newCompany(perm);
    await perm.query('UPDATE companies SET disabled_at = now() WHERE id = $1', [disabled.id]);
    const attempts = [
      { inn: c.inn, contractNumber: c.contractNumber, password: 'wrong-password' },
      { inn: c.inn, contractNumber: 'КП-NONE', password: COMPANY_PASSWORD },
      { inn: freshInn(), contractNumber: c.contractNumber, password: COMPANY_PASSWORD },
      { inn: disabled.inn, contractNumber: disabled.contractNumber, password: COMPANY_PASSWORD },
    ];
    // one answer (name and text) whatever was wrong, each after one argon2 verification, so
    // neither the answer nor its time tells whether the company exists
    const verify = vi.spyOn(argon2, 'verify');
    const answers = [];
    try {
      for (const body of attempts) {
        verify.mockClear();
        const res = await call(t, 'POST', LOGIN, { body });
        expect(verify, JSON.stringify(body)).toHaveBeenCalledTimes(1);
        answers.push(res.body);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ status: 'error', errorName: 'IncorrectLogin' });
      }
    } finally {
      verify.mockRestore();
    }
    for (const body of answers) expect(body).toEqual(answers[0]);
    // the disabled company's own tokens stop too
    const profile = await call(t, 'GET', '/api/corp-profile/get-profile', { token: disabled.token });
    expect(profile.body.errorName).toBe('TokenNotFound');
    const { rows } = await perm.query(
      `SELECT count(*)::int AS n FROM login_attempts WHERE realm = 'company' AND login_key LIKE $1`,
      [`${c.inn}/%`],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it("asks for the captcha from the 3rd failure of a login; strangers' failures never lock the company out", async () => {
    const c = await newCompany(perm);
    const body = { inn: c.inn, contractNumber: c.contractNumber };
    let last = await call(t, 'POST', LOGIN, { body: { ...body, password: 'wrong-0' } });
    expect(last.body.captcha).toBeUndefined();
    for (let i = 1; i < 10; i += 1) {
      const extra = last.body.captchaId ? await solveCaptcha(perm, last.body) : {};
      last = await call(t, 'POST', LOGIN, { body: { ...body, password: `wrong-${i}`, ...extra } });
      expect(last.body.errorName).toBe('IncorrectLogin');
      if (i >= 2) expect(last.body.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    await perm.query(
      `INSERT INTO login_attempts (realm, login_key, ip) SELECT 'company', $1, '10.9.1.' || n FROM generate_series(1, 100) n`,
      [`${c.inn}/${c.contractNumber.toUpperCase()}`],
    );
    const ip = '10.9.2.1';
    const asked = await call(t, 'POST', LOGIN, { ip, body: { ...body, password: COMPANY_PASSWORD } });
    expect(asked).toMatchObject({ status: 400, body: { errorName: 'CaptchaIncorrect' } });
    const ok = await call(t, 'POST', LOGIN, {
      ip,
      body: { ...body, password: COMPANY_PASSWORD, ...(await solveCaptcha(perm, asked.body)) },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('refuses an address after loginFailuresPerIp failures, whatever the login', async () => {
    const ip = '10.250.0.9';
    await perm.query(
      `INSERT INTO login_attempts (realm, login_key, ip) SELECT 'company', 'x' || n, $1 FROM generate_series(1, $2::int) n`,
      [ip, ACCOUNT_LIMITS.loginFailuresPerIp],
    );
    const c = await newCompany(perm);
    const right = { inn: c.inn, contractNumber: c.contractNumber, password: COMPANY_PASSWORD };
    expect(await call(t, 'POST', LOGIN, { ip, body: right })).toMatchObject({
      status: 429,
      body: { errorName: 'LoginTryLimit' },
    });
    expect((await call(t, 'POST', LOGIN, { body: right })).status).toBe(200);
  });

  it('limits requests per minute from one address (TooManyRequests)', async () => {
    const ip = '10.251.0.1';
    const answers = [];
    for (let i = 0; i <= CORPORATE_LOGIN_LIMITS.requestsPerMinute; i += 1) {
      answers.push(
        await call(t, 'POST', LOGIN, { ip, body: { inn: 'x', contractNumber: '', password: '' } }),
      );
    }
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.body.errorName).toBe('TooManyRequests');
  });

  it('names validation errors in the request language', async () => {
    const ru = await call(t, 'POST', LOGIN, {
      body: { inn: '1234567890', contractNumber: 'КП-1', password: 'x' },
    });
    expect(ru.status).toBe(400);
    expect(ru.body.errorName).toBe('InvalidInn');
    expect(String(ru.body.errorMessage)).toMatch(/[А-Яа-я]/);
    const en = await call(t, 'POST', `${LOGIN}?lang=en`, {
      body: { inn: '1234567890', contractNumber: 'КП-1', password: 'x' },
    });
    expect(en.body.errorName).toBe('InvalidInn');
    expect(String(en.body.errorMessage)).not.toMatch(/[А-Яа-я]/);
    const missing = await call(t, 'POST', LOGIN, {
      lang: 'en',
      body: { inn: '', contractNumber: '', password: '' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errorName).toBe('RequiredField');
  });

  it('the demo company of DEMO_COMPANY_PASSWORD logs in', async () => {
    const res = await call(t, 'POST', LOGIN, {
      body: { inn: DEMO_COMPANY.inn, contractNumber: DEMO_COMPANY.contractNumber, password: DEMO_PASSWORD },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it("a driver's, guest's or operator's token is refused on every corporate call", async () => {
    const driver = await t.driver();
    const guest = await t.guest();
    const operator = await operatorToken();
    for (const token of [driver.token, guest, operator]) {
      for (const [method, url, body] of [
        ['GET', '/api/corp-profile/get-profile', undefined],
        [
          'PUT',
          '/api/corp-profile/add-driver',
          { driver: 'Петров Пётр', car_number: 'A101BC59', phone: '79120000001' },
        ],
        ['POST', '/api/profile/ts/1', { number: 'A101BC59', IMEI: '490154203237518' }],
        ['DELETE', '/api/profile/ts/1', undefined],
        ['PUT', '/api/corp-profile/activate-device', { grz: 'A101BC59', inn: '7707083893' }],
      ] as const) {
        const res = await call(t, method, url, { token, ...(body ? { body } : {}) });
        expect(res.status, url).toBe(401);
        expect(res.body.errorName, url).toBe('TokenNotFound');
      }
    }
  });
});

describe('the operator makes companies', () => {
  it('creates, lists with the balance, refuses a duplicate, resets the password', async () => {
    const token = await operatorToken();
    const inn = freshInn();
    const body = {
      name: 'ООО «Флот»',
      inn,
      contractNumber: 'КП-77',
      email: 'Fleet@Example.test',
      password: 'long-password-1',
    };
    const made = await call(t, 'POST', '/api/operator/companies', { token, body });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.result).toMatchObject({
      inn,
      contractNumber: 'КП-77',
      email: 'fleet@example.test',
      balance: 0,
    });
    const id = (made.body.result as { id: number }).id;

    const again = await call(t, 'POST', '/api/operator/companies', {
      token,
      body: { ...body, name: 'Другое' },
    });
    expect(again.status).toBe(409);
    expect(again.body.errorName).toBe('CompanyExists');

    const bad = await call(t, 'POST', '/api/operator/companies', {
      token,
      lang: 'en',
      body: { ...body, inn: '1234567890', password: 'short' },
    });
    expect(bad.status).toBe(400);

    await perm.query(`SELECT ledger_post('refill', 'system', $1, '{}', $2::jsonb)`, [
      `op-company-${id}`,
      JSON.stringify([
        { system: 'card_clearing', amount: -12345 },
        { company: id, amount: 12345 },
      ]),
    ]);
    const list = await call(t, 'GET', '/api/operator/companies', { token });
    expect(list.status).toBe(200);
    const listed = (list.body.result as { id: number }[]).find((c) => c.id === id);
    expect(listed).toMatchObject({ balance: 123, balanceKopecks: 12345, name: 'ООО «Флот»' });

    const login = await call(t, 'POST', LOGIN, {
      body: { inn, contractNumber: 'КП-77', password: 'long-password-1' },
    });
    const companyToken = login.body.token as string;
    expect((await call(t, 'GET', '/api/corp-profile/get-profile', { token: companyToken })).status).toBe(200);
    const reset = await call(t, 'PUT', '/api/operator/companies/password', {
      token,
      body: { id, password: 'new-password-22' },
    });
    expect(reset.status).toBe(200);
    expect(
      (await call(t, 'GET', '/api/corp-profile/get-profile', { token: companyToken })).body.errorName,
    ).toBe('TokenNotFound');
    const old = await call(t, 'POST', LOGIN, {
      body: { inn, contractNumber: 'КП-77', password: 'long-password-1' },
    });
    expect(old.body.errorName).toBe('IncorrectLogin');
    const fresh = await call(t, 'POST', LOGIN, {
      body: { inn, contractNumber: 'КП-77', password: 'new-password-22' },
    });
    expect(fresh.status).toBe(200);

    const missing = await call(t, 'PUT', '/api/operator/companies/password', {
      token,
      body: { id: 2_000_000_000, password: 'new-password-22' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.errorName).toBe('CompanyNotFound');
  });

  it("a driver's or a company's token is refused on the operator's company calls", async () => {
    const driver = await t.driver();
    const c = await newCompany(perm);
    for (const token of [driver.token, c.token]) {
      const res = await call(t, 'POST', '/api/operator/companies', {
        token,
        body: {
          name: 'never',
          inn: freshInn(),
          contractNumber: 'N-1',
          email: 'n@example.test',
          password: 'long-password-1',
        },
      });
      expect(res.status).toBe(401);
      expect(res.body.errorName).toBe('TokenNotFound');
    }
    const { rows } = await perm.query('SELECT count(*)::int AS n FROM companies WHERE name = $1', ['never']);
    expect(rows[0]!.n).toBe(0);
  });
});
