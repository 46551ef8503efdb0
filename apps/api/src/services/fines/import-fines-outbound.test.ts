import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { CityContext } from '../../config/city-context.ts';
import { recordConnects } from '../../integrations/outbound/testing/connect-recorder.ts';
import {
  endlessBody,
  startStandIn,
  type StandIn,
} from '../../integrations/outbound/testing/stand-in-server.ts';
import { cityOf } from '../../../test/account-test-kit.ts';
import { createOperator } from '../operator/create-operator.ts';
import { importFines } from './import-fines.ts';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const uin = (n: number) => `188101592302020${String(n).padStart(5, '0')}`;
const fine = (n: number, picture: string) => ({
  uin: uin(n),
  date: '2025-03-01T09:15:00Z',
  sums: { total: 150000 },
  grz: 'A123BC159',
  place: 'ул. Ленина, 50',
  type: 'ст. 8.30 КоАП ПК',
  provider: 'ЦАФАП',
  status: 'issued',
  picture,
});

const guard = recordConnects();
let endless: ReturnType<typeof endlessBody> | undefined;
/** The allow-listed stand-in (OUTBOUND_ALLOW_HOSTS) and one that is not. */
let pictures: StandIn;
let other: StandIn;
let t: TestApp;
let city: CityContext;

beforeAll(async () => {
  other = await startStandIn((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG));
  pictures = await startStandIn((req, res) => {
    const loop = /^\/loop\/(\d+)$/.exec(req.url ?? '');
    if (req.url === '/pic.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else if (req.url === '/to-other') res.writeHead(302, { location: `${other.origin}/pic.png` }).end();
    else if (loop) res.writeHead(302, { location: `/loop/${Number(loop[1]) + 1}` }).end();
    else if (req.url === '/endless') endless = endlessBody(res, PNG.subarray(0, 16), 64 * 1024 * 1024);
    else res.writeHead(404).end();
  });
  t = await buildTestApp({ env: { OUTBOUND_ALLOW_HOSTS: pictures.hostPort } });
  city = await cityOf(t.app);
}, 120_000);

afterAll(async () => {
  guard.restore();
  await t?.close();
  await Promise.all([pictures?.close(), other?.close()]);
});

beforeEach(() => {
  guard.attempts.length = 0;
  pictures.hits = 0;
  other.hits = 0;
});

const importRows = (rows: unknown[], allowHosts?: string[]) =>
  importFines(city, { format: 'json', text: JSON.stringify(rows) }, { lang: 'en', allowHosts });
const pictureProblems = (rows: number[]) =>
  rows.map((row) => expect.objectContaining({ row, field: 'picture', problem: 'FinePictureInvalid' }));

describe('picture URLs in a fines import', () => {
  it('are refused on loopback, link-local and private addresses before any connection', async () => {
    const report = await importRows([
      fine(1, `${other.origin}/pic.png`),
      fine(2, 'http://[::1]/pic.png'),
      fine(3, 'http://169.254.169.254/latest/meta-data/'),
      fine(4, 'http://10.0.0.1/pic.png'),
    ]);
    expect(report).toMatchObject({ accepted: false, problems: pictureProblems([1, 2, 3, 4]) });
    const toPictures = guard.attempts.filter(
      (a) => a.port === other.port || ['::1', '169.254.169.254', '10.0.0.1'].includes(a.host),
    );
    expect(toPictures).toEqual([]);
    expect(other.hits).toBe(0);
  });

  it('reach an allow-listed stand-in, but not the loopback URL it redirects to', async () => {
    expect(await importRows([fine(10, `${pictures.origin}/pic.png`)], [pictures.hostPort])).toMatchObject({
      accepted: true,
      created: 1,
    });
    const { rows } = await city.query(
      'SELECT p.content_type FROM fine_pictures p JOIN fines f ON f.id = p.fine_id WHERE f.uin = $1',
      [uin(10)],
    );
    expect(rows).toEqual([{ content_type: 'image/png' }]);
    const redirected = await importRows([fine(11, `${pictures.origin}/to-other`)], [pictures.hostPort]);
    expect(redirected).toMatchObject({ accepted: false, problems: pictureProblems([1]) });
    expect(other.hits).toBe(0);
  });

  it('give up after 3 redirects', async () => {
    const report = await importRows([fine(12, `${pictures.origin}/loop/0`)], [pictures.hostPort]);
    expect(report).toMatchObject({ accepted: false, problems: pictureProblems([1]) });
    expect(pictures.hits).toBe(4);
  });

  it('stop downloading at 2 MB: an endless picture is cut and its connection closed', async () => {
    const report = await importRows([fine(13, `${pictures.origin}/endless`)], [pictures.hostPort]);
    expect(report).toMatchObject({ accepted: false, problems: pictureProblems([1]) });
    await endless!.closed;
    expect(endless!.closedEarly).toBe(true);
    expect(endless!.written).toBeLessThan(32 * 1024 * 1024);
  });

  it('through the operator route reach only the hosts in OUTBOUND_ALLOW_HOSTS', async () => {
    await createOperator(city, { login: 'outbound', password: 'outbound-secret-1', name: 'O.' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/operator/login',
      remoteAddress: '10.9.0.1',
      payload: { login: 'outbound', password: 'outbound-secret-1' },
    });
    const token = login.json<{ token: string }>().token;
    const send = (picture: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/operator/fines/import',
        remoteAddress: `10.9.0.${n}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { format: 'json', text: JSON.stringify([fine(n, picture)]) },
      });
    const allowed = await send(`${pictures.origin}/pic.png`, 20);
    expect(allowed.json()).toMatchObject({ status: 'ok', report: { accepted: true } });
    const refused = await send(`${other.origin}/pic.png`, 21);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorName: 'FineImportInvalid',
      report: { problems: pictureProblems([1]) },
    });
    expect(other.hits).toBe(0);
  });
});
