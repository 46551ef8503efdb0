import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryCity } from '../../../test/open-memory-city.ts';
import type { CityContext } from '../../config/city-context.ts';
import type { DeliveryWorker } from '../delivery/delivery-worker.ts';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
} from '../delivery/testing/push-service-stand-in.ts';
import { waitUntil } from '../delivery/testing/wait-until.ts';
import { openLinkedStay } from './reminder-link.ts';
import { runReminderPass } from './reminder-pass.ts';
import { savePushSubscription } from './reminder-settings-service.ts';
import { PUBLIC_URL, reminderDriver, remindersOf, startWorker, stay } from './reminders-test-kit.ts';

// The reminder job against the clock (an injected `now`), a real outbox and delivery worker, and
// a local web push service. Perm is UTC+5: 12:00 local is 07:00Z.
let city: CityContext;
let push: PushServiceStandIn;
let worker: DeliveryWorker;

beforeAll(async () => {
  city = await openMemoryCity('perm');
  push = await startPushServiceStandIn();
  worker = startWorker(city, push);
});
afterAll(async () => {
  await worker?.stop();
  await push?.close();
  await city?.close();
});

const pass = (at: string) => runReminderPass(city, { now: new Date(at), publicUrl: PUBLIC_URL });

async function subscribed(userId: number) {
  const subscription = push.subscribe();
  await savePushSubscription(city, userId, { ...subscription, lang: 'en' }, [push.hostPort]);
  return subscription;
}

describe('the reminder job', () => {
  it('pushes once per stay and kind, with the one-tap link, again for a renewed end, and after a restart never twice', async () => {
    const driver = await reminderDriver(city, { beforeEnd: true, afterEnd: true, minutesBefore: 10 });
    await subscribed(driver);
    const id = await stay(city, driver, '2026-03-16T11:00:00+05:00', '2026-03-16T12:00:00+05:00');

    expect((await pass('2026-03-16T11:49:00+05:00')).queued).toBe(0);
    expect((await pass('2026-03-16T11:50:30+05:00')).queued).toBe(1);
    expect((await pass('2026-03-16T11:51:00+05:00')).queued).toBe(0);
    const first = await waitUntil(
      () => push.received.find((r) => r.payload.tag === `reminder-${id}-before_end`),
      'the push',
    );
    expect(first.payload.url).toMatch(
      new RegExp(`^${PUBLIC_URL}/c/perm/en/extend/${id}\\.${driver}\\.[\\w-]{43}$`),
    );
    expect(first.payload.title).toBe('Your parking ends in 10 minutes');
    expect(first.claims.sub).toMatch(/^mailto:/);
    expect(push.rejected).toEqual([]);
    // the link opens exactly this stay while it runs
    const token = first.payload.url.split('/').pop()!;
    expect((await openLinkedStay(city, token, new Date('2026-03-16T11:55:00+05:00'))).id).toBe(id);

    // a restart (once the push is recorded as sent): a new worker, a new pass; the claim holds
    await waitUntil(async () => (await remindersOf(city, id))[0]?.status === 'sent', 'the push row sent');
    await worker.stop();
    worker = startWorker(city, push);
    expect((await pass('2026-03-16T11:52:00+05:00')).queued).toBe(0);

    // renewed by 30 minutes: reminded again for the new end, then once when it ends
    await city.query(`UPDATE parking_sessions SET ends_at = '2026-03-16T12:30:00+05:00' WHERE id = $1`, [id]);
    expect((await pass('2026-03-16T12:21:00+05:00')).queued).toBe(1);
    expect((await pass('2026-03-16T12:30:10+05:00')).queued).toBe(1);
    expect((await pass('2026-03-16T12:31:00+05:00')).queued).toBe(0);
    await waitUntil(async () => (await remindersOf(city, id)).every((r) => r.status === 'sent'), 'all sent');
    const rows = await remindersOf(city, id);
    expect(rows.map((r) => [r.kind, r.channel])).toEqual([
      ['before_end', 'push'],
      ['before_end', 'push'],
      ['ended', 'push'],
    ]);
    expect(push.received.filter((r) => r.payload.url.includes(`/extend/${id}.`))).toHaveLength(3);
  });

  it('keeps quiet at night unless the driver asked, and forgets stays that ended long ago', async () => {
    const sleeper = await reminderDriver(city, { beforeEnd: true, push: false });
    const owl = await reminderDriver(city, { beforeEnd: true, push: false, atNight: true });
    const late = await reminderDriver(city, { afterEnd: true, push: false });
    const a = await stay(city, sleeper, '2026-03-16T22:00:00+05:00', '2026-03-16T23:30:00+05:00');
    const b = await stay(city, owl, '2026-03-16T22:00:00+05:00', '2026-03-16T23:30:00+05:00');
    // ended 30 minutes before the pass (every instance was down): too late to tell
    const c = await stay(city, late, '2026-03-16T21:00:00+05:00', '2026-03-16T22:50:00+05:00');
    await pass('2026-03-16T23:21:00+05:00');
    expect(await remindersOf(city, a)).toEqual([]);
    expect((await remindersOf(city, b)).map((r) => r.channel)).toEqual(['sms']);
    expect(await remindersOf(city, c)).toEqual([]);
  });

  it('sends by the fallback when push is off, and falls back to SMS when the push subscription is gone', async () => {
    // set in English (no push subscription knows a language): the e-mail speaks English
    const byMail = await reminderDriver(city, { afterEnd: true, push: false, fallback: 'email' }, 'en');
    const m = await stay(city, byMail, '2026-03-16T13:00:00+05:00', '2026-03-16T14:00:00+05:00');
    const gone = await reminderDriver(city, { afterEnd: true, fallback: 'sms' });
    const subscription = await subscribed(gone);
    push.answer(subscription.endpoint, 410);
    const g = await stay(city, gone, '2026-03-16T13:00:00+05:00', '2026-03-16T14:00:00+05:00');

    expect((await pass('2026-03-16T14:00:20+05:00')).queued).toBe(2);
    expect((await remindersOf(city, m)).map((r) => r.channel)).toEqual(['email']);
    const mail = await city.query(
      `SELECT lang, vars->>'url' AS url FROM outbox WHERE template = 'parking-reminder' AND vars->>'session' = $1`,
      [String(m)],
    );
    expect(mail.rows).toEqual([
      { lang: 'en', url: expect.stringMatching(new RegExp(`/c/perm/en/extend/${m}\\.`)) },
    ]);
    // the push row is finished and the same reminder queued for SMS, in one transaction
    const sms = await waitUntil(async () => {
      const { rows } = await city.query(
        `SELECT o.recipient, o.status, d.body FROM outbox o LEFT JOIN dev_outbox d ON d.outbox_id = o.id
          WHERE o.channel = 'sms' AND o.template = 'parking-reminder' AND o.vars->>'session' = $1`,
        [String(g)],
      );
      return rows[0]?.status === 'sent' ? rows : null;
    }, 'the SMS fallback');
    expect(sms).toHaveLength(1);
    expect(String(sms[0]!.body)).toMatch(new RegExp(`/c/perm/en/extend/${g}\\.`));
    const [pushRow] = await remindersOf(city, g);
    expect(pushRow).toMatchObject({ channel: 'push', status: 'sent' });
    expect(pushRow!.last_error).toMatch(/no working push subscription; sent by sms/);
    const left = await city.query('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [
      gone,
    ]);
    expect(left.rows[0]!.n).toBe(0);
  });

  it('retries a push service that fails, and on the last attempt sends by SMS instead', async () => {
    const driver = await reminderDriver(city, { afterEnd: true });
    const subscription = await subscribed(driver);
    push.answer(subscription.endpoint, 503);
    const id = await stay(city, driver, '2026-03-16T15:00:00+05:00', '2026-03-16T16:00:00+05:00');
    expect((await pass('2026-03-16T16:00:20+05:00')).queued).toBe(1);
    const [row] = await waitUntil(async () => {
      const rows = await remindersOf(city, id);
      return rows[0]?.status === 'sent' ? rows : null;
    }, 'the push row finished');
    expect(row!.last_error).toMatch(/push failed: push service answered 503; sent by sms/);
    const { rows } = await city.query(
      `SELECT attempts FROM outbox WHERE channel = 'push' AND vars->>'session' = $1`,
      [String(id)],
    );
    expect(rows[0]!.attempts).toBe(3);
    // the subscription stays: a service that is down is not a device that is gone
    const kept = await city.query('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [
      driver,
    ]);
    expect(kept.rows[0]!.n).toBe(1);
  });
});
