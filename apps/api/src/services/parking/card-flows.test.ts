import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { settleCardPayment } from '../card-payments/settle-card-payment.ts';
import { balanceOf, systemBalance } from '../ledger/ledger-accounts.ts';
import { addZone, freshPlate, openParkingApp, order, setClock, MONDAY_10 } from './parking-test-kit.ts';

// The card paths end to end on the service side: the start answers the sandbox's pay page, the
// provider's word (settleCardPayment, as the webhook calls it) runs our handlers.

const t = await openParkingApp(['perm']);
await addZone(await t.city(), 'T1');
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** The newest card payment of a session (or of a guest token) and the provider's outcome for it. */
async function settleLatest(
  where: { guestTokenId?: number; userId?: number },
  outcome: 'succeeded' | 'failed',
) {
  const city = await t.city();
  const [column, value] =
    where.userId !== undefined ? ['user_id', where.userId] : ['guest_token_id', where.guestTokenId];
  const { rows } = await city.query(
    `SELECT provider_payment_id, amount_kopecks FROM card_payments WHERE ${column} = $1 ORDER BY created_at DESC LIMIT 1`,
    [value],
  );
  const row = rows[0]!;
  return settleCardPayment(city, {
    providerPaymentId: row.provider_payment_id as string,
    outcome,
    amountKopecks: Number(row.amount_kopecks),
  });
}

async function sessionOf(plate: string) {
  const { rows } = await (
    await t.city()
  ).query(
    `SELECT status, starts_at, ends_at, sum_kopecks, kind, guest_token_id FROM parking_sessions WHERE plate = $1 ORDER BY id DESC LIMIT 1`,
    [plate],
  );
  return rows[0]!;
}

const cyrillic = (plate: string) => plate.replace(/A/g, 'А');

async function guestTokenId(token: string): Promise<number> {
  const { rows } = await (
    await t.city()
  ).query(`SELECT id FROM auth_tokens WHERE kind = 'guest' ORDER BY id DESC LIMIT 1`);
  expect(token).toBeTruthy();
  return Number(rows[0]!.id);
}

describe('guest payment (useSessionWithoutRegister)', () => {
  it('starts by card: RedirectURL, the stay waits, the provider confirms, the stay starts at payment', async () => {
    setClock(MONDAY_10);
    const guest = await t.guest();
    const tokenId = await guestTokenId(guest);
    const plate = freshPlate();
    const res = await t.post(
      '/api/payment/unregistered/start',
      order(plate, { PaymentService: 'card' }),
      guest,
      'guest-k-001',
    );
    expect(res.body).toMatchObject({ status: 'ok', СуммаПополнения: 6000 });
    expect(String(res.body.RedirectURL)).toMatch(/^https?:\/\//);
    expect(await sessionOf(cyrillic(plate))).toMatchObject({ status: 'awaiting_payment', sum_kopecks: 0 });
    // the same submit again: the same pay link, no second session
    const retry = await t.post(
      '/api/payment/unregistered/start',
      order(plate, { PaymentService: 'card' }),
      guest,
      'guest-k-001',
    );
    expect(retry.body).toEqual(res.body);
    // an unpaid stay holds no plate (issue 17): unpaid-card-session.test.ts

    const city = await t.city();
    const revenueBefore = await systemBalance(city.db, 'city_revenue');
    setClock('2026-03-16T10:05:00+05:00');
    expect((await settleLatest({ guestTokenId: tokenId }, 'succeeded')).effect).toBe('handled');
    const session = await sessionOf(cyrillic(plate));
    expect(session).toMatchObject({ status: 'active', sum_kopecks: 6000, kind: 'paymentUnregister' });
    expect(new Date(session.starts_at as string).toISOString()).toBe('2026-03-16T05:05:00.000Z');
    expect(new Date(session.ends_at as string).toISOString()).toBe('2026-03-16T06:05:00.000Z');
    expect(await systemBalance(city.db, 'city_revenue')).toBe(revenueBefore + 6000);
    expect(await checkInvariants(city.db)).toEqual(INVARIANTS_HOLD);
  });

  it('a declined payment releases the vehicle; the balance method is not for guests', async () => {
    setClock(MONDAY_10);
    const guest = await t.guest();
    const tokenId = await guestTokenId(guest);
    const plate = freshPlate();
    const noMethod = await t.post('/api/payment/unregistered/start', order(plate), guest);
    expect(noMethod.body.errorName).toBe('NotSelectedPaymentService');
    await t.post(
      '/api/payment/unregistered/start',
      order(plate, { PaymentService: 'card' }),
      guest,
      'guest-k-002',
    );
    expect((await settleLatest({ guestTokenId: tokenId }, 'failed')).effect).toBe('failed');
    expect(await sessionOf(cyrillic(plate))).toMatchObject({ status: 'cancelled' });
    const again = await t.post(
      '/api/payment/unregistered/start',
      order(plate, { PaymentService: 'card' }),
      guest,
      'guest-k-003',
    );
    expect(again.body.status).toBe('ok');
  });

  it('post-pays by card a stay that began earlier today, keeping its times', async () => {
    setClock('2026-03-16T12:00:00+05:00');
    const guest = await t.guest();
    const tokenId = await guestTokenId(guest);
    const plate = freshPlate();
    const body = order(plate, {
      PaymentService: 'mobile',
      phone: '+7 (912) 345-67-89',
      timestart: '2026-03-16T09:00:00+05:00',
    });
    const res = await t.post('/api/payment/unregistered/post-payment-start', body, guest, 'guest-k-004');
    expect(res.body).toMatchObject({ status: 'ok', СуммаПополнения: 6000 });
    expect((await settleLatest({ guestTokenId: tokenId }, 'succeeded')).effect).toBe('handled');
    const session = await sessionOf(cyrillic(plate));
    expect(session).toMatchObject({ status: 'finished', kind: 'postPaymentUnregister', sum_kopecks: 6000 });
    expect(new Date(session.starts_at as string).toISOString()).toBe('2026-03-16T04:00:00.000Z');
    const missing = await t.post(
      '/api/payment/unregistered/post-payment-start',
      order(plate, { PaymentService: 'card' }),
      guest,
    );
    expect(missing.body.errorName).toBe('RequiredField');
  });
});

describe('a driver paying by card', () => {
  it('renew by card extends the session when the provider confirms', async () => {
    setClock(MONDAY_10);
    const d = await t.driver();
    await t.fund(d.userId, 6000);
    const started = await t.post('/api/payment/start', order(freshPlate()), d.token, 'card-start-01');
    const id = (started.body.result as { id: string }).id;
    const renew = await t.post(
      '/api/payment/renew',
      { ReservationId: id, Duration: 30, PaymentService: 'card' },
      d.token,
      'card-renew-01',
    );
    expect(renew.body).toMatchObject({ status: 'ok', СуммаПополнения: 3000 });
    expect((await settleLatest({ userId: d.userId }, 'succeeded')).effect).toBe('handled');
    const profile = await t.get('/api/profile/get-profile-v6', d.token);
    const [session] = (profile.body.result as { sessions: Record<string, unknown>[] }).sessions;
    expect(session).toMatchObject({ id, duration: 90, sum: 9000, endDate: '2026-03-16T06:30:00.000Z' });
    expect(await balanceOf((await t.city()).db, d.userId)).toBe(0);
  });

  it('money for a session given up meanwhile goes to the balance instead', async () => {
    setClock(MONDAY_10);
    const d = await t.driver();
    const plate = freshPlate();
    const res = await t.post(
      '/api/payment/start',
      order(plate, { PaymentService: 'card' }),
      d.token,
      'card-start-02',
    );
    expect(res.body.RedirectURL).toEqual(expect.any(String));
    // 31 minutes later the hold has lapsed: another start of the plate closes the pending one
    setClock('2026-03-16T10:31:00+05:00');
    const other = await t.driver();
    await t.fund(other.userId, 10_000);
    expect((await t.post('/api/payment/start', order(plate), other.token, 'card-start-03')).body.status).toBe(
      'ok',
    );
    expect((await settleLatest({ userId: d.userId }, 'succeeded')).effect).toBe('credited_to_balance');
    expect(await balanceOf((await t.city()).db, d.userId)).toBe(6000);
    expect(await checkInvariants((await t.city()).db)).toEqual(INVARIANTS_HOLD);
  });
});
