import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';
import { OutboundRefusedError, safeFetch } from './safe-fetch.ts';
import { recordConnects } from './testing/connect-recorder.ts';
import { endlessBody, startStandIn, type StandIn } from './testing/stand-in-server.ts';

const guard = recordConnects();
const open: StandIn[] = [];
const standIn = async (...args: Parameters<typeof startStandIn>) => {
  const s = await startStandIn(...args);
  open.push(s);
  return s;
};
const OPTIONS = { maxBytes: 1024, timeoutMs: 5_000 };

beforeAll(() => {
  guard.attempts.length = 0;
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});
afterAll(() => guard.restore());

const refusal = (reason: OutboundRefusedError['reason']) =>
  expect.objectContaining({ name: 'OutboundRefusedError', reason });

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '240.0.0.1',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::a00:1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    '2001:db8::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4010:c05::64'])(
    'lets %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('safeFetch', () => {
  it('refuses loopback, private, link-local and mapped literals before any connection', async () => {
    const local = await standIn((_req, res) => res.end('secret'));
    const urls = [
      `${local.origin}/`,
      'http://[::1]/',
      `http://[::ffff:127.0.0.1]:${local.port}/`,
      `http://0.0.0.0:${local.port}/`,
      'http://[::]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://100.64.0.1/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://2130706433/',
    ];
    guard.attempts.length = 0;
    for (const url of urls) await expect(safeFetch(url, OPTIONS), url).rejects.toEqual(refusal('address'));
    expect(guard.attempts).toEqual([]);
    expect(local.hits).toBe(0);
  });

  it('checks the address a name resolves to, and connects to that one only', async () => {
    const local = await standIn((_req, res) => res.end('secret'));
    await expect(safeFetch(`http://localhost:${local.port}/`, OPTIONS)).rejects.toEqual(refusal('address'));
    expect(local.hits).toBe(0);
  });

  it('refuses what is not http(s)', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.org/x', 'gopher://127.0.0.1/', 'not a url'])
      await expect(safeFetch(url, OPTIONS), url).rejects.toEqual(refusal('url'));
  });

  it('reaches an allow-listed host, and checks every redirect on its own', async () => {
    const target = await standIn((_req, res) => res.end('inner'));
    const first = await standIn((req, res) => {
      if (req.url === '/self') res.writeHead(302, { location: '/done' }).end();
      else if (req.url === '/done') res.end('ok');
      else res.writeHead(302, { location: `${target.origin}/` }).end();
    });
    const allowHosts = [first.hostPort];
    const ok = await safeFetch(`${first.origin}/self`, { ...OPTIONS, allowHosts });
    expect({ status: ok.status, body: ok.body.toString(), url: ok.url }).toEqual({
      status: 200,
      body: 'ok',
      url: `${first.origin}/done`,
    });
    await expect(safeFetch(`${first.origin}/away`, { ...OPTIONS, allowHosts })).rejects.toEqual(
      refusal('address'),
    );
    expect(target.hits).toBe(0);
    // a host entry without a port allows every port of that host
    const both = await safeFetch(`${first.origin}/away`, { ...OPTIONS, allowHosts: ['127.0.0.1'] });
    expect(both.body.toString()).toBe('inner');
  });

  it('follows at most 3 redirects', async () => {
    const loop = await standIn((req, res) => {
      const n = Number(req.url!.slice(1)) || 0;
      if (n >= 3) res.end('end');
      else res.writeHead(307, { location: `/${n + 1}` }).end();
    });
    const allowHosts = [loop.hostPort];
    expect((await safeFetch(`${loop.origin}/0`, { ...OPTIONS, allowHosts })).body.toString()).toBe('end');
    loop.hits = 0;
    const endless = await standIn((req, res) => res.writeHead(301, { location: `${req.url}x` }).end());
    await expect(
      safeFetch(`${endless.origin}/`, { ...OPTIONS, allowHosts: [endless.hostPort] }),
    ).rejects.toEqual(refusal('redirects'));
    expect(endless.hits).toBe(4);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    let closed = false;
    const big = await standIn((_req, res) => {
      res.on('close', () => (closed = !res.writableFinished));
      res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
      res.write(Buffer.alloc(1024));
    });
    await expect(safeFetch(`${big.origin}/`, { ...OPTIONS, allowHosts: [big.hostPort] })).rejects.toEqual(
      refusal('too-large'),
    );
    await expect.poll(() => closed).toBe(true);
  });

  it('stops reading an endless body at the limit and closes the connection', async () => {
    let body: ReturnType<typeof endlessBody> | undefined;
    const endless = await standIn((_req, res) => {
      body = endlessBody(res, Buffer.alloc(0), 64 * 1024 * 1024);
    });
    await expect(
      safeFetch(`${endless.origin}/`, {
        maxBytes: 256 * 1024,
        timeoutMs: 5_000,
        allowHosts: [endless.hostPort],
      }),
    ).rejects.toEqual(refusal('too-large'));
    await body!.closed;
    expect(body!.closedEarly).toBe(true);
    expect(body!.written).toBeLessThan(32 * 1024 * 1024);
  });
});
