import { beforeEach, describe, expect, it } from 'vitest';
import {
  cancelQueuedPayment,
  enqueuePayment,
  flushQueuedPayments,
  PAYMENT_QUEUE_KEY,
  queuedPayments,
  type QueuedPayment,
  type QueueLock,
} from './payment-queue';

const NETWORK = new Error('network');
const isNetworkFailure = (error: unknown) => error === NETWORK;
const T0 = Date.UTC(2026, 4, 12, 9, 0);

/** A stand-in server: the calls it received, a connection that can drop, an answer per call. */
function server() {
  const received: QueuedPayment[] = [];
  let online = false;
  return {
    received,
    setOnline: (value: boolean) => void (online = value),
    send: async (payment: QueuedPayment) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (!online) throw NETWORK;
      received.push(payment);
      return { status: 'ok', key: payment.key };
    },
  };
}

/** The Web Locks API's exclusive mode, as the browser gives it to tabs of one site. */
function exclusiveLock(): QueueLock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

const payment = (key: string, queuedAt = T0) => ({
  key,
  kind: 'payment',
  body: { idempotencyKey: key, Zone: '101', Vehicle: { Number: 'А123ВС59' } },
  queuedAt,
});

describe('the offline payment queue', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a payment in storage while there is no network and sends it once when it is back', async () => {
    const bank = server();
    enqueuePayment(payment('k1'));
    const options = { send: bank.send, isNetworkFailure, now: () => T0 + 60_000, lock: null };

    expect(await flushQueuedPayments(options)).toEqual([]);
    // what a reload finds: still there, with its key
    expect(JSON.parse(window.localStorage.getItem(PAYMENT_QUEUE_KEY)!)).toMatchObject([
      { key: 'k1', body: { idempotencyKey: 'k1' } },
    ]);

    bank.setOnline(true);
    const outcomes = await flushQueuedPayments(options);
    expect(outcomes.map((o) => [o.result, o.payment.key])).toEqual([['sent', 'k1']]);
    expect(await flushQueuedPayments(options)).toEqual([]);
    expect(bank.received.map((p) => p.key)).toEqual(['k1']);
    expect(queuedPayments()).toEqual([]);
  });

  it('does not send a payment that waited more than 15 minutes and says so', async () => {
    const bank = server();
    bank.setOnline(true);
    enqueuePayment(payment('old', T0));
    enqueuePayment(payment('fresh', T0 + 10 * 60_000));
    const outcomes = await flushQueuedPayments({
      send: bank.send,
      isNetworkFailure,
      now: () => T0 + 15 * 60_000 + 1,
      lock: null,
    });
    expect(outcomes.map((o) => [o.result, o.payment.key])).toEqual([
      ['expired', 'old'],
      ['sent', 'fresh'],
    ]);
    expect(bank.received.map((p) => p.key)).toEqual(['fresh']);
  });

  it('drops a payment the server refused and reports the refusal', async () => {
    enqueuePayment(payment('k1'));
    const refusal = new Error('NotEnoughMoney');
    const outcomes = await flushQueuedPayments({
      send: () => Promise.reject(refusal),
      isNetworkFailure,
      now: () => T0,
      lock: null,
    });
    expect(outcomes).toMatchObject([{ result: 'failed', error: refusal }]);
    expect(queuedPayments()).toEqual([]);
  });

  it.each([
    ['with Web Locks', exclusiveLock()],
    ['with claims in storage only', null],
  ])('two tabs flushing at once send it once (%s)', async (_how, lock) => {
    const bank = server();
    bank.setOnline(true);
    enqueuePayment(payment('k1'));
    const tab = (tabId: string) =>
      flushQueuedPayments({ send: bank.send, isNetworkFailure, now: () => T0, tabId, lock });
    const [first, second] = await Promise.all([tab('a'), tab('b')]);
    expect(bank.received.map((p) => p.key)).toEqual(['k1']);
    expect([...first, ...second].map((o) => o.result)).toEqual(['sent']);
  });

  it('cancels a waiting payment but not one a tab is sending', async () => {
    enqueuePayment(payment('k1'));
    enqueuePayment(payment('k2'));
    expect(cancelQueuedPayment('k1', T0)).toBe(true);
    expect(queuedPayments().map((p) => p.key)).toEqual(['k2']);

    let release!: () => void;
    const sending = flushQueuedPayments({
      send: () => new Promise((resolve) => (release = () => resolve({}))),
      isNetworkFailure,
      now: () => T0,
      lock: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cancelQueuedPayment('k2', T0)).toBe(false);
    release();
    expect((await sending).map((o) => o.result)).toEqual(['sent']);
  });
});
