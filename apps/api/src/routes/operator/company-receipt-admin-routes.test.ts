import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, staffCall } from '../../../test/staff-test-kit.ts';
import type { CityContext } from '../../config/city-context.ts';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { makeFleetDriver, makeRegisteredDriver } from '../../services/fleet-parking/fleet-test-kit.ts';
import { balanceOf } from '../../services/ledger/ledger-accounts.ts';
import {
  addZone,
  openParkingApp,
  order,
  type ParkingTestApp,
} from '../../services/parking/parking-test-kit.ts';
import { call, COMPANY_PASSWORD, newCompany } from '../company/company-test-kit.ts';

// Companies and receipts in the console (issue 21 item 2): disable and enable with the tokens
// refused after, the list, and a receipt's payment registered by staff, audited and once only.

const OPERATOR_KEY = 'operator-key-0123456789';
let t: ParkingTestApp;
let perm: CityContext;
const tokens: Record<string, string> = {};
const logins: Record<string, string> = {};

beforeAll(async () => {
  t = await openParkingApp(['perm'], { OPERATOR_API_KEY: OPERATOR_KEY });
  perm = await t.city();
  await addZone(perm, 'T1');
  for (const role of [
    'administrator',
    'support',
    'accountant',
    'content_editor',
    'tariff_manager',
  ] as const) {
    const member = await signInStaff(t, perm, role);
    tokens[role] = member.token;
    logins[role] = member.login;
  }
});
afterAll(() => t?.close());

const auditOf = async (action: string, entityId: number | string) =>
  (
    await perm.query(
      'SELECT staff_login, before, after FROM audit_log WHERE action = $1 AND entity_id = $2 ORDER BY id',
      [action, String(entityId)],
    )
  ).rows as { staff_login: string; before: Record<string, unknown>; after: Record<string, unknown> }[];

const corpLogin = (c: { inn: string; contractNumber: string }) =>
  call(t, 'POST', '/api/auth/login-corp-v1', {
    body: { inn: c.inn, contractNumber: c.contractNumber, password: COMPANY_PASSWORD },
  });

const payerMethods = async (token: string) =>
  JSON.stringify((await t.get('/api/profile/get-profile-v6', token)).body.result);

describe('disable and enable a company', () => {
  it("refuses the company's tokens and login and its drivers' payments at once, and lets it log in again when enabled", async () => {
    const c = await newCompany(perm, 'ООО «Отключаемая»');
    const driver = await makeFleetDriver(perm, c.id);
    const user = await makeRegisteredDriver(perm, driver.phone);
    // used once, so the token is in the token cache: the refusal must not wait for it to expire
    expect((await call(t, 'GET', '/api/corp-profile/get-profile', { token: c.token })).status).toBe(200);
    expect(await payerMethods(user.token)).toContain(`corporate:${c.id}`);
    const fleetCost = () =>
      t.post('/api/payment/cost', order(driver.plate, { PaymentService: `corporate:${c.id}` }), user.token);
    expect((await fleetCost()).body).toMatchObject({ status: 'ok', totalcost: expect.any(Number) });

    const off = await staffCall(t, 'POST', `/api/operator/companies/${c.id}/disable`, {
      token: tokens.support,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.result).toMatchObject({ id: c.id, disabled: true, driversCount: 1, vehiclesCount: 1 });

    const refused = await call(t, 'GET', '/api/corp-profile/get-profile', { token: c.token });
    expect([refused.status, refused.body.errorName]).toEqual([401, 'TokenNotFound']);
    const { rows } = await perm.query(
      'SELECT count(*)::int AS live FROM auth_tokens WHERE company_id = $1 AND revoked_at IS NULL',
      [c.id],
    );
    expect(rows[0]!.live).toBe(0);
    expect((await corpLogin(c)).body.errorName).toBe('IncorrectLogin');
    expect(await payerMethods(user.token)).not.toContain(`corporate:${c.id}`);
    const cost = await fleetCost();
    expect([cost.status, cost.body.errorName]).toEqual([404, 'CompanyNotFound']);

    const [audit] = await auditOf('company.disable', c.id);
    expect(audit).toMatchObject({
      staff_login: logins.support,
      before: { disabled: false },
      after: { disabled: true },
    });

    const on = await staffCall(t, 'POST', `/api/operator/companies/${c.id}/enable`, {
      token: tokens.accountant,
    });
    expect(on.status).toBe(200);
    expect(on.body.result).toMatchObject({ id: c.id, disabled: false });
    expect((await auditOf('company.enable', c.id))[0]).toMatchObject({ staff_login: logins.accountant });
    // the old token stays revoked; a new login works
    expect((await call(t, 'GET', '/api/corp-profile/get-profile', { token: c.token })).status).toBe(401);
    const again = await corpLogin(c);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const fresh = await call(t, 'GET', '/api/corp-profile/get-profile', {
      token: again.body.token as string,
    });
    expect(fresh.status).toBe(200);
    expect(await payerMethods(user.token)).toContain(`corporate:${c.id}`);
  });

  it('answers CompanyNotFound for an unknown company and 400 for a malformed id, changing nothing', async () => {
    const before = (await perm.query("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'company'"))
      .rows;
    const missing = await staffCall(t, 'POST', '/api/operator/companies/2000000000/disable', {
      token: tokens.administrator,
    });
    expect([missing.status, missing.body.errorName]).toEqual([404, 'CompanyNotFound']);
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      for (const url of [`/api/operator/companies/${id}/enable`, `/api/operator/companies/${id}`]) {
        const method = url.endsWith('enable') ? 'POST' : 'GET';
        const bad = await staffCall(t, method, url, { token: tokens.administrator });
        expect([url, bad.status, bad.body.status]).toEqual([url, 400, 'error']);
      }
    }
    const after = (await perm.query("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'company'"))
      .rows;
    expect(after).toEqual(before);
  });
});

describe('the company list', () => {
  it('searches and pages, and without a page answers every company', async () => {
    const a = await newCompany(perm, 'ООО «Поиск Альфа»');
    const b = await newCompany(perm, 'ООО «Поиск Бета»');
    const byName = await staffCall(t, 'GET', '/api/operator/companies?q=поиск&page=1&pageSize=1', {
      token: tokens.administrator,
    });
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({ count: 2, page: 1, pageSize: 1 });
    expect((byName.body.result as { id: number }[]).map((c) => c.id)).toEqual([b.id]);
    const second = await staffCall(t, 'GET', '/api/operator/companies?q=поиск&page=2&pageSize=1', {
      token: tokens.support,
    });
    expect((second.body.result as { id: number }[]).map((c) => c.id)).toEqual([a.id]);
    const byInn = await staffCall(t, 'GET', `/api/operator/companies?q=${a.inn}`, {
      token: tokens.accountant,
    });
    expect(byInn.body).toMatchObject({ count: 1, result: [{ id: a.id, inn: a.inn, balance: 0 }] });
    const all = await staffCall(t, 'GET', '/api/operator/companies', { token: tokens.administrator });
    const { rows } = await perm.query('SELECT count(*)::int AS n FROM companies');
    expect((all.body.result as unknown[]).length).toBe(rows[0]!.n);
    const one = await staffCall(t, 'GET', `/api/operator/companies/${a.id}`, { token: tokens.support });
    expect(one.body.result).toMatchObject({ id: a.id, name: 'ООО «Поиск Альфа»', driversCount: 0 });
    const bad = await staffCall(t, 'GET', '/api/operator/companies?page=0', { token: tokens.support });
    expect(bad.status).toBe(400);
  });
});

describe('roles', () => {
  it('refuses content editors and tariff managers every company and receipt call', async () => {
    const c = await newCompany(perm);
    const calls = [
      ['GET', '/api/operator/companies'],
      ['GET', `/api/operator/companies/${c.id}`],
      ['POST', `/api/operator/companies/${c.id}/disable`],
      ['POST', `/api/operator/companies/${c.id}/enable`],
      ['GET', '/api/operator/receipts'],
      ['POST', '/api/operator/receipts/1001/paid'],
    ] as const;
    for (const role of ['content_editor', 'tariff_manager']) {
      for (const [method, url] of calls) {
        const res = await staffCall(t, method, url, { token: tokens[role] });
        expect([role, url, res.status, res.body.errorName]).toEqual([role, url, 403, 'Forbidden']);
      }
    }
    expect((await perm.query('SELECT disabled_at FROM companies WHERE id = $1', [c.id])).rows[0]).toEqual({
      disabled_at: null,
    });
  });
});

const legalPayer = {
  type: 2,
  name: 'ООО «Квитанция Тест»',
  address: 'г. Пермь, ул. Ленина, д. 1',
  ogrn: '1027700132195',
  inn: '7707083893',
  kpp: '773601001',
};

describe('receipts in the console', () => {
  it('finds receipts by number, payer and status, and registers a payment once, audited', async () => {
    const d = await t.driver();
    const made = await t.post('/api/creatrefill', { sum: '1234,56', payer: legalPayer }, d.token);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const row = made.body.result as { receiptnumber: string; UIN: string };
    const id = Number(row.receiptnumber);

    const search = (query: string, role = 'accountant') =>
      staffCall(t, 'GET', `/api/operator/receipts?${query}`, { token: tokens[role] });
    const byNumber = await search(`q=${id}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.items).toEqual([
      expect.objectContaining({
        receiptnumber: row.receiptnumber,
        userId: d.userId,
        payerInn: '7707083893',
        payerName: 'ООО «Квитанция Тест»',
        status: 'awaiting',
        sum: 123_456,
      }),
    ]);
    const byPayer = await search(`q=${encodeURIComponent('квитанция тест')}&status=awaiting`, 'support');
    expect((byPayer.body.items as { receiptnumber: string }[]).map((r) => r.receiptnumber)).toContain(
      row.receiptnumber,
    );
    expect((await search(`q=${row.UIN}`)).body.count).toBe(1);
    expect((await search(`q=${id}&status=paid`)).body.count).toBe(0);
    expect((await search('status=unpaid')).status).toBe(400);

    const pay = () => staffCall(t, 'POST', `/api/operator/receipts/${id}/paid`, { token: tokens.accountant });
    const first = await pay();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      receiptnumber: row.receiptnumber,
      alreadyPaid: false,
      receipt: { status: 'paid', paidAt: expect.any(String) },
    });
    expect(await balanceOf(perm.db, d.userId)).toBe(123_456);

    // again from the console, then from the bank import: nothing more moves
    const second = await pay();
    expect(second.body).toMatchObject({ alreadyPaid: true, paidAt: first.body.paidAt });
    const machine = await t.app.inject({
      method: 'POST',
      url: '/api/operator/receipt-paid',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { UIN: row.UIN, sum: 123_456 },
    });
    expect(machine.json()).toMatchObject({ alreadyPaid: true });
    expect(await balanceOf(perm.db, d.userId)).toBe(123_456);
    const { rows } = await perm.query(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = 'receipt:' || $1",
      [String(id)],
    );
    expect(rows[0]!.n).toBe(1);
    expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);

    const audits = await auditOf('receipt.register_payment', id);
    expect(audits).toEqual([
      expect.objectContaining({
        staff_login: logins.accountant,
        before: { status: 'awaiting', paidAt: null },
        after: expect.objectContaining({ status: 'paid', alreadyPaid: false }),
      }),
      expect.objectContaining({ after: expect.objectContaining({ alreadyPaid: true }) }),
    ]);
    expect((await search(`q=${id}&status=paid`)).body.count).toBe(1);
  });

  it('credits once when staff and the bank import register the same receipt at the same time', async () => {
    const d = await t.driver();
    const made = await t.post('/api/creatrefill', { sum: '300', payer: legalPayer }, d.token);
    const row = made.body.result as { receiptnumber: string; UIN: string };
    const byStaff = (role: string) =>
      staffCall(t, 'POST', `/api/operator/receipts/${row.receiptnumber}/paid`, { token: tokens[role] });
    const byBank = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/operator/receipt-paid',
          headers: { 'x-operator-key': OPERATOR_KEY },
          payload: { UIN: row.UIN, sum: 30_000 },
        })
      ).json() as { alreadyPaid: boolean };
    const answers = await Promise.all([
      byStaff('accountant'),
      byStaff('support'),
      byStaff('administrator'),
      byBank(),
    ]);
    const fresh = answers.map((a) => ('body' in a ? a.body.alreadyPaid : a.alreadyPaid));
    expect(fresh.filter((already) => already === false)).toHaveLength(1);
    expect(fresh.filter((already) => already === true)).toHaveLength(3);
    expect(await balanceOf(perm.db, d.userId)).toBe(30_000);
    expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);
  });

  it('answers ReceiptNotFound for an unknown receipt and 400 for a malformed number', async () => {
    const missing = await staffCall(t, 'POST', '/api/operator/receipts/999999999/paid', {
      token: tokens.support,
    });
    expect([missing.status, missing.body.errorName]).toEqual([404, 'ReceiptNotFound']);
    for (const id of ['abc', '0', '-1']) {
      const bad = await staffCall(t, 'POST', `/api/operator/receipts/${id}/paid`, { token: tokens.support });
      expect([id, bad.status, bad.body.status]).toEqual([id, 400, 'error']);
    }
    const page = await staffCall(t, 'GET', '/api/operator/receipts?pageSize=500', { token: tokens.support });
    expect(page.status).toBe(400);
  });
});
