import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  endlessBody,
  startStandIn,
  type StandIn,
} from '../../integrations/outbound/testing/stand-in-server.ts';
import { FinesSourceError, httpFinesSource } from './http-fines-source.ts';

let endless: ReturnType<typeof endlessBody> | undefined;
/** The configured source (FINES_SOURCE_URL, trusted config) and another local server that is not. */
let source: StandIn;
let other: StandIn;

beforeAll(async () => {
  other = await startStandIn((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('[]'),
  );
  source = await startStandIn((req, res) => {
    if (req.url === '/fines/perm') res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    else if (req.url === '/moved/perm') res.writeHead(302, { location: '/fines/perm' }).end();
    else if (req.url === '/away/perm') res.writeHead(302, { location: `${other.origin}/fines/perm` }).end();
    else if (req.url === '/endless/perm') endless = endlessBody(res, Buffer.from('['), 64 * 1024 * 1024);
    else res.writeHead(404).end();
  });
});
afterAll(async () => {
  await Promise.all([source?.close(), other?.close()]);
});
beforeEach(() => {
  other.hits = 0;
});

describe('the HTTP fines source', () => {
  it('reaches its configured host even on loopback, and follows a redirect on that host', async () => {
    for (const path of ['fines', 'moved'])
      expect(await httpFinesSource({ url: `${source.origin}/${path}/{city}` }).fetch('perm')).toEqual({
        format: 'json',
        text: '[]',
      });
  });

  it('refuses a redirect to another loopback address', async () => {
    const pull = httpFinesSource({ url: `${source.origin}/away/{city}` }).fetch('perm');
    await expect(pull).rejects.toBeInstanceOf(FinesSourceError);
    await expect(pull).rejects.toThrow(/address/);
    expect(other.hits).toBe(0);
  });

  it('stops reading an endless answer at its size limit and closes the connection', async () => {
    const pull = httpFinesSource({ url: `${source.origin}/endless/{city}`, maxBytes: 1024 * 1024 }).fetch(
      'perm',
    );
    await expect(pull).rejects.toThrow(/too large/);
    await endless!.closed;
    expect(endless!.closedEarly).toBe(true);
    expect(endless!.written).toBeLessThan(32 * 1024 * 1024);
  });
});
