import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { CityContext } from '../../config/city-context.ts';
import { devOutboxEnabled } from './dev-outbox-enabled.ts';
import { enqueueMessage } from './enqueue-message.ts';
import type { OutgoingMessage } from './outgoing-message.ts';
import {
  buildDeliveryTestHost,
  createTestStorage,
  TEST_CITY,
  type DeliveryTestHost,
  type TestStorage,
} from '../../../test/delivery-test-host.ts';
import { waitUntil } from './testing/wait-until.ts';

let storage: TestStorage;
let host: DeliveryTestHost;
let city: CityContext;

beforeAll(async () => {
  storage = createTestStorage();
  host = await buildDeliveryTestHost({ storage, timing: { pollMs: 50 } });
  city = await host.city();
});
afterAll(async () => {
  await host?.close();
  await storage?.dispose();
});

async function sendAndWait(message: OutgoingMessage) {
  await city.db.transaction((tx) => enqueueMessage(tx, message));
  await waitUntil(async () => {
    const rows = (await city.query('SELECT status FROM outbox WHERE recipient = $1', [message.to])).rows;
    return rows.length > 0 && rows.every((r) => r.status === 'sent');
  }, `message to ${message.to} in the dev outbox`);
}

describe('dev outbox (no SMTP server or gateway, not production)', () => {
  it('lists what it "sent", newest first, with the codes readable', async () => {
    await sendAndWait({
      channel: 'email',
      to: 'sam@example.com',
      template: 'code',
      vars: { code: '908172', purpose: 'registration' },
      lang: 'ru',
    });
    await sendAndWait({
      channel: 'sms',
      to: '79995550001',
      template: 'code',
      vars: { code: '123789', purpose: 'restore' },
      lang: 'en',
    });
    await sendAndWait({
      channel: 'call',
      to: '79995550002',
      template: 'code',
      vars: { code: '5566', purpose: 'registration' },
      lang: 'ru',
    });

    const res = await host.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.body;
    expect(page).toContain('Код подтверждения регистрации');
    expect(page).toContain('908172');
    expect(page).toContain('Password recovery code: 123789. Do not share it.');
    expect(page).toContain('Звонок с номера, который оканчивается на 5566');
    const order = ['79995550002', '79995550001', 'sam@example.com'].map((to) => page.indexOf(to));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const onlySam = await host.app.inject({
      method: 'GET',
      url: `/c/${TEST_CITY}/api/dev/outbox?to=sam@example.com`,
    });
    expect(onlySam.statusCode).toBe(200);
    expect(onlySam.body).toContain('908172');
    expect(onlySam.body).not.toContain('123789');
  });

  it('logs the masked recipient and never the code', async () => {
    // Only the delivery's own lines: the page request above carries an address in its URL.
    const delivery = host.logs.filter((l) => l.component === 'delivery');
    const lines = delivery.map((l) => String(l.msg));
    expect(lines).toContain('message for s***@example.com via dev outbox');
    expect(lines).toContain('message for 7********01 via dev outbox');
    const all = JSON.stringify(delivery);
    for (const secret of ['908172', '123789', '5566', 'sam@example.com', '79995550001']) {
      expect(all).not.toContain(secret);
    }
  });

  it('blanks the codes in the outbox rows once they are in the dev outbox', async () => {
    const rows = (await city.query('SELECT vars FROM outbox ORDER BY id')).rows;
    expect(rows.map((r) => r.vars)).toEqual([
      { code: '[blanked]', purpose: 'registration' },
      { code: '[blanked]', purpose: 'restore' },
      { code: '[blanked]', purpose: 'registration' },
    ]);
  });

  it("shows an e-mail's HTML part, its summary lines apart, sandboxed", async () => {
    await sendAndWait({
      channel: 'email',
      to: 'lee@example.com',
      template: 'payment-receipt',
      vars: { description: 'refill', amount: '123450', order: 'A-17', paidAt: '2026-03-05T09:07:00Z' },
      lang: 'en',
    });
    const url = `/c/${TEST_CITY}/api/dev/outbox?to=lee@example.com`;
    const json = await host.app.inject({ method: 'GET', url: `${url}&view=json` });
    const [mail] = json.json().messages as { id: number; body: string; html: string }[];
    expect(mail!.body).toContain('Amount: ₽1,234.50\nOrder: A-17');
    expect(mail!.html).toContain('Amount: ₽1,234.50<br>\nOrder: A-17<br>\nDate: 5 March 2026, 14:07 GMT+5');
    const list = await host.app.inject({ method: 'GET', url });
    expect(list.body).toContain(`?view=html&amp;id=${mail!.id}`);

    const page = await host.app.inject({ method: 'GET', url: `${url}&view=html` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(page.body).toBe(mail!.html);
    const none = await host.app.inject({ method: 'GET', url: `${url.replace('lee@', 'nobody@')}&view=html` });
    expect(none.statusCode).toBe(404);
  });

  it('is NotFound in production, in this host and in the whole app', async () => {
    const prodStorage = createTestStorage();
    const prod = await buildDeliveryTestHost({
      storage: prodStorage,
      env: { NODE_ENV: 'production' },
      delivery: false,
    });
    const app = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      for (const inject of [prod.app.inject.bind(prod.app), app.app.inject.bind(app.app)]) {
        const res = await inject({ method: 'GET', url: '/api/dev/outbox' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 'error', errorName: 'NotFound', errorMessage: 'Не найдено' });
      }
    } finally {
      await Promise.all([prod.close(), app.close()]);
      await prodStorage.dispose();
    }
  });

  it('is on outside production unless DEV_OUTBOX=false, and in production only with DEV_OUTBOX=true', () => {
    expect(devOutboxEnabled({ NODE_ENV: 'development', DEV_OUTBOX: undefined })).toBe(true);
    expect(devOutboxEnabled({ NODE_ENV: 'test', DEV_OUTBOX: undefined })).toBe(true);
    expect(devOutboxEnabled({ NODE_ENV: 'development', DEV_OUTBOX: false })).toBe(false);
    expect(devOutboxEnabled({ NODE_ENV: 'production', DEV_OUTBOX: undefined })).toBe(false);
    expect(devOutboxEnabled({ NODE_ENV: 'production', DEV_OUTBOX: true })).toBe(true);
  });
});
