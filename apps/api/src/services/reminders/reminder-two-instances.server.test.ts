import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTwoInstances, type TwoInstances } from '../../../test/two-instances-kit.ts';
import { runReminderPass } from './reminder-pass.ts';
import { PUBLIC_URL, reminderDriver, remindersOf, stay } from './reminders-test-kit.ts';

// Two API instances on one PostgreSQL database run the reminder pass at the same moments, again
// and again: the claim (stay, kind, end) lets exactly one of them queue each reminder.
let two: TwoInstances;

beforeAll(async () => {
  two = await openTwoInstances();
});
afterAll(() => two?.close());

describe('reminders on two instances', () => {
  it('queues each reminder of each stay exactly once', async () => {
    const cityA = two.perm;
    const cityB = await two.b.city();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const driver = await reminderDriver(cityA, { beforeEnd: true, afterEnd: true, push: false });
      ids.push(await stay(cityA, driver, '2026-03-16T11:00:00+05:00', '2026-03-16T12:00:00+05:00'));
    }
    const both = (at: string) =>
      Promise.all(
        [cityA, cityB, cityA, cityB].map((city) =>
          runReminderPass(city, { now: new Date(at), publicUrl: PUBLIC_URL }),
        ),
      );
    const before = await both('2026-03-16T11:50:05+05:00');
    const ended = await both('2026-03-16T12:00:05+05:00');
    await both('2026-03-16T12:01:00+05:00');
    expect(before.reduce((n, r) => n + r.queued, 0)).toBe(5);
    expect(ended.reduce((n, r) => n + r.queued, 0)).toBe(5);
    for (const id of ids) {
      expect((await remindersOf(cityA, id)).map((r) => [r.kind, r.channel])).toEqual([
        ['before_end', 'sms'],
        ['ended', 'sms'],
      ]);
    }
    const { rows } = await cityB.query(
      `SELECT count(*)::int AS n FROM outbox WHERE template = 'parking-reminder'`,
    );
    expect(rows[0]!.n).toBe(10);
  });
});
