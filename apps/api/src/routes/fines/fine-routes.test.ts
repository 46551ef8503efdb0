import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FinesAnswerSchema } from '@parking/domain/fines/fine-contracts';
import { FineImportReportSchema } from '@parking/domain/fines/fine-import-contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { CityContext } from '../../config/city-context.ts';
import { cityOf, freshDriver, registerDriver } from '../../../test/account-test-kit.ts';
import { send, userIdOf } from '../profile/cabinet-test-kit.ts';
import { httpFinesSource } from '../../services/fines/http-fines-source.ts';
import { importFines } from '../../services/fines/import-fines.ts';
import { pullFines } from '../../services/fines/pull-fines.ts';

/** A 1x1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const uin = (n: number) => `188101592301010${String(n).padStart(5, '0')}`;

function fine(n: number, over: Record<string, unknown> = {}) {
  return {
    uin: uin(n),
    date: '2025-03-01T09:15:00Z',
    sums: { total: 150000, discount: 75000, discountUntil: '2025-03-21T09:15:00Z' },
    grz: 'A123BC159',
    place: { text: 'ул. Ленина, 50', zone: '101', lat: 58.01, lon: 56.25 },
    type: 'ст. 8.30 КоАП ПК',
    provider: 'Административная комиссия',
    status: 'issued',
    ...over,
  };
}

/** The fines source stand-in: answers whatever `body` holds now. */
let body = '[]';
let contentType = 'application/json';
let hits = 0;
let server: Server;
let sourceUrl = '';
let t: TestApp;
let city: CityContext;
let alice = '';
let bob = '';
let aliceId = 0;

const importJson = (rows: unknown, lang: 'ru' | 'en' = 'en') =>
  importFines(city, { format: 'json', text: JSON.stringify(rows) }, { lang });

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits += 1;
    res.writeHead(200, { 'content-type': contentType }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sourceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fines/{city}`;
  t = await buildTestApp({ env: { FINES_SOURCE_URL: sourceUrl, FINES_PULL_INTERVAL_SECONDS: '1' } });
  city = await cityOf(t.app);
  const a = freshDriver('alice');
  alice = await registerDriver(t.app, a);
  bob = await registerDriver(t.app, freshDriver('bob'));
  aliceId = await userIdOf(t.app, a.email);
  await city.query(`INSERT INTO vehicles (user_id, plate, number_format) VALUES ($1, 'А123ВС159', 'rus')`, [
    aliceId,
  ]);
  await city.query(`INSERT INTO user_documents (user_id, type, number) VALUES ($1, 'STS', '59АВ123456')`, [
    aliceId,
  ]);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('fines import', () => {
  it('imports a JSON file, then re-importing a uin updates it', async () => {
    const first = FineImportReportSchema.parse(await importJson([fine(1, { picture: PNG }), fine(2)]));
    expect(first).toMatchObject({ accepted: true, rows: 2, created: 2, updated: 0, problems: [] });
    const again = await importJson([
      fine(1, { status: 'Sent-To-Bailiffs', sums: { total: 150000, paid: 1000 } }),
    ]);
    expect(again).toMatchObject({ accepted: true, created: 0, updated: 1 });
    const { rows } = await city.query(`SELECT status, paid_kopecks FROM fines WHERE uin = $1`, [uin(1)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sentToBailiffs' });
    expect(Number(rows[0]!.paid_kopecks)).toBe(1000);
  });

  it('rejects a file with a bad field in row 3 and imports nothing', async () => {
    const before = (await city.query('SELECT count(*)::int AS n FROM fines')).rows[0]!.n;
    const report = await importJson(
      [fine(10), fine(11), fine(12, { sums: { total: 'много' } }), fine(13)],
      'ru',
    );
    expect(report.accepted).toBe(false);
    expect(report.problems).toEqual([
      expect.objectContaining({ row: 3, field: 'sums.total', problem: 'ItNeedToBeANumber' }),
    ]);
    expect((await city.query('SELECT count(*)::int AS n FROM fines')).rows[0]!.n).toBe(before);
  });

  it('reports bad JSON, a duplicate uin and a picture that is no image', async () => {
    expect((await importFines(city, { format: 'json', text: '[{' }, { lang: 'en' })).problems).toEqual([
      expect.objectContaining({ row: 0, field: '', problem: 'InvalidFormat' }),
    ]);
    expect((await importJson({ nope: 1 })).accepted).toBe(false);
    const dup = await importJson([fine(20), fine(20)]);
    expect(dup.problems).toEqual([
      expect.objectContaining({ row: 2, field: 'uin', problem: 'FineUinDuplicate' }),
    ]);
    const pic = await importJson([fine(21, { picture: Buffer.from('not an image').toString('base64') })]);
    expect(pic.problems).toEqual([
      expect.objectContaining({ row: 1, field: 'picture', problem: 'FinePictureInvalid' }),
    ]);
    const missing = await importJson([{ uin: uin(22) }]);
    expect(missing.problems.map((p) => p.field)).toEqual(
      expect.arrayContaining(['date', 'sums', 'grz', 'place', 'type', 'provider', 'status']),
    );
  });

  it('imports CSV; a bad CSV or a bad cell is reported by row and column', async () => {
    const header = 'uin,date,total,grz,place,zone,type,provider,status,sts';
    const ok = `${header}\n${uin(30)},2025-03-02T10:00:00+05:00,50000,В777ОР59,"Комсомольский пр., 1",102,ст. 8.30,Комиссия,paid,59 ав 123456\n`;
    expect(await importFines(city, { format: 'csv', text: ok }, { lang: 'en' })).toMatchObject({
      accepted: true,
      created: 1,
    });
    const badCell = `${header}\n${uin(31)},2025-03-02T10:00:00,50000,В777ОР59,x,,t,p,paid,`;
    expect((await importFines(city, { format: 'csv', text: badCell }, { lang: 'en' })).problems).toEqual([
      expect.objectContaining({ row: 1, field: 'date', problem: 'InvalidFormat' }),
    ]);
    const broken = `${header}\n"${uin(32)},unterminated`;
    const r = await importFines(city, { format: 'csv', text: broken }, { lang: 'en' });
    expect(r.accepted).toBe(false);
    const noColumn = await importFines(city, { format: 'csv', text: 'uin,date\n1,2' }, { lang: 'en' });
    expect(noColumn.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ row: 0, field: 'grz' })]),
    );
    expect(
      (await city.query('SELECT count(*)::int AS n FROM fines WHERE uin IN ($1, $2)', [uin(31), uin(32)]))
        .rows[0]!.n,
    ).toBe(0);
  });
});

describe('fines/v1 and fineimage/v1', () => {
  it('lists the fines of the driver by plate and by STS, newest first, with coverage', async () => {
    await importJson([
      fine(40, { grz: 'Х001ХХ59', sts: '59АВ123456', date: '2025-04-01T06:00:00Z' }),
      fine(41, { date: '2025-04-02T06:00:00Z', place: { text: 'ул. Ленина', zone: '101' } }),
      fine(42, { date: '2025-04-03T06:00:00Z', place: { text: 'ул. Ленина', zone: '103' } }),
    ]);
    // a paid session of the plate in zone 101 covering fine 41; a subscription for zone 103 covering fine 42
    await city.query(
      `INSERT INTO parking_sessions (user_id, kind, status, zone, plate, category, number_format, starts_at, ends_at,
         duration_minutes, payment_method)
       VALUES ($1, 'payment', 'finished', '101', 'А123ВС159', 'B', 'rus', '2025-04-02T05:30:00Z', '2025-04-02T07:00:00Z', 90, 'balance')`,
      [aliceId],
    );
    await city.query(
      `INSERT INTO benefits (user_id, type, variation, zones, plate, sale, status, starts_at, ends_at, days)
       VALUES ($1, 'subscription', 'Абонемент на месяц', ARRAY['103'], 'А123ВС159', 100, 'active',
         '2025-04-01T00:00:00Z', '2025-05-01T00:00:00Z', 30)`,
      [aliceId],
    );
    const res = await send(t.app, 'GET', '/api/finesstorage/fines/v1', alice);
    expect(res.status).toBe(200);
    const answer = FinesAnswerSchema.parse(res.body);
    const byUin = new Map(answer.result.map((f) => [f.uin, f]));
    expect(answer.count).toBe(answer.result.length);
    expect(answer.result.slice(0, 3).map((f) => f.uin)).toEqual([uin(42), uin(41), uin(40)]);
    expect(byUin.get(uin(40))).toMatchObject({ grz: 'Х001ХХ59', sts: '59АВ123456', coverage: null });
    expect(byUin.get(uin(41))!.coverage).toMatchObject({
      kind: 'session',
      zone: '101',
      from: '02.04.2025 10:30',
    });
    expect(byUin.get(uin(42))!.coverage).toMatchObject({
      kind: 'subscription',
      zone: '103',
      grz: 'А123ВС159',
    });
    // Perm is UTC+5: 09:15Z is 14:15 there
    expect(byUin.get(uin(1))).toMatchObject({
      date: '01.03.2025 14:15',
      fineStatus: 'sentToBailiffs',
      statusColor: 'red',
      hasPicture: true,
      pictureUrl: `api/finesstorage/fineimage/v1?uin=${uin(1)}`,
    });
    // another plate, the driver's STS document (typed lower-case with spaces in the CSV)
    expect(byUin.get(uin(30))).toMatchObject({
      grz: 'В777ОР59',
      statusColor: 'green',
      date: '02.03.2025 10:00',
    });
  });

  it('answers the picture once per fine, and never to another driver', async () => {
    const url = `/api/finesstorage/fineimage/v1?uin=${uin(1)}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${alice}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${alice}`, 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const other = await send(t.app, 'GET', url, bob);
    expect(other).toMatchObject({ status: 404, body: { status: 'error', errorName: 'FineNotFound' } });
    expect((await send(t.app, 'GET', '/api/finesstorage/fines/v1', bob)).body).toMatchObject({
      count: 0,
      result: [],
    });
    expect(
      (await send(t.app, 'GET', `/api/finesstorage/fineimage/v1?uin=${uin(2)}`, alice)).body.errorName,
    ).toBe('FinePictureNotFound');
  });

  it('answers bad input and no token with an envelope, never a 500', async () => {
    for (const q of ['', '?uin=', '?uin=abc', '?uin[]=1', `?uin=${'9'.repeat(400)}`]) {
      const res = await send(t.app, 'GET', `/api/finesstorage/fineimage/v1${q}`, alice);
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('error');
    }
    expect((await send(t.app, 'GET', '/api/finesstorage/fines/v1', null)).status).toBe(401);
    expect((await send(t.app, 'GET', '/api/finesstorage/fines/v1', 'nonsense')).status).toBe(401);
  });
});

describe('the fines source pull', () => {
  it('pulls from an HTTP source (a local stand-in) on its own and by hand', async () => {
    body = JSON.stringify({
      fines: [fine(50, { grz: 'А123ВС159', picture: `data:image/png;base64,${PNG}` })],
    });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { rows } = await city.query('SELECT 1 FROM fines WHERE uin = $1', [uin(50)]);
      if (rows.length > 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await city.query('SELECT source FROM fines WHERE uin = $1', [uin(50)])).rows).toEqual([
      { source: 'http' },
    ]);
    contentType = 'text/csv';
    body = `uin,date,total,grz,place,type,provider,status\n${uin(51)},2025-05-01T00:00:00Z,1000,А123ВС159,x,t,p,issued\n`;
    const report = await pullFines(city, httpFinesSource({ url: sourceUrl }));
    expect(report).toMatchObject({ accepted: true, format: 'csv', created: 1 });
    body = 'uin,date\n';
    expect((await pullFines(city, httpFinesSource({ url: sourceUrl }))).accepted).toBe(false);
    expect(hits).toBeGreaterThan(2);
    await expect(pullFines(city, httpFinesSource({ url: 'http://127.0.0.1:1/none' }))).rejects.toThrow(
      /unreachable/,
    );
  }, 20_000);
});
