import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  ageSends,
  cityOf,
  freshDriver,
  lastSecret,
  post,
  registerDriver,
} from '../../../test/account-test-kit.ts';
import { send, userIdOf, type Loose } from './cabinet-test-kit.ts';

const t = await buildTestApp();
const app = t.app;
afterAll(() => t.close());

async function driver() {
  const d = freshDriver('cab');
  const token = await registerDriver(app, d);
  return { d, token, userId: await userIdOf(app, d.email) };
}
const profile = async (token: string) =>
  (await send(app, 'GET', '/api/profile/get-profile-v6', token)).body.result as Loose;

describe('get-profile v6, v5, v4', () => {
  it('answers the cabinet shape in v6 and the older shapes in v5 and v4', async () => {
    const { d, token } = await driver();
    await send(app, 'POST', '/api/profile/car', token, { numberTs: 'О777ОО59' });
    await send(app, 'POST', '/api/profile/document', token, { type: 'VU', title: '59 12 345678' });
    const v6 = await profile(token);
    expect(v6).toMatchObject({
      firstName: 'Иван',
      lastName: 'Петров',
      email: d.email,
      phones: [{ phone: d.phone, isMain: true }],
      privateData: true,
      hasPassword: true,
      balance: expect.any(Number),
      ts: [{ numberTs: 'О777ОО59', mainTs: true, occupied: false, type: 'standard' }],
      documents: [{ id: expect.any(Number), title: '59 12 345678', type: 'VU' }],
      settings: { reportHistoryOperation: false },
    });
    const v5 = (await send(app, 'GET', '/api/profile/get-profile-v5', token)).body.result;
    expect(v5.phones).toEqual(v6.phones);
    expect(v5.ts[0]).toMatchObject({ numberTs: 'О777ОО59', mainTs: true });
    expect(v5.ts[0].occupied).toBeUndefined();
    expect(v5.documents).toBeUndefined();
    expect(v5.settings).toBeUndefined();
    const v4 = (await send(app, 'GET', '/api/profile/get-profile-v4', token)).body.result;
    expect(v4).toEqual({
      firstName: 'Иван',
      lastName: 'Петров',
      middleName: '',
      email: d.email,
      phone: d.phone,
      balance: v6.balance,
      ts: [{ numberTs: 'О777ОО59', category: 'B', formatGrz: 'rus', mainTs: true }],
    });
    for (const v of ['v4', 'v5', 'v6']) {
      expect((await send(app, 'GET', `/api/profile/get-profile-${v}`, null)).status).toBe(401);
    }
  });
});

describe('change-profile and change-password', () => {
  it('changes only the fields sent; refuses empty names and a new e-mail without a code', async () => {
    const { d, token } = await driver();
    expect(
      (await send(app, 'PUT', '/api/profile/change-profile', token, { middlename: 'Ильич' })).body,
    ).toEqual({
      status: 'ok',
    });
    expect(await profile(token)).toMatchObject({
      firstName: 'Иван',
      lastName: 'Петров',
      middleName: 'Ильич',
    });
    await send(app, 'PUT', '/api/profile/change-profile', token, {
      firstname: 'Пётр',
      email: d.email.toUpperCase(),
    });
    expect(await profile(token)).toMatchObject({ firstName: 'Пётр', middleName: 'Ильич', email: d.email });
    const empty = await send(app, 'PUT', '/api/profile/change-profile', token, { lastname: '' });
    expect(empty).toMatchObject({ status: 400, body: { errorName: 'ValidationError' } });
    expect((await send(app, 'PUT', '/api/profile/change-profile', token, {})).body.errorName).toBe(
      'ValidationError',
    );
    const mail = await send(app, 'PUT', '/api/profile/change-profile', token, { email: `new.${d.email}` });
    expect(mail).toMatchObject({ status: 409, body: { errorName: 'EmailChangeNeedsCode' } });
    expect(await profile(token)).toMatchObject({ firstName: 'Пётр', lastName: 'Петров', email: d.email });
  });

  it('sets and clears the default zone (login then opens /profile/parking); an unknown zone is ZoneNotFound', async () => {
    const { token } = await driver();
    await (
      await cityOf(app)
    ).query(
      `INSERT INTO zones (zonenumber, name_ru, name_en) VALUES ('DZ1', 'Центр', 'Centre') ON CONFLICT DO NOTHING`,
    );
    const change = (body: Loose) => send(app, 'PUT', '/api/profile/change-profile', token, body);
    expect((await change({ defaultZone: 'DZ1' })).body).toEqual({ status: 'ok' });
    expect(await profile(token)).toMatchObject({ defaultZone: 'DZ1', firstName: 'Иван' });
    expect(await change({ defaultZone: 'NOPE' })).toMatchObject({
      status: 404,
      body: { errorName: 'ZoneNotFound' },
    });
    expect((await change({ defaultZone: '' })).body).toEqual({ status: 'ok' });
    expect(await profile(token)).toMatchObject({ defaultZone: null });
  });

  it('changes the password with the current one; CurrentPasswordIncorrect otherwise', async () => {
    const { d, token } = await driver();
    const other = await post(app, '/api/auth/login', { login: d.email, password: d.pass }, { ip: d.ip });
    const wrong = await send(
      app,
      'PUT',
      '/api/profile/change-password',
      token,
      { pass: 'brand-new', currentpass: 'nope' },
      {
        'accept-language': 'en',
      },
    );
    expect(wrong).toMatchObject({ status: 400, body: { errorName: 'CurrentPasswordIncorrect' } });
    expect(wrong.body.errorMessage).toMatch(/[a-z]/);
    expect(
      (await send(app, 'PUT', '/api/profile/change-password', token, { pass: 'brand-new' })).body.errorName,
    ).toBe('CurrentPasswordIncorrect');
    expect(
      (await send(app, 'PUT', '/api/profile/change-password', token, { pass: '123', currentpass: d.pass }))
        .body.errorName,
    ).toBe('ValidationError');
    expect(
      (
        await send(app, 'PUT', '/api/profile/change-password', token, {
          pass: 'brand-new',
          currentpass: d.pass,
        })
      ).body,
    ).toEqual({ status: 'ok' });
    const hash = (
      await (await cityOf(app)).query('SELECT password_hash FROM users WHERE email = $1', [d.email])
    ).rows[0]!;
    expect(String(hash.password_hash)).toMatch(/^\$argon2id\$/);
    expect(
      (await post(app, '/api/auth/login', { login: d.email, password: 'brand-new' }, { ip: d.ip })).body
        .status,
    ).toBe('ok');
    // this session stays, the other one ends
    expect((await send(app, 'GET', '/api/profile/get-profile-v6', token)).status).toBe(200);
    expect((await send(app, 'GET', '/api/profile/get-profile-v6', other.body.token as string)).status).toBe(
      401,
    );
  });
});

describe('settings', () => {
  it('reads and changes reportHistoryOperation; refuses unknown names', async () => {
    const { token } = await driver();
    expect((await send(app, 'GET', '/api/profile/get-settings-v1', token)).body).toEqual({
      status: 'ok',
      result: {
        reportHistoryOperation: false,
        pushOff: false,
        checkParkingSessionBefore: false,
        checkParkingSession: false,
      },
    });
    const on = await send(
      app,
      'PUT',
      '/api/profile/change-settings-v1',
      token,
      'name=reportHistoryOperation&value=true',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(on.body.result.reportHistoryOperation).toBe(true);
    expect((await profile(token)).settings.reportHistoryOperation).toBe(true);
    expect(
      (await send(app, 'PUT', '/api/profile/change-settings-v1', token, { name: 'balance', value: true }))
        .body.errorName,
    ).toBe('ValidationError');
    expect(
      (await send(app, 'PUT', '/api/profile/change-settings-v1', token, { name: 'pushOff' })).status,
    ).toBe(400);
  });
});

describe('phones', () => {
  async function addPhone(token: string, ip: string, phone: string) {
    await ageSends(app, phone);
    const sent = await post(app, '/api/profile/send-sms-code', { phone, edit: true }, { token, ip });
    expect(sent.body.status).toBe('ok');
    const code = await lastSecret(app, phone);
    expect((await post(app, '/api/profile/confirm-phone', { code }, { token, ip })).body).toEqual({
      status: 'ok',
    });
  }

  it('adds with a code, sets main (old main unset), deletes an extra one, not the main', async () => {
    const { d, token } = await driver();
    const extra = freshDriver().phone;
    await addPhone(token, d.ip, extra);
    expect((await profile(token)).phones).toEqual([
      { phone: d.phone, isMain: true },
      { phone: extra, isMain: false },
    ]);
    const main = await send(app, 'PUT', '/api/profile/set-main-phone', token, { phone: `+${extra}` });
    expect(main.body.result).toEqual([
      { phone: extra, isMain: true },
      { phone: d.phone, isMain: false },
    ]);
    // the main phone is the account's phone (login, codes)
    const city = await cityOf(app);
    expect((await city.query('SELECT phone FROM users WHERE email = $1', [d.email])).rows[0]!.phone).toBe(
      extra,
    );
    expect(
      (await send(app, 'DELETE', '/api/profile/delete-phone', token, { phone: extra })).body.errorName,
    ).toBe('MainPhoneNotDeletable');
    expect(
      (await send(app, 'DELETE', '/api/profile/delete-phone', token, { phone: d.phone })).body.result,
    ).toEqual([{ phone: extra, isMain: true }]);
    expect(
      (await send(app, 'DELETE', '/api/profile/delete-phone', token, { phone: d.phone })).body.errorName,
    ).toBe('PhoneNotFound');
    expect(
      (await send(app, 'PUT', '/api/profile/set-main-phone', token, { phone: '79990000000' })).body.errorName,
    ).toBe('PhoneNotFound');
    expect(
      (await send(app, 'PUT', '/api/profile/set-main-phone', token, { phone: '123' })).body.errorName,
    ).toBe('ValidationError');
    expect((await profile(token)).phones).toEqual([{ phone: extra, isMain: true }]);
  });

  it("changes a phone with a code (main stays main); refuses a wrong code and another's phone", async () => {
    const { d, token } = await driver();
    const b = await driver();
    const next = freshDriver().phone;
    await ageSends(app, next);
    await post(app, '/api/profile/send-sms-code', { phone: next, edit: true }, { token, ip: d.ip });
    const code = await lastSecret(app, next);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await send(app, 'POST', '/api/profile/change-phone', token, { phone: next, code: wrong })).body
        .errorName,
    ).toBe('IncorrectCode');
    expect((await profile(token)).phones).toEqual([{ phone: d.phone, isMain: true }]);
    expect(
      (
        await send(app, 'POST', '/api/profile/change-phone', token, {
          phone: next,
          code: wrong,
          oldphone: '79990000001',
        })
      ).body.errorName,
    ).toBe('PhoneNotFound');
    await ageSends(app, next);
    await post(app, '/api/profile/send-sms-code', { phone: next, edit: true }, { token, ip: d.ip });
    const fresh = await lastSecret(app, next);
    const ok = await send(app, 'POST', '/api/profile/change-phone', token, { phone: next, code: fresh });
    expect(ok.body).toEqual({ status: 'ok', result: [{ phone: next, isMain: true }] });
    // another driver's phone (main or extra) cannot be asked for
    expect(
      (
        await post(
          app,
          '/api/profile/send-sms-code',
          { phone: next, edit: true },
          { token: b.token, ip: b.d.ip },
        )
      ).body.errorName,
    ).toBe('PhoneExists');
    // nor deleted or made main by someone else
    expect(
      (await send(app, 'DELETE', '/api/profile/delete-phone', b.token, { phone: next })).body.errorName,
    ).toBe('PhoneNotFound');
    expect(
      (await send(app, 'PUT', '/api/profile/set-main-phone', b.token, { phone: next })).body.errorName,
    ).toBe('PhoneNotFound');
    // the database keeps a phone on one account
    const city = await cityOf(app);
    await expect(
      city.query(`INSERT INTO user_phones (user_id, phone) VALUES ($1, $2)`, [b.userId, next]),
    ).rejects.toThrow();
  });
});

describe('documents', () => {
  it('adds, edits and deletes; refuses duplicates, bad formats and foreign ids', async () => {
    const a = await driver();
    const b = await driver();
    const added = await send(app, 'POST', '/api/profile/document', a.token, {
      type: 'sts',
      title: '59 ab 123456',
    });
    expect(added.body.result).toEqual({ id: expect.any(Number), title: '59 АВ 123456', type: 'STS' });
    const id = added.body.result.id as number;
    expect(
      (await send(app, 'POST', '/api/profile/document', a.token, { type: 'STS', title: '59АВ123456' })).body
        .errorName,
    ).toBe('DocumentExists');
    expect(
      (await send(app, 'POST', '/api/profile/document', a.token, { type: 'STS', title: '59 12 123456' })).body
        .errorName,
    ).toBe('InvalidFormat');
    expect(
      (await send(app, 'POST', '/api/profile/document', a.token, { title: '59 12 123456' })).body.status,
    ).toBe('error');
    const vu = await send(app, 'PUT', '/api/profile/document', a.token, {
      id,
      type: 'VU',
      title: '00 00 000000',
    });
    expect(vu.body.result).toEqual({ id, title: '00 00 000000', type: 'VU' });
    // the kept number must fit a changed type
    expect(
      (await send(app, 'PUT', '/api/profile/document', a.token, { id, type: 'STS' })).body.errorName,
    ).toBe('ValidationError');
    expect(
      (await send(app, 'PUT', '/api/profile/document', b.token, { id, title: '11 11 111111' })).body
        .errorName,
    ).toBe('DocumentNotFound');
    expect((await send(app, 'DELETE', '/api/profile/document', b.token, { id })).status).toBe(404);
    expect((await send(app, 'DELETE', '/api/profile/document', a.token, { id: 'abc' })).body.status).toBe(
      'error',
    );
    expect((await send(app, 'DELETE', '/api/profile/document', a.token, { id })).body).toEqual({
      status: 'ok',
    });
    expect((await profile(a.token)).documents).toEqual([]);
    const city = await cityOf(app);
    await city.query(`INSERT INTO user_documents (user_id, type, number) VALUES ($1, 'VU', '59АА000001')`, [
      a.userId,
    ]);
    await expect(
      city.query(`INSERT INTO user_documents (user_id, type, number) VALUES ($1, 'VU', '59АА000001')`, [
        a.userId,
      ]),
    ).rejects.toThrow();
  });
});

describe('malformed input', () => {
  it('never answers 500 for a body of the wrong shape', async () => {
    const { token } = await driver();
    const calls: [string, string][] = [
      ['PUT', '/api/profile/change-profile'],
      ['PUT', '/api/profile/change-password'],
      ['PUT', '/api/profile/change-settings-v1'],
      ['POST', '/api/profile/change-phone'],
      ['DELETE', '/api/profile/delete-phone'],
      ['PUT', '/api/profile/set-main-phone'],
      ['POST', '/api/profile/car'],
      ['PUT', '/api/profile/car'],
      ['DELETE', '/api/profile/car'],
      ['PUT', '/api/profile/change-cars'],
      ['PUT', '/api/profile/change-cars-v2'],
      ['POST', '/api/profile/document'],
      ['PUT', '/api/profile/document'],
      ['DELETE', '/api/profile/document'],
    ];
    for (const [method, url] of calls) {
      for (const raw of [
        '[]',
        '"x"',
        '{"firstname":{"a":1},"car":[{"numberTs":[1]}],"id":{},"phone":7}',
        '{bad',
      ]) {
        const res = await send(app, method as 'PUT', url, token, raw, { 'content-type': 'application/json' });
        expect(res.status, `${method} ${url} ${raw}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${url} ${raw}`).toBeLessThan(500);
        expect(res.body.status).toBe('error');
      }
    }
  });
});
