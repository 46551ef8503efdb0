import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMayUse, STAFF_ROLES } from '@parking/domain/staff/staff-roles';
import type { CityContext } from '../../config/city-context.ts';
import { openParkingApp, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';
import { signInStaff, staffCall, STAFF_TEST_PASSWORD } from '../../../test/staff-test-kit.ts';

let t: ParkingTestApp;
let perm: CityContext;
let admin: { id: number; login: string; token: string };

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  perm = await t.city();
  admin = await signInStaff(t, perm, 'administrator');
});
afterAll(async () => {
  await t?.close();
});

const auditOf = async (entityId: number) =>
  (
    await perm.query(
      `SELECT action, staff_login, client_ip, before, after FROM audit_log
        WHERE entity = 'staff' AND entity_id = $1 ORDER BY id`,
      [String(entityId)],
    )
  ).rows;

describe('staff accounts', () => {
  it('an administrator adds a tariff manager, who signs in with the role; the audit has it, never the password', async () => {
    const made = await staffCall(t, 'POST', '/api/operator/staff', {
      token: admin.token,
      body: { login: ' Tanya ', name: 'Tanya T.', role: 'tariff_manager', password: 'tariffs-pass-1' },
    });
    expect(made.body).toMatchObject({
      status: 'ok',
      member: { login: 'tanya', name: 'Tanya T.', role: 'tariff_manager', disabled: false },
    });
    const id = (made.body.member as { id: number }).id;
    const login = await staffCall(t, 'POST', '/api/operator/login', {
      body: { login: 'tanya', password: 'tariffs-pass-1' },
    });
    expect(login.body).toMatchObject({ status: 'ok', operator: { login: 'tanya', role: 'tariff_manager' } });
    const [row] = await auditOf(id);
    expect(row).toMatchObject({
      action: 'staff.create',
      staff_login: admin.login,
      before: null,
      after: { login: 'tanya', role: 'tariff_manager' },
    });
    expect(row!.client_ip).toMatch(/^10\.20\./);
    expect(JSON.stringify(row)).not.toMatch(/tariffs-pass-1|argon2/);

    const list = await staffCall(t, 'GET', '/api/operator/staff?q=TAN', { token: admin.token });
    expect(list.body).toMatchObject({ status: 'ok', count: 1, items: [{ login: 'tanya' }] });
  });

  it('refuses a taken login, a bad role or password, and a garbage id with an envelope, writing no audit row', async () => {
    const before = (await perm.query(`SELECT count(*)::int AS n FROM audit_log`)).rows[0]!.n;
    const cases: [string, 'POST' | 'PUT', unknown, number, string][] = [
      [
        '/api/operator/staff',
        'POST',
        { login: admin.login, role: 'support', password: 'long-enough-1' },
        409,
        'StaffLoginExists',
      ],
      [
        '/api/operator/staff',
        'POST',
        { login: 'x', role: 'king', password: 'long-enough-1' },
        400,
        'ValidationError',
      ],
      [
        '/api/operator/staff',
        'POST',
        { login: 'y', role: 'support', password: 'short' },
        400,
        'InvalidStaffPassword',
      ],
      [
        '/api/operator/staff',
        'POST',
        { login: 'bad login!', role: 'support', password: 'long-enough-1' },
        400,
        'InvalidStaffLogin',
      ],
      ['/api/operator/staff/abc', 'PUT', { name: 'x' }, 400, 'StaffNotFound'],
      ['/api/operator/staff/999999', 'PUT', { name: 'x' }, 404, 'StaffNotFound'],
      ['/api/operator/staff/1', 'PUT', {}, 400, 'RequiredField'],
      ['/api/operator/staff/1', 'PUT', { disabled: 'yes' }, 400, 'ValidationError'],
    ];
    for (const [url, method, body, status, errorName] of cases) {
      const res = await staffCall(t, method, url, { token: admin.token, body });
      expect({ url, body, status: res.status, errorName: res.body.errorName }).toEqual({
        url,
        body,
        status,
        errorName,
      });
    }
    expect((await perm.query(`SELECT count(*)::int AS n FROM audit_log`)).rows[0]!.n).toBe(before);
  });

  it("a disabled member and a reset password stop the member's tokens at the next call", async () => {
    const support = await signInStaff(t, perm, 'support');
    expect((await staffCall(t, 'GET', '/api/operator/appeals', { token: support.token })).status).toBe(200);
    const reset = await staffCall(t, 'PUT', `/api/operator/staff/${support.id}/password`, {
      token: admin.token,
      body: { password: 'a-new-password-2' },
    });
    expect(reset.body.status).toBe('ok');
    expect(await staffCall(t, 'GET', '/api/operator/appeals', { token: support.token })).toMatchObject({
      status: 401,
      body: { errorName: 'TokenNotFound' },
    });
    const again = await staffCall(t, 'POST', '/api/operator/login', {
      body: { login: support.login, password: 'a-new-password-2' },
    });
    const token = again.body.token as string;
    expect((await staffCall(t, 'GET', '/api/operator/appeals', { token })).status).toBe(200);

    const off = await staffCall(t, 'PUT', `/api/operator/staff/${support.id}`, {
      token: admin.token,
      body: { disabled: true },
    });
    expect(off.body).toMatchObject({ member: { disabled: true } });
    expect((await staffCall(t, 'GET', '/api/operator/appeals', { token })).status).toBe(401);
    expect(
      (
        await staffCall(t, 'POST', '/api/operator/login', {
          body: { login: support.login, password: 'a-new-password-2' },
        })
      ).status,
    ).toBe(401);
    expect((await auditOf(support.id)).map((r) => r.action)).toEqual([
      'staff.create',
      'staff.reset_password',
      'staff.disable',
    ]);
  });

  it('a new role holds from the next call: a support member made inspector loses the appeals', async () => {
    const member = await signInStaff(t, perm, 'support');
    await staffCall(t, 'PUT', `/api/operator/staff/${member.id}`, {
      token: admin.token,
      body: { role: 'inspector' },
    });
    expect(await staffCall(t, 'GET', '/api/operator/appeals', { token: member.token })).toMatchObject({
      status: 403,
      body: { status: 'error', errorName: 'Forbidden' },
    });
  });

  it('keeps one enabled administrator: two demoting each other at once, exactly one succeeds', async () => {
    // a fresh city of two administrators only
    const t2 = await openParkingApp(['rostov']);
    try {
      const rostov = await t2.city('rostov');
      const a = await signInStaff(t2, rostov, 'administrator');
      const b = await signInStaff(t2, rostov, 'administrator');
      const [ab, ba] = await Promise.all([
        staffCall(t2, 'PUT', `/c/rostov/api/operator/staff/${b.id}`, {
          token: a.token,
          body: { role: 'support' },
        }),
        staffCall(t2, 'PUT', `/c/rostov/api/operator/staff/${a.id}`, {
          token: b.token,
          body: { disabled: true },
        }),
      ]);
      const outcomes = [ab, ba].map((r) => r.body.errorName ?? r.body.status).sort();
      // the second either finds itself no longer an administrator (Forbidden) or the last one
      expect(outcomes[1]).toBe('ok');
      expect(['Forbidden', 'LastAdministrator', 'TokenNotFound']).toContain(outcomes[0]);
      const { rows } = await rostov.query(
        `SELECT count(*)::int AS n FROM operators WHERE role = 'administrator' AND disabled_at IS NULL`,
      );
      expect(rows[0]!.n).toBe(1);
      const [last] = [a, b].filter((m) => m !== (ab.body.status === 'ok' ? b : a));
      expect(
        await staffCall(t2, 'PUT', `/c/rostov/api/operator/staff/${last!.id}`, {
          token: last!.token,
          body: { role: 'content_editor' },
        }),
      ).toMatchObject({ status: 409, body: { errorName: 'LastAdministrator' } });
    } finally {
      await t2.close();
    }
  });
});

describe('roles', () => {
  it('only the administrator manages staff and reads the audit log', async () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'administrator')) {
      const { token } = await signInStaff(t, perm, role);
      for (const [method, url, body] of [
        ['GET', '/api/operator/staff', undefined],
        [
          'POST',
          '/api/operator/staff',
          { login: `by-${role}`, role: 'administrator', password: STAFF_TEST_PASSWORD },
        ],
        ['PUT', `/api/operator/staff/${admin.id}`, { disabled: true }],
        ['PUT', `/api/operator/staff/${admin.id}/password`, { password: 'taken-over-123' }],
        ['GET', '/api/operator/audit', undefined],
      ] as const) {
        const res = await staffCall(t, method, url, { token, body });
        expect({ role, url, method, status: res.status, errorName: res.body.errorName }).toEqual({
          role,
          url,
          method,
          status: 403,
          errorName: 'Forbidden',
        });
      }
    }
    expect((await staffCall(t, 'GET', '/api/operator/staff', { token: admin.token })).status).toBe(200);
  });

  it('each role reaches exactly the areas ROLE_AREAS gives it (appeals, fines, companies, drivers, money, rules)', async () => {
    const calls = [
      ['GET', '/api/operator/appeals', undefined, 'appeals'],
      ['POST', '/api/operator/fines/import', { format: 'json', text: '[]' }, 'fines'],
      ['GET', '/api/operator/companies', undefined, 'companies'],
      ['GET', '/api/operator/drivers?q=', undefined, 'drivers'],
      ['GET', '/api/operator/money/close?date=2026-01-01', undefined, 'money'],
      ['GET', '/api/operator/settings/rules', undefined, 'staff'],
    ] as const;
    for (const role of STAFF_ROLES) {
      const { token } = await signInStaff(t, perm, role);
      for (const [method, url, body, area] of calls) {
        const res = await staffCall(t, method, url, { token, body });
        const allowed = roleMayUse(role, area);
        expect({ role, url, forbidden: res.body.errorName === 'Forbidden' }).toEqual({
          role,
          url,
          forbidden: !allowed,
        });
        if (allowed) expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      }
    }
  });

  it("a driver's token is no staff token", async () => {
    const driver = await t.driver();
    expect(await staffCall(t, 'GET', '/api/operator/staff', { token: driver.token })).toMatchObject({
      status: 401,
      body: { errorName: 'TokenNotFound' },
    });
  });
});

describe('audit log', () => {
  it("records the support desk's changes too: a company made, a fines file, an appeal's status", async () => {
    const { token, login } = await signInStaff(t, perm, 'support');
    const company = await staffCall(t, 'POST', '/api/operator/companies', {
      token,
      body: {
        name: 'ООО «Аудит»',
        inn: '7707083893',
        contractNumber: 'А-1',
        email: 'a@example.test',
        password: 'company-pass-1',
      },
    });
    expect(company.body.status).toBe('ok');
    await staffCall(t, 'POST', '/api/operator/fines/import', { token, body: { format: 'json', text: '[]' } });
    const missing = await staffCall(t, 'POST', '/api/operator/appeals/999999/status', {
      token,
      body: { status: 'completed' },
    });
    expect(missing.body.errorName).toBe('AppealNotFound');
    const { rows } = await perm.query(`SELECT action FROM audit_log WHERE staff_login = $1 ORDER BY id`, [
      login,
    ]);
    expect(rows.map((r) => r.action)).toEqual(['company.create', 'fines.import']);
  });

  it('is searchable by text, entity and staff, and refuses edits in the database', async () => {
    const found = await staffCall(t, 'GET', `/api/operator/audit?q=tanya&entity=staff&staff=${admin.login}`, {
      token: admin.token,
    });
    expect(found.body).toMatchObject({
      status: 'ok',
      count: 1,
      items: [{ action: 'staff.create', entity: 'staff' }],
    });
    const none = await staffCall(t, 'GET', `/api/operator/audit?q=tanya&from=2099-01-01T00:00:00Z`, {
      token: admin.token,
    });
    expect(none.body).toMatchObject({ status: 'ok', count: 0 });
    expect(
      (await staffCall(t, 'GET', '/api/operator/audit?from=yesterday', { token: admin.token })).body
        .errorName,
    ).toBe('ValidationError');
    await expect(perm.query(`UPDATE audit_log SET reason = 'x'`)).rejects.toThrow(/append-only/);
    await expect(perm.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
  });
});
