import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appealRows } from '../../db/feedback/appeal-rows.ts';
import { openParkingApp, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';

let t: ParkingTestApp;

beforeAll(async () => {
  t = await openParkingApp(['perm']);
});
afterAll(async () => {
  await t?.close();
});

const REGISTER = '/api/appealProcessing/appealRegistration/v1';
const APPEALS = '/api/appealProcessing/getAppeals/v1';
const MESSAGES = '/api/appealProcessing/getMessages/v1';
const MESSAGE = '/api/appealProcessing/messageRegistration/v1';

const form = {
  idSubject: 'payment',
  message: '  The session was charged twice  ',
  phone: '+7 9991234567',
  email: 'Driver@Example.TEST',
};

async function appealOf(token: string, body: Record<string, unknown> = form): Promise<number> {
  const res = await t.post(REGISTER, body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.idAppeal as number;
}

describe('driver feedback calls', () => {
  it('registers an appeal: trimmed message, phone digits, lower-case e-mail, topic label, status registered', async () => {
    const { token } = await t.driver();
    const res = await t.post(REGISTER, form, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', userMessage: 'Ваше обращение зарегистрировано' });
    const list = await t.get(APPEALS, token);
    expect(list.body).toMatchObject({
      status: 'ok',
      count: 1,
      items: [
        {
          status: 'registered',
          appeal: {
            id: res.body.idAppeal,
            idSubject: 'payment',
            subject: 'Оплата парковки',
            phone: '79991234567',
            email: 'driver@example.test',
            status: 'registered',
          },
          lastMessage: { text: 'The session was charged twice', out: 1, author: 'driver' },
        },
      ],
    });
    const en = await t.get(`${APPEALS}?lang=en`, token);
    expect((en.body.items as { appeal: { subject: string } }[])[0]!.appeal.subject).toBe('Parking payment');
  });

  it('takes a form-encoded body and no topic', async () => {
    const { token } = await t.driver();
    const res = await t.app.inject({
      method: 'POST',
      url: REGISTER,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=hello&email=a%40b.ru',
    });
    expect(res.statusCode).toBe(200);
    const list = await t.get(APPEALS, token);
    expect(list.body).toMatchObject({
      count: 1,
      items: [{ appeal: { idSubject: '', subject: '', phone: '' } }],
    });
  });

  it.each([
    [{ ...form, email: '' }, 'RequiredField', 'body.email'],
    [{ ...form, email: undefined }, 'RequiredField', 'body.email'],
    [{ ...form, email: 'nope@' }, 'FeedbackEmailInvalid', 'body.email'],
    [{ ...form, phone: '12345' }, 'FeedbackPhoneInvalid', 'body.phone'],
    [{ ...form, message: '   ' }, 'RequiredField', 'body.message'],
    [{ ...form, message: 'x'.repeat(2001) }, 'FeedbackMessageTooLong', 'body.message'],
  ])('refuses bad input %#: %s', async (body, errorName, field) => {
    const { token } = await t.driver();
    const res = await t.post(REGISTER, body, token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', errorName });
    expect(Object.keys(res.body.fields as object)).toContain(field);
    expect((await t.get(APPEALS, token)).body.count).toBe(0);
  });

  it('keeps the seeds texts for the phone and e-mail', async () => {
    const { token } = await t.driver();
    expect((await t.post(REGISTER, { ...form, phone: '1' }, token)).body.errorMessage).toBe(
      'Телефон должен быть валидным',
    );
    expect((await t.post(REGISTER, { ...form, email: 'x' }, token)).body.errorMessage).toBe(
      'Email должен быть валидным',
    );
  });

  it('refuses a topic that is not in the settings', async () => {
    const { token } = await t.driver();
    const res = await t.post(REGISTER, { ...form, idSubject: 'lottery' }, token);
    expect(res).toMatchObject({ status: 400, body: { errorName: 'AppealTopicUnknown' } });
  });

  it('chats: a message is trimmed, listed oldest first, becomes the last message', async () => {
    const { token } = await t.driver();
    const id = await appealOf(token);
    const sent = await t.post(MESSAGE, { idAppeal: id, message: '  and again  ' }, token);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'ok',
      userMessage: 'Сообщение отправлено',
      item: { text: 'and again', out: 1 },
    });
    const messages = await t.get(`${MESSAGES}?idAppeal=${id}`, token);
    expect(messages.body).toMatchObject({
      count: 2,
      items: [{ text: 'The session was charged twice' }, { text: 'and again' }],
    });
    const list = await t.get(APPEALS, token);
    expect(list.body).toMatchObject({ items: [{ lastMessage: { text: 'and again' } }] });
  });

  it("counts the operator's replies the driver has not opened; opening the chat reads them", async () => {
    const { token } = await t.driver();
    const id = await appealOf(token);
    const unread = async () =>
      ((await t.get(APPEALS, token)).body.items as { appeal: { id: number }; unread: number }[]).find(
        (row) => row.appeal.id === id,
      )!.unread;
    expect(await unread()).toBe(0);
    const city = await t.city();
    const reply = (text: string) =>
      appealRows.addMessage(city.db, { appealId: id, author: 'operator', operatorId: null, text });
    await reply('We are checking');
    await reply('Refunded');
    expect(await unread()).toBe(2);
    expect((await t.get(`${MESSAGES}?idAppeal=${id}`, token)).body.count).toBe(3);
    expect(await unread()).toBe(0);
    await t.post(MESSAGE, { idAppeal: id, message: 'Thank you' }, token);
    await reply('You are welcome');
    expect(await unread()).toBe(1);
  });

  it('refuses empty, too long, unknown and malformed chat messages without a 500', async () => {
    const { token } = await t.driver();
    const id = await appealOf(token);
    expect((await t.post(MESSAGE, { idAppeal: id, message: ' \n ' }, token)).body.errorName).toBe(
      'RequiredField',
    );
    expect((await t.post(MESSAGE, { idAppeal: id, message: 'y'.repeat(2001) }, token)).body.errorName).toBe(
      'FeedbackMessageTooLong',
    );
    expect(await t.post(MESSAGE, { idAppeal: 999_999, message: 'hi' }, token)).toMatchObject({
      status: 404,
      body: { errorName: 'AppealNotFound' },
    });
    for (const idAppeal of ['abc', -1, 1.5, '99999999999999', null, { a: 1 }]) {
      const res = await t.post(MESSAGE, { idAppeal, message: 'hi' }, token);
      expect([400, 404], JSON.stringify(idAppeal)).toContain(res.status);
      expect(res.body.status).toBe('error');
    }
    for (const q of ['', '?idAppeal=', '?idAppeal=x', '?idAppeal=-5', '?idAppeal[]=1']) {
      const res = await t.get(`${MESSAGES}${q}`, token);
      expect([400, 404], q).toContain(res.status);
      expect(res.body.status).toBe('error');
    }
    for (const body of [[], 'text', { message: ['a'], email: { x: 1 } }]) {
      const res = await t.post(REGISTER, body, token);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it("one driver never sees or writes to another driver's appeals", async () => {
    const a = await t.driver();
    const b = await t.driver();
    const id = await appealOf(a.token);
    expect((await t.get(APPEALS, b.token)).body).toMatchObject({ count: 0, items: [] });
    expect(await t.get(`${MESSAGES}?idAppeal=${id}`, b.token)).toMatchObject({
      status: 404,
      body: { status: 'error', errorName: 'AppealNotFound' },
    });
    expect(await t.post(MESSAGE, { idAppeal: id, message: 'mine now' }, b.token)).toMatchObject({
      status: 404,
      body: { errorName: 'AppealNotFound' },
    });
    expect((await t.get(`${MESSAGES}?idAppeal=${id}`, a.token)).body.count).toBe(1);
  });

  it("needs a driver token: none, a guest's or a bad one answers 401", async () => {
    const guest = await t.guest();
    for (const token of [undefined, guest, 'x'.repeat(43)]) {
      expect(await t.post(REGISTER, form, token)).toMatchObject({
        status: 401,
        body: { errorName: 'TokenNotFound' },
      });
      const list = await t.app.inject({
        method: 'GET',
        url: APPEALS,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(list.statusCode).toBe(401);
    }
  });
});
