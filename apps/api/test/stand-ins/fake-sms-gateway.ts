import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitForRecord } from './wait-for-record.ts';

export interface GatewayRecord {
  to: string;
  /** An SMS has text; a call has kind 'call' and the digits its caller ID ends in. */
  text?: string;
  kind?: 'call';
  code?: string;
  authorization: string | null;
  /** What the gateway answered: 200, 500 when told to fail, 400 for a malformed body, 0 when hung. */
  status: number;
  receivedAt: Date;
}

export interface FakeSmsGateway {
  /** Every request in arrival order, answered or not. */
  requests: GatewayRecord[];
  /** The accepted ones (status 200), oldest first. */
  delivered(): GatewayRecord[];
  /** The next `count` requests are answered 500. */
  failNext(count: number): void;
  /** While on, requests get no answer at all (the client's timeout has to save it). */
  hang(on: boolean): void;
  waitFor(match: (record: GatewayRecord) => boolean, timeoutMs?: number): Promise<GatewayRecord>;
  clear(): void;
  /** The request handler, for servers that add routes of their own (e2e stand-ins). */
  handle(request: IncomingMessage, response: ServerResponse): void;
}

export interface RunningSmsGateway extends FakeSmsGateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

function parse(body: string): Pick<GatewayRecord, 'to' | 'text' | 'kind' | 'code'> | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  const v = value as Record<string, unknown>;
  if (typeof v !== 'object' || v === null || typeof v.to !== 'string' || !/^\d{11}$/.test(v.to)) return null;
  if (v.kind === 'call') {
    return typeof v.code === 'string' && /^\d{4}$/.test(v.code)
      ? { to: v.to, kind: 'call', code: v.code }
      : null;
  }
  return typeof v.text === 'string' && v.text.length > 0 && v.kind === undefined
    ? { to: v.to, text: v.text }
    : null;
}

/**
 * A stand-in for the HTTP SMS gateway (README: "SMS gateway"): POST JSON {to, text} or
 * {to, kind:'call', code}, answers 200 {status:'ok'}. It checks the body the way a real gateway
 * would, so a malformed request from our adapter shows up as a 400, not as a delivered SMS.
 * With `token`, requests without `Authorization: Bearer <token>` get 401.
 */
export function createFakeSmsGateway(options: { token?: string } = {}): FakeSmsGateway {
  const requests: GatewayRecord[] = [];
  const waiters = new Set<() => void>();
  let failures = 0;
  let hanging = false;

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const authorization = request.headers.authorization ?? null;
      if (request.method !== 'POST') return answer(405, { status: 'error', error: 'POST only' });
      if (options.token && authorization !== `Bearer ${options.token}`) {
        return answer(401, { status: 'error', error: 'bad token' });
      }
      const parsed = parse(Buffer.concat(chunks).toString('utf8'));
      const record: GatewayRecord = {
        ...(parsed ?? { to: '' }),
        authorization,
        status: 200,
        receivedAt: new Date(),
      };
      requests.push(record);
      if (!parsed) record.status = 400;
      else if (hanging) record.status = 0;
      else if (failures > 0) {
        failures -= 1;
        record.status = 500;
      }
      for (const wake of waiters) wake();
      if (record.status === 0) return; // no answer, ever
      answer(record.status, record.status === 200 ? { status: 'ok' } : { status: 'error' });
    });
  };

  return {
    requests,
    delivered: () => requests.filter((r) => r.status === 200),
    failNext: (count) => {
      failures = count;
    },
    hang: (on) => {
      hanging = on;
    },
    waitFor: (match, timeoutMs = 10_000) =>
      waitForRecord(requests, waiters, match, timeoutMs, 'gateway request'),
    clear: () => {
      requests.length = 0;
    },
    handle,
  };
}

/** The fake gateway on its own HTTP server (127.0.0.1, a free port unless one is given). */
export async function startFakeSmsGateway(
  options: { port?: number; host?: string; token?: string } = {},
): Promise<RunningSmsGateway> {
  const gateway = createFakeSmsGateway(options);
  const server = createServer(gateway.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    ...gateway,
    url: `http://127.0.0.1:${port}/send`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
