import { afterAll, describe, expect, it } from 'vitest';
import { openMemoryCity } from '../../../test/open-memory-city.ts';
import { onDeliveryNudge } from './delivery-nudge.ts';
import { enqueueMessage } from './enqueue-message.ts';
import type { OutgoingMessage } from './outgoing-message.ts';

const city = await openMemoryCity('perm');
afterAll(async () => city.close());

const code: OutgoingMessage = {
  channel: 'email',
  to: 'anna@example.com',
  template: 'code',
  vars: { code: '482913', purpose: 'registration' },
  lang: 'ru',
};

async function rowsFor(to: string) {
  return (await city.query('SELECT * FROM outbox WHERE recipient = $1', [to])).rows;
}

describe('enqueueMessage', () => {
  it('stores a pending row in the caller’s transaction and nudges the worker', async () => {
    let nudges = 0;
    const unsubscribe = onDeliveryNudge(() => nudges++);
    try {
      await city.db.transaction(async (tx) => enqueueMessage(tx, code));
    } finally {
      unsubscribe();
    }
    expect(nudges).toBe(1);
    const [row] = await rowsFor('anna@example.com');
    expect(row).toMatchObject({
      channel: 'email',
      template: 'code',
      vars: { code: '482913', purpose: 'registration' },
      lang: 'ru',
      status: 'pending',
      attempts: 0,
      last_error: null,
      sent_at: null,
    });
  });

  it('leaves nothing behind when the caller’s transaction rolls back', async () => {
    await expect(
      city.db.transaction(async (tx) => {
        await enqueueMessage(tx, { ...code, to: 'rolled@example.com' });
        throw new Error('the code could not be stored');
      }),
    ).rejects.toThrow('the code could not be stored');
    expect(await rowsFor('rolled@example.com')).toEqual([]);
  });

  it('refuses messages the templates cannot render', async () => {
    const bad: OutgoingMessage[] = [
      { ...code, to: 'not-an-address' },
      { ...code, channel: 'sms', to: '+7 999 111-22-33' },
      { ...code, vars: { code: '482913', purpose: 'lottery' } },
      { ...code, vars: { purpose: 'registration' } },
      { ...code, channel: 'call', to: '79991112233' }, // 6 digits cannot ride on a caller ID
      { ...code, channel: 'call', to: '79991112233', template: 'new-password', vars: { password: 'Qw12er' } },
      { ...code, channel: 'sms', to: '79991112233', template: 'password-changed', vars: {} },
      { ...code, template: 'new-password', vars: {} },
      { ...code, lang: 'de' as never },
    ];
    for (const message of bad) {
      await expect(enqueueMessage(city.db, message), JSON.stringify(message)).rejects.toThrow(
        /enqueueMessage/,
      );
    }
    const count = await city.query('SELECT count(*)::int AS n FROM outbox');
    expect(count.rows[0]!.n).toBe(1);
  });

  it('lets the database refuse what slipped past the code', async () => {
    await expect(
      city.query(
        `INSERT INTO outbox (channel, recipient, template, vars, lang) VALUES ('fax', 'x@y.z', 'code', '{}', 'ru')`,
      ),
    ).rejects.toThrow(/check/i);
    await expect(
      city.query(
        `INSERT INTO outbox (channel, recipient, template, vars, lang, status) VALUES ('email', 'x@y.z', 'code', '{}', 'ru', 'sent')`,
      ),
    ).rejects.toThrow(/check/i);
  });
});
