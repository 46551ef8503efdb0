import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  costPlane,
  enterTicket,
  FREE,
  fundedDriver,
  gateCall,
  openBarrierTestApp,
  PAID,
  payPlane,
} from '../../services/barrier/barrier-test-kit.ts';

const t = await openBarrierTestApp();
afterAll(async () => t.close());

describe('POST /api/gate/entry', () => {
  it('needs the gate key, compared whole', async () => {
    const body = { parkingNumber: PAID, ticketNumber: '777001' };
    for (const key of [
      null,
      '',
      'wrong',
      'test-gate-key-0123456789abcdeX',
      'test-gate-key-0123456789abcdef0',
    ]) {
      const res = await gateCall(t.app, 'entry', body, key);
      expect(res.status, String(key)).toBe(401);
      expect(res.body).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
    }
    expect(
      (await t.city.query(`SELECT 1 FROM barrier_tickets WHERE ticket_number = '777001'`)).rows,
    ).toHaveLength(0);
  });

  it('is off without GATE_API_KEY', async () => {
    const bare = await buildTestApp();
    try {
      const res = await gateCall(
        bare.app,
        'entry',
        { parkingNumber: '1169', ticketNumber: '1' },
        'anything-at-all-here',
      );
      expect(res.status).toBe(403);
      expect(res.body.errorName).toBe('FeatureDisabled');
    } finally {
      await bare.close();
    }
  });

  it('opens a ticket once: the same entry again gets the same answer, another one with an open number is refused', async () => {
    const enteredAt = new Date(Date.now() - 3_600_000).toISOString();
    const body = { parkingNumber: PAID, ticketNumber: '777002', enteredAt };
    const first = await gateCall(t.app, 'entry', body);
    expect(first).toEqual({ status: 200, body: { status: 'ok', result: { ...body } } });
    expect(await gateCall(t.app, 'entry', body)).toEqual(first);
    const clash = await gateCall(t.app, 'entry', { ...body, enteredAt: new Date().toISOString() });
    expect(clash.status).toBe(409);
    expect(clash.body.errorName).toBe('ParkingSessionAlreadyExists');
  });

  it('refuses unknown parkings, bad numbers and clocks far ahead', async () => {
    const unknown = await gateCall(t.app, 'entry', { parkingNumber: 'NOPE', ticketNumber: '1' });
    expect(unknown.body.errorName).toBe('CantFindParking');
    const cases = [
      { parkingNumber: PAID, ticketNumber: 'with space' },
      { parkingNumber: PAID, ticketNumber: '1', enteredAt: 'yesterday' },
      { parkingNumber: PAID, ticketNumber: '1', enteredAt: new Date(Date.now() + 3_600_000).toISOString() },
      { parkingNumber: PAID },
    ];
    for (const body of cases) {
      const res = await gateCall(t.app, 'entry', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorName).toBe('ValidationError');
    }
  });
});

describe('POST /api/gate/exit', () => {
  it('keeps an unpaid car in, lets a paid one out and frees its number', async () => {
    const driver = await fundedDriver(t.app, t.city, 100_000);
    const ticketNumber = await enterTicket(t.app, PAID, 30);
    const blocked = await gateCall(t.app, 'exit', { parkingNumber: PAID, ticketNumber });
    expect(blocked.body.result).toEqual({ exitAllowed: false, exitUntil: null });

    const cost = await costPlane(t.app, driver.token, { ticketNumber, parkingNumber: PAID });
    const paid = await payPlane(t.app, driver.token, {
      paymentService: 'balance',
      parkingNumber: PAID,
      sessionId: cost.body.result.sessionId,
    });
    expect(paid.status).toBe(200);
    const out = await gateCall(t.app, 'exit', { parkingNumber: PAID, ticketNumber });
    expect(out.body.result).toEqual({ exitAllowed: true, exitUntil: paid.body.exitUntil });
    const gone = await costPlane(t.app, driver.token, { ticketNumber, parkingNumber: PAID });
    expect(gone.body.errorName).toBe('ParkingSessionNotFound');
    // a parking card's number comes back on the next visit
    expect((await gateCall(t.app, 'entry', { parkingNumber: PAID, ticketNumber })).status).toBe(200);
  });

  it('lets a free stay out without any payment', async () => {
    const ticketNumber = await enterTicket(t.app, FREE, 300);
    const out = await gateCall(t.app, 'exit', { parkingNumber: FREE, ticketNumber });
    expect(out.body.result.exitAllowed).toBe(true);
  });
});
