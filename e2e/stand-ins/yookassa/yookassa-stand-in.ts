import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { checkoutPage } from './yookassa-checkout-page.ts';
import { YooKassaLedger } from './yookassa-ledger.ts';
import { Notifier } from './yookassa-notifier.ts';
import { errorBody, fail, isApiError, type ApiError } from './yookassa-objects.ts';
import { listPage } from './yookassa-lists.ts';

export { GOOD_CARD, POOR_CARD } from './yookassa-ledger.ts';

export interface YooKassaStandInOptions {
  /** The shops it serves (HTTP Basic shopId:secretKey). */
  shops: { shopId: string; secretKey: string }[];
  /**
   * The dashboard's "HTTP-уведомления" URL: one for every shop, or per shop; null or absent:
   * no notifications. Settable later with setNotificationUrl.
   */
  notificationUrl?: string | ((shopId: string) => string | null);
  /** Delays between notification attempts (YooKassa keeps trying for 24 hours). */
  retryDelaysMs?: number[];
  /** A payment not confirmed within this is canceled (expired_on_confirmation); default 1 hour. */
  confirmWithinMs?: number;
  /** A held payment not captured within this is canceled (expired_on_capture); default 7 days. */
  captureWithinMs?: number;
  host?: string;
  /** 0: any free port. */
  port?: number;
}

export interface YooKassaStandIn {
  /** http://host:port: the hosted pages (/checkout/<id>) live here. */
  url: string;
  /** YOOKASSA_API_URL for the server under test: `${url}/v3`. */
  apiUrl: string;
  ledger: YooKassaLedger;
  /** drop / duplicate / reorder (hold, then release()) / amountDelta, and what was delivered. */
  notifier: Notifier;
  setNotificationUrl(url: YooKassaStandInOptions['notificationUrl']): void;
  /** For mounting on a shared server: answers when the request is the stand-in's, else false. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  void response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body));

const sendError = (response: ServerResponse, e: ApiError) => json(response, e.status, errorBody(e));

async function textOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** The shop of a Basic Authorization header, or null when the id or key is wrong. */
function shopOf(header: string | undefined, shops: YooKassaStandInOptions['shops']): string | null {
  const m = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  const shop = shops.find((s) => s.shopId === decoded.slice(0, at) && s.secretKey === decoded.slice(at + 1));
  return shop ? shop.shopId : null;
}

/**
 * YooKassa API v3 in one process (yookassa.ru/developers/api): payments (create with a receipt,
 * get, list, capture, cancel), refunds (create with a refund receipt, get, list), receipts
 * (list), HTTP Basic shopId:secretKey (401 invalid_credentials otherwise), Idempotence-Key on
 * every POST (required; the same key and body answer the first object again; another body with
 * the same key is refused), errors as {type:"error", id, code, description, parameter}; the
 * hosted confirmation page; unsigned notifications retried until answered 200. In memory.
 */
export function createYooKassaStandIn(
  options: YooKassaStandInOptions & { publicUrl: string },
): YooKassaStandIn {
  let urlOf = options.notificationUrl;
  const notifier = new Notifier({
    urlOf: (shopId) => (typeof urlOf === 'function' ? urlOf(shopId) : (urlOf ?? null)),
    retryDelaysMs: options.retryDelaysMs ?? [1_000, 5_000, 30_000, 60_000, 300_000],
  });
  const ledger = new YooKassaLedger(notifier, {
    confirmWithinMs: options.confirmWithinMs ?? 60 * 60_000,
    captureWithinMs: options.captureWithinMs ?? 7 * 24 * 60 * 60_000,
  });
  const expiry = setInterval(() => ledger.expireDue(), 1_000);
  expiry.unref();
  const remembered = new Map<string, { hash: string; body: unknown }>();
  const standIn: YooKassaStandIn = {
    url: options.publicUrl,
    apiUrl: `${options.publicUrl}/v3`,
    ledger,
    notifier,
    setNotificationUrl: (url) => void (urlOf = url),
    handle(request, response) {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (url.pathname.startsWith('/checkout/')) void checkout(request, response, url);
      else if (url.pathname === '/v3' || url.pathname.startsWith('/v3/')) void api(request, response, url);
      else return false;
      return true;
    },
    close: async () => {
      clearInterval(expiry);
      notifier.close();
    },
  };

  async function checkout(request: IncomingMessage, response: ServerResponse, url: URL) {
    const id = decodeURIComponent(url.pathname.slice('/checkout/'.length));
    const stored = ledger.payments.get(id);
    if (!stored)
      return void response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Платёж не найден');
    if (request.method === 'POST') {
      const form = new URLSearchParams(await textOf(request));
      const decision = form.get('decision') === 'pay' ? 'pay' : 'refuse';
      ledger.decide(id, decision, form.get('card') ?? undefined);
      const back = stored.object.confirmation?.return_url ?? '/';
      return void response.writeHead(303, { location: back }).end();
    }
    ledger.expireDue();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(stored.object));
  }

  async function api(request: IncomingMessage, response: ServerResponse, url: URL) {
    const shopId = shopOf(request.headers.authorization, options.shops);
    const text = await textOf(request);
    if (!shopId)
      return sendError(
        response,
        fail(401, 'invalid_credentials', 'Login or password is incorrect', 'Authorization'),
      );
    const path = url.pathname.slice('/v3'.length).replace(/\/+$/, '');
    if (request.method === 'GET') return json(response, ...read(shopId, path, url.searchParams));
    if (request.method !== 'POST')
      return sendError(response, fail(405, 'invalid_request', 'Method not allowed'));
    const key = request.headers['idempotence-key'];
    if (typeof key !== 'string' || key.length === 0 || key.length > 64)
      return sendError(
        response,
        fail(
          400,
          'invalid_request',
          'Idempotence-Key header of 1 to 64 characters is required',
          'Idempotence-Key',
        ),
      );
    let body: Record<string, unknown>;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
    } catch {
      return sendError(response, fail(400, 'invalid_request', 'Request body is not a JSON object'));
    }
    const slot = `${shopId} ${path} ${key}`;
    const hash = createHash('sha256').update(text).digest('hex');
    const first = remembered.get(slot);
    if (first && first.hash !== hash)
      return sendError(
        response,
        fail(
          400,
          'invalid_request',
          'Idempotence key duplicated with another request body',
          'Idempotence-Key',
        ),
      );
    if (first) return json(response, 200, first.body);
    const answer = write(shopId, path, body);
    if (isApiError(answer)) return sendError(response, answer);
    remembered.set(slot, { hash, body: answer });
    json(response, 200, answer);
  }

  function write(shopId: string, path: string, body: Record<string, unknown>) {
    if (path === '/payments') return ledger.createPayment(shopId, body, options.publicUrl);
    const action = /^\/payments\/([^/]+)\/(capture|cancel)$/.exec(path);
    if (action)
      return action[2] === 'capture'
        ? ledger.capture(shopId, decodeURIComponent(action[1]!), body)
        : ledger.cancel(shopId, decodeURIComponent(action[1]!));
    if (path === '/refunds') return ledger.createRefund(shopId, body);
    return fail(404, 'not_found', 'Resource not found');
  }

  function read(shopId: string, path: string, query: URLSearchParams): [number, unknown] {
    const answer = (value: unknown): [number, unknown] =>
      isApiError(value) ? [value.status, errorBody(value)] : [200, value];
    const one = /^\/(payments|refunds)\/([^/]+)$/.exec(path);
    if (one?.[1] === 'payments') {
      const stored = ledger.payment(shopId, decodeURIComponent(one[2]!));
      return answer(isApiError(stored) ? stored : ledger.view(stored.object));
    }
    if (one?.[1] === 'refunds') {
      const stored = ledger.refunds.get(decodeURIComponent(one[2]!));
      return answer(
        stored?.shopId === shopId ? stored.object : fail(404, 'not_found', 'Refund not found', 'refund_id'),
      );
    }
    ledger.expireDue();
    const mine = <T extends object>(rows: Iterable<{ shopId: string; object: T }>) =>
      [...rows].filter((r) => r.shopId === shopId).map((r) => r.object);
    if (path === '/payments') return answer(listPage(mine(ledger.payments.values()), query, []));
    if (path === '/refunds') return answer(listPage(mine(ledger.refunds.values()), query, ['payment_id']));
    if (path === '/receipts') {
      const receipts = ledger.receipts
        .filter((r) => r.shopId === shopId)
        .map(({ shopId: _s, ...r }) => ({ ...r, created_at: r.registered_at }));
      return answer(listPage(receipts, query, ['payment_id', 'refund_id']));
    }
    return answer(fail(404, 'not_found', 'Resource not found'));
  }

  return standIn;
}

/** The stand-in on a port of its own. */
export async function startYooKassaStandIn(options: YooKassaStandInOptions): Promise<YooKassaStandIn> {
  const host = options.host ?? '127.0.0.1';
  let inner: YooKassaStandIn | null = null;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/health') return void response.writeHead(200).end('ok');
    if (!inner?.handle(request, response)) sendError(response, fail(404, 'not_found', 'Resource not found'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const standIn = createYooKassaStandIn({ ...options, publicUrl: `http://${host}:${port}` });
  inner = standIn;
  return {
    ...standIn,
    close: async () => {
      await standIn.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// `npx tsx e2e/stand-ins/yookassa/yookassa-stand-in.ts`: run until SIGINT or SIGTERM.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIn = await startYooKassaStandIn({
    shops: [
      {
        shopId: process.env.YOOKASSA_SHOP_ID ?? 'e2e-shop',
        secretKey: process.env.YOOKASSA_SECRET_KEY ?? 'test_e2e_secret_key',
      },
    ],
    // e.g. http://127.0.0.1:3000/c/perm/api/payment/webhook/yookassa
    notificationUrl: process.env.YOOKASSA_NOTIFICATION_URL || undefined,
    port: Number(process.env.YOOKASSA_STAND_IN_PORT ?? 8097),
    retryDelaysMs: [500, 2_000, 10_000, 30_000],
  });
  process.stdout.write(`YooKassa stand-in ready: YOOKASSA_API_URL=${standIn.apiUrl}\n`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
