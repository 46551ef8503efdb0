import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { normalizePlate } from '@parking/domain/payments/payment-fields';
import { passwordHashing } from '../../services/accounts/password-hashing.ts';
import { balanceOf } from '../../services/ledger/ledger-accounts.ts';
import {
  addZone,
  freshPlate,
  openParkingApp,
  order,
  setClock,
  type ParkingTestApp,
} from '../../services/parking/parking-test-kit.ts';
import { signInStaff, staffCall } from '../../../test/staff-test-kit.ts';

// Driver support (issue 21 item 1) over HTTP in perm, whose city rules keep the default
// approval limit: 100,000 kopecks (1,000 roubles). T1 costs 100 kopecks a minute on a weekday
// daytime (parking-test-kit.ts).

let t: ParkingTestApp;
let perm: CityContext;
const staff: Record<'support' | 'second' | 'editor', { id: number; token: string }> = {} as never;

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  perm = await t.city();
  await addZone(perm, 'T1');
  staff.support = await signInStaff(t, perm, 'support');
  staff.second = await signInStaff(t, perm, 'administrator');
  staff.editor = await signInStaff(t, perm, 'content_editor');
});
afterAll(() => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, who = staff.support) =>
  staffCall(t, method, url, { token: who.token, body });

const correct = (
  driver: number,
  amount: number,
  reason = 'Goodwill for a broken meter',
  requestId = randomUUID(),
) => call('POST', `/api/operator/drivers/${driver}/corrections`, { amount, reason, requestId });

async function auditOf(action: string, entityId: number | string) {
  const { rows } = await perm.query(
    `SELECT staff_login, reason, after FROM audit_log WHERE action = $1 AND entity_id = $2 ORDER BY id`,
    [action, String(entityId)],
  );
  return rows;
}

const countOf = async (sql: string, params: unknown[]) => Number((await perm.query(sql, params)).rows[0]!.n);

/** The driver's history as the driver's own call answers it. */
async function history(token: string) {
  const res = await t.post('/api/profile/get-operations-with-filter', {}, token);
  expect(res.status).toBe(200);
  return res.body.result as {
    type: string;
    amount: number;
    description: string;
    orderNumber: string | null;
  }[];
}

/** A driver with money, parked in T1 from Monday 10:00 for `minutes` (100 kopecks a minute). */
async function parked(kopecks: number, minutes: number) {
  setClock('2026-03-16T10:00:00+05:00');
  const d = await t.driver();
  await t.fund(d.userId, kopecks);
  const plate = freshPlate();
  const res = await t.post('/api/payment/start', order(plate, { Duration: minutes }), d.token, randomUUID());
  expect(res.body.status, JSON.stringify(res.body)).toBe('ok');
  return { ...d, plate, sessionId: Number((res.body.result as { id: string }).id) };
}

describe('finding a driver', () => {
  it('by phone, e-mail, a vehicle’s plate, a stay’s plate and an order number; a content editor is refused', async () => {
    const d = await parked(10_000, 60);
    const email = `support.${d.userId}@example.test`;
    const phone = `7912${String(d.userId).padStart(7, '0')}`;
    await perm.query('UPDATE users SET email = $1, phone = $2 WHERE id = $3', [email, phone, d.userId]);
    await perm.query(`INSERT INTO vehicles (user_id, plate, number_format) VALUES ($1, 'В777ОР59', 'rus')`, [
      d.userId,
    ]);
    const found = async (q: string) => {
      const res = await call('GET', `/api/operator/drivers?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      return (res.body.items as { id: number }[]).map((i) => i.id);
    };
    const tenDigits = `(${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7)}`;
    for (const q of [
      `+${phone}`,
      `8${phone.slice(1)}`,
      tenDigits,
      email.toUpperCase(),
      'b777op59',
      d.plate,
    ]) {
      expect(await found(q), q).toContain(d.userId);
    }
    expect(await found(String(d.sessionId))).toContain(d.userId);
    expect(await found('nobody@example.test')).toEqual([]);
    const first = await call('GET', `/api/operator/drivers?q=${d.sessionId}`);
    expect((first.body.items as unknown[])[0]).toMatchObject({
      id: d.userId,
      email,
      phone,
      plates: ['В777ОР59'],
      blocked: false,
    });

    for (const [method, url, body] of [
      ['GET', '/api/operator/drivers', undefined],
      ['GET', `/api/operator/drivers/${d.userId}`, undefined],
      [
        'POST',
        `/api/operator/drivers/${d.userId}/corrections`,
        { amount: 100, reason: 'test', requestId: randomUUID() },
      ],
      ['GET', '/api/operator/corrections', undefined],
    ] as const) {
      const res = await call(method, url, body, staff.editor);
      expect([url, res.status, res.body.errorName]).toEqual([url, 403, 'Forbidden']);
    }
    expect(await balanceOf(perm.db, d.userId)).toBe(4000);
  });

  it('the dossier: profile, vehicles, stays, operations, receipts, appeals and fines', async () => {
    const d = await parked(10_000, 60);
    const dossier = await call('GET', `/api/operator/drivers/${d.userId}`);
    expect(dossier.body).toMatchObject({
      status: 'ok',
      driver: { id: d.userId, balance: 4000, blocked: false },
      vehicles: [],
      corrections: [],
      approvalLimit: 100_000,
    });
    const sessions = await call('GET', `/api/operator/drivers/${d.userId}/sessions?pageSize=5`);
    expect(sessions.body).toMatchObject({ count: 1, page: 1, pageSize: 5 });
    expect((sessions.body.items as unknown[])[0]).toMatchObject({
      id: String(d.sessionId),
      plate: normalizePlate(d.plate, 'rus'),
      running: true,
      paid: 6000,
      refundable: 0,
    });
    const operations = await call('GET', `/api/operator/drivers/${d.userId}/operations`);
    expect(operations.body.count).toBe(2);
    for (const list of ['receipts', 'appeals', 'fines']) {
      const res = await call('GET', `/api/operator/drivers/${d.userId}/${list}`);
      expect([list, res.status, res.body.items]).toEqual([list, 200, []]);
    }
    const unknown = await call('GET', '/api/operator/drivers/999999');
    expect([unknown.status, unknown.body.errorName]).toEqual([404, 'AccountNotFound']);
  });
});

describe('balance corrections', () => {
  it('a credit and a debit up to the limit post at once, once per request id, audited and in the driver’s history with the reason', async () => {
    const d = await t.driver();
    const requestId = randomUUID();
    const credit = await correct(d.userId, 50_000, 'Charged twice on 12 March', requestId);
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    expect(credit.body).toMatchObject({
      balance: 50_000,
      correction: { kind: 'balance', amount: 50_000, status: 'posted', reason: 'Charged twice on 12 March' },
    });
    // a double click: the first answer, no second move, no second record
    const again = await correct(d.userId, 50_000, 'Charged twice on 12 March', requestId);
    expect(again.body).toEqual(credit.body);
    const reused = await correct(d.userId, 70_000, 'Charged twice on 12 March', requestId);
    expect([reused.status, reused.body.errorName]).toEqual([409, 'ValidationError']);
    const debit = await correct(d.userId, -20_000, 'Part of the credit was a mistake');
    expect(debit.body).toMatchObject({ balance: 30_000, correction: { amount: -20_000, status: 'posted' } });

    expect(await balanceOf(perm.db, d.userId)).toBe(30_000);
    expect(await auditOf('driver.correct', d.userId)).toEqual([
      expect.objectContaining({ reason: 'Charged twice on 12 March', staff_login: expect.any(String) }),
      expect.objectContaining({ reason: 'Part of the credit was a mistake' }),
    ]);
    const moves = await perm.query(
      `SELECT t.kind, t.scope, t.idempotency_key, p.amount FROM ledger_transactions t
         JOIN ledger_postings p ON p.transaction_id = t.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.user_id = $1 ORDER BY t.id`,
      [d.userId],
    );
    expect(moves.rows).toEqual([
      expect.objectContaining({ kind: 'adjustment', scope: 'support', amount: 50_000 }),
      expect.objectContaining({ kind: 'adjustment', scope: 'support', amount: -20_000 }),
    ]);
    expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);

    const rows = await history(d.token);
    expect(rows.map((r) => [r.type, r.amount])).toEqual([
      ['correction', -20_000],
      ['correction', 50_000],
    ]);
    expect(rows[1]!.description).toBe('Корректировка баланса, Charged twice on 12 March');
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/profile/get-operations-with-filter',
      headers: { authorization: `Bearer ${d.token}`, 'accept-language': 'en' },
      payload: { Operation: 'correction' },
    });
    expect(english.json().result[1].description).toBe('Balance correction, Charged twice on 12 March');
  });

  it('a debit the balance does not cover is refused by the ledger, and bad input is 400: nothing changes', async () => {
    const d = await t.driver();
    await t.fund(d.userId, 1000);
    const short = await correct(d.userId, -1001);
    expect([short.status, short.body.errorName]).toEqual([402, 'NoMoneyNoHoney']);
    const bad = [
      [{ amount: 100, reason: 'no', requestId: randomUUID() }, 'SupportReasonInvalid'],
      [{ amount: 100, reason: 'x'.repeat(501), requestId: randomUUID() }, 'SupportReasonInvalid'],
      [{ amount: 0, reason: 'a reason', requestId: randomUUID() }, 'CorrectionAmountInvalid'],
      [{ amount: 1.5, reason: 'a reason', requestId: randomUUID() }, 'CorrectionAmountInvalid'],
      [{ amount: 'lots', reason: 'a reason', requestId: randomUUID() }, 'CorrectionAmountInvalid'],
      [{ amount: 100_000_001, reason: 'a reason', requestId: randomUUID() }, 'CorrectionAmountInvalid'],
      [{ amount: 100, reason: 'a reason', requestId: 'x' }, 'ValidationError'],
    ] as const;
    for (const [body, name] of bad) {
      const res = await call('POST', `/api/operator/drivers/${d.userId}/corrections`, body);
      expect([res.status, JSON.stringify(res.body).includes(name)], JSON.stringify(body)).toEqual([
        400,
        true,
      ]);
    }
    const block = await call('PUT', `/api/operator/drivers/${d.userId}/block`, {
      blocked: 'yes',
      reason: 'abc',
    });
    expect(block.status).toBe(400);
    expect(await balanceOf(perm.db, d.userId)).toBe(1000);
    expect(await countOf('SELECT count(*) AS n FROM driver_corrections WHERE user_id = $1', [d.userId])).toBe(
      0,
    );
    expect(
      await countOf(`SELECT count(*) AS n FROM audit_log WHERE entity_id = $1`, [String(d.userId)]),
    ).toBe(0);
    expect(await countOf('SELECT count(*) AS n FROM driver_blocks WHERE user_id = $1', [d.userId])).toBe(0);
  });

  it('above the limit a correction waits; its requester cannot approve it; another staff member’s approval posts once', async () => {
    const d = await t.driver();
    const asked = await correct(d.userId, 150_000, 'A month of wrong charges');
    expect(asked.body).toMatchObject({ balance: 0, correction: { status: 'pending', amount: 150_000 } });
    const id = (asked.body.correction as { id: number }).id;
    const queue = await call('GET', '/api/operator/corrections');
    expect((queue.body.items as { id: number }[]).map((c) => c.id)).toContain(id);
    expect(queue.body.approvalLimit).toBe(100_000);

    const own = await call('POST', `/api/operator/corrections/${id}/approve`, { reason: 'Looks right' });
    expect([own.status, own.body.errorName]).toEqual([403, 'CorrectionOwnApproval']);
    expect(await balanceOf(perm.db, d.userId)).toBe(0);
    const noReason = await call('POST', `/api/operator/corrections/${id}/approve`, {}, staff.second);
    expect(noReason.status).toBe(400);

    const approved = await call(
      'POST',
      `/api/operator/corrections/${id}/approve`,
      { reason: 'Checked the log' },
      staff.second,
    );
    expect(approved.body).toMatchObject({
      balance: 150_000,
      correction: { status: 'posted', decidedBy: expect.any(String), decisionReason: 'Checked the log' },
    });
    const twice = await call(
      'POST',
      `/api/operator/corrections/${id}/approve`,
      { reason: 'Checked again' },
      staff.second,
    );
    expect([twice.status, twice.body.errorName]).toEqual([409, 'CorrectionDecided']);
    expect(await balanceOf(perm.db, d.userId)).toBe(150_000);
    expect(
      await countOf(`SELECT count(*) AS n FROM ledger_transactions WHERE idempotency_key = $1`, [
        `correction:${id}`,
      ]),
    ).toBe(1);
    expect(await auditOf('driver.correct_request', d.userId)).toHaveLength(1);
    expect(await auditOf('correction.approve', id)).toEqual([
      expect.objectContaining({ reason: 'Checked the log' }),
    ]);

    const other = await correct(d.userId, -120_000, 'Reverse most of it');
    const otherId = (other.body.correction as { id: number }).id;
    const rejected = await call(
      'POST',
      `/api/operator/corrections/${otherId}/reject`,
      { reason: 'Not agreed' },
      staff.second,
    );
    expect(rejected.body).toMatchObject({ balance: 150_000, correction: { status: 'rejected' } });
    expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);
  });
});

describe('stays', () => {
  it('a running stay is cancelled with its unused time back; the driver’s history shows the refund with the reason', async () => {
    const d = await parked(20_000, 120);
    setClock('2026-03-16T10:30:00+05:00');
    const res = await call('POST', `/api/operator/drivers/${d.userId}/sessions/${d.sessionId}/cancel`, {
      reason: 'The meter was broken',
      requestId: randomUUID(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // paid 12,000; 30 minutes used cost 3,000
    expect(res.body).toMatchObject({
      balance: 8000 + 9000,
      correction: { kind: 'stayCancel', amount: 9000, status: 'posted', sessionId: String(d.sessionId) },
    });
    const [refund] = await history(d.token);
    expect(refund).toMatchObject({ type: 'cancel', amount: 9000, orderNumber: String(d.sessionId) });
    expect(refund!.description).toMatch(
      /^Возврат за неиспользованное время, Зона T1, .*The meter was broken$/,
    );
    expect(await auditOf('session.cancel', d.sessionId)).toEqual([
      expect.objectContaining({ reason: 'The meter was broken' }),
    ]);
    const over = await call('POST', `/api/operator/drivers/${d.userId}/sessions/${d.sessionId}/cancel`, {
      reason: 'Again',
      requestId: randomUUID(),
    });
    expect([over.status, over.body.errorName]).toEqual([409, 'ParkingSessionIsOver']);
    expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);
  });

  it('a finished stay is refunded in part up to what it cost; a running one is cancelled instead', async () => {
    const d = await parked(10_000, 60);
    const url = `/api/operator/drivers/${d.userId}/sessions/${d.sessionId}/refund`;
    const running = await call('POST', url, { amount: 100, reason: 'Too early', requestId: randomUUID() });
    expect([running.status, running.body.errorName]).toEqual([409, 'StayStillRunning']);
    setClock('2026-03-16T12:00:00+05:00');
    const part = await call('POST', url, {
      amount: 4000,
      reason: 'Zone sign was missing',
      requestId: randomUUID(),
    });
    expect(part.body).toMatchObject({ balance: 8000, correction: { kind: 'stayRefund', status: 'posted' } });
    const more = await call('POST', url, { amount: 2001, reason: 'And the rest', requestId: randomUUID() });
    expect([more.status, more.body.errorName], JSON.stringify(more.body)).toEqual([
      409,
      'StayRefundTooLarge',
    ]);
    const sessions = await call('GET', `/api/operator/drivers/${d.userId}/sessions`);
    expect((sessions.body.items as unknown[])[0]).toMatchObject({
      refunded: 4000,
      refundable: 2000,
      running: false,
    });
    const [refund] = await history(d.token);
    expect(refund).toMatchObject({ type: 'cancel', amount: 4000, orderNumber: String(d.sessionId) });
    expect(refund!.description).toMatch(/^Возврат за парковку, Зона T1, .*Zone sign was missing$/);
    expect(await auditOf('session.refund', d.sessionId)).toHaveLength(1);
  });
});

describe('blocking', () => {
  it('a blocked driver’s token is refused and the login answers AccountBlocked; unblocking lets them log in again', async () => {
    const d = await t.driver();
    const email = `blocked.${d.userId}@example.test`;
    await perm.query('UPDATE users SET email = $1, password_hash = $2 WHERE id = $3', [
      email,
      await passwordHashing.hash('right-pass-1'),
      d.userId,
    ]);
    const login = () => t.post('/api/auth/login', { login: email, password: 'right-pass-1' });
    expect((await t.get('/api/profile/get-balance', d.token)).status).toBe(200);

    const blocked = await call('PUT', `/api/operator/drivers/${d.userId}/block`, {
      blocked: true,
      reason: 'Card fraud report',
    });
    expect(blocked.body).toMatchObject({ driver: { blocked: true, blockReason: 'Card fraud report' } });
    const refused = await t.get('/api/profile/get-balance', d.token);
    expect([refused.status, refused.body.errorName]).toEqual([401, 'TokenNotFound']);
    // a block is the driver's alone: another driver's new token is served
    expect((await t.get('/api/profile/get-balance', (await t.driver()).token)).status).toBe(200);
    const denied = await login();
    expect([denied.status, denied.body.errorName]).toEqual([403, 'AccountBlocked']);
    // the same state again changes and records nothing
    await call('PUT', `/api/operator/drivers/${d.userId}/block`, { blocked: true, reason: 'Again' });
    expect(await auditOf('driver.block', d.userId)).toEqual([
      expect.objectContaining({ reason: 'Card fraud report' }),
    ]);

    await call('PUT', `/api/operator/drivers/${d.userId}/block`, {
      blocked: false,
      reason: 'Bank cleared it',
    });
    const back = await login();
    expect(back.status).toBe(200);
    expect((await t.get('/api/profile/get-balance', back.body.token as string)).status).toBe(200);
    // the tokens revoked by the block stay revoked
    expect((await t.get('/api/profile/get-balance', d.token)).status).toBe(401);
    expect(await auditOf('driver.unblock', d.userId)).toEqual([
      expect.objectContaining({ reason: 'Bank cleared it' }),
    ]);
  });
});
