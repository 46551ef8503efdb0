import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

// http_ece ships no types: the one call the stand-in makes, typed here
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

/** A subscription as a browser hands it over, with the private half the stand-in decrypts with. */
export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscription: string;
  /** The decrypted payload, parsed. */
  payload: { title: string; body: string; url: string; tag: string };
  ttl: string | undefined;
  /** The VAPID JWT's claims, verified against the k= key. */
  claims: { aud: string; exp: number; sub: string };
}

export interface PushServiceStandIn {
  origin: string;
  hostPort: string;
  /** The stand-in's self-signed certificate: trust it (PushTransportOptions.ca). */
  ca: string;
  /** A new browser subscription at this service. */
  subscribe(): StandInSubscription;
  /** What the subscription's endpoint answers from now on (201 by default; 410 = gone). */
  answer(endpoint: string, status: number): void;
  received: ReceivedPush[];
  /** Requests refused for a bad VAPID header or an undecryptable body. */
  rejected: string[];
  close(): Promise<void>;
}

function verifyVapid(header: string | undefined, origin: string): ReceivedPush['claims'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no vapid Authorization');
  const [jwt, k] = [match[1]!, match[2]!];
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('bad ES256 signature');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp * 1000 > Date.now()) || claims.exp * 1000 > Date.now() + 24 * 3600_000)
    throw new Error('bad exp');
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error('bad sub');
  return claims;
}

/**
 * A local web push service (test support) speaking RFC 8030 over https on 127.0.0.1: a POST to
 * a subscription's endpoint must carry a valid VAPID header (RFC 8292: `vapid t=<ES256 JWT for
 * this origin>, k=<the signing key>`) and an aes128gcm body (RFC 8188/8291) that decrypts with
 * the subscription's private key and auth secret; then it answers 201, or what answer() set.
 */
export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-stand-in-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const ca = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  const key = readFileSync(path.join(dir, 'key.pem'), 'utf8');
  rmSync(dir, { recursive: true, force: true });

  const browsers = new Map<string, { ecdh: ECDH; auth: string }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let origin = '';
  const server = https.createServer({ key, cert: ca }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const browser = browsers.get(id);
      if (req.method !== 'POST' || !browser) return void res.writeHead(404).end();
      const status = answers.get(id) ?? 201;
      if (status !== 201) return void res.writeHead(status).end();
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const claims = verifyVapid(req.headers.authorization, origin);
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth,
        });
        received.push({
          subscription: id,
          payload: JSON.parse(plain.toString('utf8')) as ReceivedPush['payload'],
          ttl: req.headers.ttl as string | undefined,
          claims,
        });
        res.writeHead(201, { location: `${origin}/message/${randomBytes(4).toString('hex')}` }).end();
      } catch (error) {
        rejected.push((error as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    hostPort: `127.0.0.1:${port}`,
    ca,
    received,
    rejected,
    subscribe: () => {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      browsers.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    answer: (endpoint, status) => answers.set(endpoint.split('/').pop()!, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
