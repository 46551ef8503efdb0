import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { cityOf, freshDriver, registerDriver } from '../../../test/account-test-kit.ts';
import { parkPlate, send, userIdOf, type Loose } from './cabinet-test-kit.ts';

const t = await buildTestApp();
const app = t.app;
afterAll(() => t.close());

async function driver() {
  const d = freshDriver('cars');
  const token = await registerDriver(app, d);
  return { d, token, userId: await userIdOf(app, d.email) };
}
const cars = async (token: string) =>
  (await send(app, 'GET', '/api/profile/get-profile-v6', token)).body.result.ts as Loose[];
const rowCount = async (userId: number) =>
  Number(
    (await (await cityOf(app)).query('SELECT count(*) AS n FROM vehicles WHERE user_id = $1', [userId]))
      .rows[0]!.n,
  );

describe('vehicles: POST /api/profile/car', () => {
  it('adds a Latin-typed Russian plate as Cyrillic, the first one main', async () => {
    const { token } = await driver();
    const res = await send(app, 'POST', '/api/profile/car', token, {
      numberTs: 'a 123 bc 59',
      formatGrz: 'rus',
      category: 'B',
      STSNumber: '59 ab 123456',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      numberTs: 'А123ВС59',
      number: 'А123ВС',
      region: '59',
      type: 'standard',
      mainTs: true,
      STSNumber: '59АВ123456',
      occupied: false,
      docType: 'STS',
    });
    expect(await cars(token)).toHaveLength(1);
  });

  it('takes form-encoded bodies, foreign plates as typed, moto with A', async () => {
    const { token } = await driver();
    const form = await send(
      app,
      'POST',
      '/api/profile/car',
      token,
      'numberTs=1234+ab+77&formatGrz=rus&category=A&mainTs=true',
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(form.body.result).toMatchObject({
      numberTs: '1234АВ77',
      type: 'moto',
      category: 'A',
      mainTs: true,
    });
    const foreign = await send(app, 'POST', '/api/profile/car', token, {
      numberTs: 'b 12 xyz',
      formatGrz: 'other',
    });
    expect(foreign.body.result).toMatchObject({
      numberTs: 'B12XYZ',
      type: 'other',
      region: '',
      mainTs: false,
    });
  });

  it.each([
    [{ numberTs: '' }, 'EmptyTs'],
    [{ numberTs: 'А12ВС59', formatGrz: 'rus' }, 'InvalidFormat'],
    [{ numberTs: 'А123ВС5999', formatGrz: 'rus' }, 'InvalidFormat'],
    [{ numberTs: 'А123ВС59', formatGrz: 'rus', category: 'A' }, 'CategoryMismatch'],
    [{ numberTs: '1234АВ59', formatGrz: 'rus', category: 'B' }, 'CategoryMismatch'],
    [{ numberTs: 'А123ВС59', STSNumber: '5 АВ 12345' }, 'InvalidFormat'],
    [{ numberTs: '12345', formatGrz: 'other' }, 'InvalidFormat'],
    [{ numberTs: 'А123ВС59', category: 'Z' }, 'InvalidFormat'],
    [{ numberTs: 42 }, 'EmptyTs'],
  ])('refuses %j with %s and changes nothing', async (body, errorName) => {
    const { token, userId } = await driver();
    const res = await send(app, 'POST', '/api/profile/car', token, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', errorName, errorMessage: expect.any(String) });
    expect(await rowCount(userId)).toBe(0);
  });

  it('answers in the language asked, and ValidationError for shapes with no name', async () => {
    const { token } = await driver();
    const en = await send(
      app,
      'POST',
      '/api/profile/car',
      token,
      { numberTs: 'А123ВС59', category: 'A' },
      {
        'accept-language': 'en',
      },
    );
    expect(en.body.errorMessage).toBe('The car category does not match its type');
    const ru = await send(app, 'POST', '/api/profile/car', token, { numberTs: 'А123ВС59', category: 'A' });
    expect(ru.body.errorMessage).toBe('Категория транспортного средства не соответствует его типу');
    for (const raw of ['[1,2]', '"x"', '{"numberTs":{"a":1}}', 'null']) {
      const r = await send(app, 'POST', '/api/profile/car', token, raw, {
        'content-type': 'application/json',
      });
      expect(r.status, raw).toBeLessThan(500);
      expect(r.body.status).toBe('error');
    }
  });

  it('refuses a duplicate plate (typed either way) and a duplicate STS in any case', async () => {
    const { token, userId } = await driver();
    await send(app, 'POST', '/api/profile/car', token, { numberTs: 'А123ВС59', STSNumber: '59АВ123456' });
    expect(
      (await send(app, 'POST', '/api/profile/car', token, { numberTs: 'a123bc59' })).body.errorName,
    ).toBe('VehicleExists');
    expect(
      (
        await send(app, 'POST', '/api/profile/car', token, {
          numberTs: 'В123ВС59',
          STSNumber: '59 ab 123456',
        })
      ).body.errorName,
    ).toBe('StsExists');
    expect(await rowCount(userId)).toBe(1);
    // the unique indexes hold even past the service
    const city = await cityOf(app);
    await expect(
      city.query(`INSERT INTO vehicles (user_id, plate, number_format) VALUES ($1, 'А123ВС59', 'rus')`, [
        userId,
      ]),
    ).rejects.toThrow();
    await expect(
      city.query(
        `INSERT INTO vehicles (user_id, plate, number_format, is_main) VALUES ($1, 'В777ВС59', 'rus', true)`,
        [userId],
      ),
    ).rejects.toThrow();
  });

  it('says occupied for a plate that is parked right now', async () => {
    const { token, userId } = await driver();
    await parkPlate(app, userId, 'Е555КХ59');
    const res = await send(app, 'POST', '/api/profile/car', token, { numberTs: 'E555KX59' });
    expect(res).toMatchObject({ status: 409, body: { errorName: 'occupied' } });
  });
});

describe('vehicles: PUT and DELETE /api/profile/car', () => {
  it('edits by oldgrz/newgrz, sets main (old main unset) and keeps untouched fields', async () => {
    const { token } = await driver();
    await send(app, 'POST', '/api/profile/car', token, { numberTs: 'А123ВС59', STSNumber: '59АВ123456' });
    await send(app, 'POST', '/api/profile/car', token, { numberTs: 'В456ОР159' });
    const edited = await send(app, 'PUT', '/api/profile/car', token, {
      oldgrz: 'a123bc59',
      newgrz: 'K 777 KK 59',
    });
    expect(edited.body.result).toMatchObject({ numberTs: 'К777КК59', STSNumber: '59АВ123456', mainTs: true });
    const main = await send(app, 'PUT', '/api/profile/car', token, { oldgrz: 'В456ОР159', mainTs: true });
    expect(main.body.result).toMatchObject({ numberTs: 'В456ОР159', mainTs: true });
    const list = await cars(token);
    expect(list.map((v) => [v.numberTs, v.mainTs])).toEqual([
      ['В456ОР159', true],
      ['К777КК59', false],
    ]);
  });

  it('refuses edits that break a rule, and unknown or parked vehicles', async () => {
    const { token, userId } = await driver();
    await send(app, 'POST', '/api/profile/car', token, { numberTs: 'Т321ТТ59' });
    await send(app, 'POST', '/api/profile/car', token, { numberTs: 'В123ВС59', STSNumber: '59АВ000001' });
    const put = (body: Record<string, unknown>) => send(app, 'PUT', '/api/profile/car', token, body);
    expect((await put({ oldgrz: 'Т321ТТ59', newgrz: 'В123ВС59' })).body.errorName).toBe('VehicleExists');
    expect((await put({ oldgrz: 'Т321ТТ59', STSNumber: '59ab000001' })).body.errorName).toBe('StsExists');
    expect((await put({ oldgrz: 'Т321ТТ59', category: 'A' })).body.errorName).toBe('CategoryMismatch');
    expect((await put({ oldgrz: 'Т321ТТ59', newgrz: 'АВ12' })).body.errorName).toBe('ValidationError');
    expect((await put({ oldgrz: 'Х999ХХ99', mainTs: true })).body.errorName).toBe('VehicleNotFound');
    expect((await put({})).body.errorName).toBe('EmptyTs');
    await parkPlate(app, userId, 'Т321ТТ59');
    expect((await put({ oldgrz: 'Т321ТТ59', newgrz: 'С111СС59' })).body.errorName).toBe('occupied');
    expect(
      (await send(app, 'DELETE', '/api/profile/car', token, { numberTs: 'Т321ТТ59' })).body.errorName,
    ).toBe('occupied');
    const list = await cars(token);
    expect(list.find((v) => v.numberTs === 'Т321ТТ59')).toMatchObject({ occupied: true, category: 'B' });
    expect(await send(app, 'DELETE', '/api/profile/car', token, { numberTs: 'в123вс59' })).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
    expect(
      (await send(app, 'DELETE', '/api/profile/car', token, { numberTs: 'В123ВС59' })).body.errorName,
    ).toBe('VehicleNotFound');
    expect((await send(app, 'DELETE', '/api/profile/car', token, {})).body.errorName).toBe('EmptyTs');
  });

  it("never shows or changes another driver's vehicle", async () => {
    const a = await driver();
    const b = await driver();
    await send(app, 'POST', '/api/profile/car', a.token, { numberTs: 'А123ВС59' });
    // the same plate may be on two accounts (a family car)
    expect((await send(app, 'POST', '/api/profile/car', b.token, { numberTs: 'А123ВС59' })).status).toBe(200);
    await send(app, 'DELETE', '/api/profile/car', b.token, { numberTs: 'А123ВС59' });
    expect(
      (await send(app, 'PUT', '/api/profile/car', b.token, { oldgrz: 'А123ВС59', mainTs: true })).body
        .errorName,
    ).toBe('VehicleNotFound');
    expect(await cars(a.token)).toHaveLength(1);
    expect(await cars(b.token)).toHaveLength(0);
    expect((await send(app, 'POST', '/api/profile/car', null, { numberTs: 'А123ВС59' })).status).toBe(401);
  });
});

describe('vehicles: change-cars and change-cars-v2', () => {
  it('replaces the list, keeping ids of kept plates and letting two cars swap STS', async () => {
    const { token } = await driver();
    const first = (
      await send(app, 'POST', '/api/profile/car', token, { numberTs: 'А123ВС59', STSNumber: '59АА000001' })
    ).body.result;
    await send(app, 'POST', '/api/profile/car', token, { numberTs: 'В123ВС59', STSNumber: '59АА000002' });
    const res = await send(app, 'PUT', '/api/profile/change-cars-v2', token, {
      car: [
        { numberTs: 'a123bc59', STSNumber: '59АА000002' },
        { numberTs: 'В123ВС59', STSNumber: '59АА000001', mainTs: true },
        { numberTs: 'ABC123', formatGrz: 'other' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.map((v: Loose) => [v.numberTs, v.mainTs, v.STSNumber])).toEqual([
      ['В123ВС59', true, '59АА000001'],
      ['А123ВС59', false, '59АА000002'],
      ['ABC123', false, null],
    ]);
    expect(res.body.result[1].id).toBe(first.id);
    const v1 = await send(
      app,
      'PUT',
      '/api/profile/change-cars',
      token,
      'car=' + encodeURIComponent('[{"numberTs":"А123ВС59"}]'),
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(v1.body).toEqual({ status: 'ok' });
    expect((await cars(token)).map((v) => [v.numberTs, v.mainTs])).toEqual([['А123ВС59', true]]);
  });

  it('refuses duplicates, bad plates and parked removals, changing nothing', async () => {
    const { token, userId } = await driver();
    await send(app, 'POST', '/api/profile/car', token, { numberTs: 'Р321РР59' });
    const put = (car: unknown) => send(app, 'PUT', '/api/profile/change-cars-v2', token, { car });
    expect((await put([{ numberTs: 'Р321РР59' }, { numberTs: 'p321pp59' }])).body.errorName).toBe(
      'VehicleExists',
    );
    expect(
      (
        await put([
          { numberTs: 'Р321РР59', STSNumber: '59АА000001' },
          { numberTs: 'В1ВС59', formatGrz: 'rus' },
        ])
      ).body.errorName,
    ).toBe('InvalidFormat');
    expect((await put('not json')).body.status).toBe('error');
    await parkPlate(app, userId, 'Р321РР59');
    expect((await put([])).body.errorName).toBe('occupied');
    expect((await cars(token)).map((v) => v.numberTs)).toEqual(['Р321РР59']);
  });
});
