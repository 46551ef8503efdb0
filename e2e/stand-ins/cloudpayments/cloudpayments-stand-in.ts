import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { deliver, type Delivery } from './notifier.ts';
import { WIDGET_SCRIPT } from './widget-script.ts';
import { type Behaviour, type Receipt, type Transaction, StandInLedger } from './stand-in-ledger.ts';

export type { Behaviour, Receipt, Transaction };

export interface CloudPaymentsStandInOptions {
  publicId: string;
  apiSecret: string;
  /** The site's notification URL, e.g. http://127.0.0.1:3000/c/perm/api/payment/webhook/cloudpayments. */
  notifyUrl: string;
  retryDelaysMs?: number[];
}

export interface CloudPaymentsStandIn {
  /** Answers the request when it is one of the stand-in's; false otherwise (to mount it on a shared server). */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  ledger: StandInLedger;
  /** Test switches: drop / duplicate / reorder notifications, a bad HMAC, a changed Pay amount. */
  behaviour: Behaviour;
  deliveries: Delivery[];
  /** Resolves once every notification started so far has been delivered (or given up). */
  settled(): Promise<void>;
  /** Where its pages are served (receipt links); set by the server that mounts it. */
  publicUrl: string;
  /** The site's notification URL, when it is known only after the stand-in started. */
  setNotifyUrl(url: string): void;
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  void response
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': '*',
    })
    .end(JSON.stringify(body));

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((request.headers['content-type'] ?? '').includes('json'))
    return JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * CloudPayments in one object (developers.cloudpayments.ru): the API methods the adapter calls
 * (HTTP Basic Public ID : API secret, answers {Success, Message, Model}; X-Request-ID replays the
 * first answer), the widget script and the charge it posts, the notifications (Check before the
 * charge, refused unless answered {"code":0}; then Pay or Fail, Refund, Receipt; signed, retried),
 * and a page per fiscal receipt. Everything is kept in memory.
 */
export function createCloudPaymentsStandIn(options: CloudPaymentsStandInOptions): CloudPaymentsStandIn {
  const behaviour: Behaviour = {
    drop: [],
    duplicate: false,
    reorder: false,
    badHmac: false,
    payAmountDelta: 0,
  };
  const deliveries: Delivery[] = [];
  const pending = new Set<Promise<unknown>>();
  const notifier = {
    notifyUrl: options.notifyUrl,
    apiSecret: options.apiSecret,
    retryDelaysMs: options.retryDelaysMs ?? [50, 200, 500, 1000],
  };
  const send = (event: Delivery['event'], params: Record<string, string>): Promise<Delivery> => {
    const delivery: Delivery = { event, params, attempts: [], code: null };
    deliveries.push(delivery);
    const sent = deliver(notifier, delivery, { badHmac: behaviour.badHmac });
    pending.add(sent);
    void sent.finally(() => pending.delete(sent));
    return sent;
  };
  /** The notifications after a charge or refund, with the test switches applied. */
  const announce = (events: { event: Delivery['event']; params: Record<string, string> }[]) => {
    let queue = events.filter(({ event }) => {
      const at = behaviour.drop.indexOf(event);
      if (at >= 0) behaviour.drop.splice(at, 1);
      return at < 0;
    });
    if (behaviour.reorder) queue = [...queue].reverse();
    if (behaviour.duplicate) queue = queue.flatMap((e) => [e, e]);
    const chain = queue.reduce<Promise<unknown>>(
      (previous, e) => previous.then(() => send(e.event, e.params)),
      Promise.resolve(),
    );
    // the whole chain counts as under way, so settled() does not return between two sends
    pending.add(chain);
    void chain.finally(() => pending.delete(chain));
  };
  const standIn: CloudPaymentsStandIn = {
    behaviour,
    deliveries,
    publicUrl: '',
    setNotifyUrl: (url) => void (notifier.notifyUrl = url),
    ledger: undefined as unknown as StandInLedger,
    settled: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    handle(request, response) {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const route = `${request.method} ${url.pathname}`;
      if (request.method === 'OPTIONS') {
        response
          .writeHead(204, {
            'access-control-allow-origin': '*',
            'access-control-allow-methods': 'POST, GET',
            // whatever the page's fetch asked to send (a browser may add its own headers)
            'access-control-allow-headers':
              request.headers['access-control-request-headers'] ?? 'content-type',
          })
          .end();
        return true;
      }
      if (route === 'GET /bundles/cloudpayments.js') {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(WIDGET_SCRIPT);
        return true;
      }
      const receiptPage = /^\/receipts\/([\w-]+)$/.exec(url.pathname);
      if (request.method === 'GET' && receiptPage) {
        const receipt = standIn.ledger.receipts.find((r) => r.id === receiptPage[1]);
        if (!receipt) return (void json(response, 404, { error: 'no such receipt' }), true);
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(standIn.ledger.receiptHtml(receipt));
        return true;
      }
      if (route === 'GET /__cloudpayments/receipts')
        return (void json(response, 200, standIn.ledger.receipts), true);
      if (route === 'GET /__cloudpayments/deliveries') return (void json(response, 200, deliveries), true);
      if (route === 'POST /__cloudpayments/behaviour') {
        void bodyOf(request).then((b) => json(response, 200, Object.assign(behaviour, b)));
        return true;
      }
      const api = API_ROUTES[url.pathname];
      if (request.method === 'POST' && url.pathname === '/widget/charge') {
        void bodyOf(request)
          .then((b) => standIn.ledger.charge(b, options.publicId, send, announce))
          .then((answer) => json(response, 200, answer))
          .catch((error: Error) => json(response, 400, { Success: false, Message: error.message }));
        return true;
      }
      if (request.method !== 'POST' || !api) return false;
      const expected = `Basic ${Buffer.from(`${options.publicId}:${options.apiSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return (void response.writeHead(401).end(), true);
      const requestId = request.headers['x-request-id'];
      void bodyOf(request)
        .then((b) =>
          standIn.ledger.replay(typeof requestId === 'string' ? requestId : undefined, () =>
            api(standIn.ledger, b, announce),
          ),
        )
        .then((answer) => json(response, 200, answer))
        .catch((error: Error) => json(response, 400, { Success: false, Message: error.message }));
      return true;
    },
  };
  standIn.ledger = new StandInLedger(() => standIn.publicUrl, behaviour);
  return standIn;
}

type Announce = Parameters<StandInLedger['refund']>[1];
const API_ROUTES: Record<
  string,
  (ledger: StandInLedger, body: Record<string, unknown>, announce: Announce) => unknown
> = {
  '/test': () => ({ Success: true, Message: 'ok' }),
  '/payments/find': (l, b) => l.find(b),
  '/v2/payments/find': (l, b) => l.find(b),
  '/payments/get': (l, b) => l.get(b),
  '/payments/list': (l, b) => l.list(b),
  '/v2/payments/list': (l, b) => l.list(b),
  '/payments/refund': (l, b, announce) => l.refund(b, announce),
};

/** The stand-in on its own port: `npx tsx e2e/stand-ins/cloudpayments/cloudpayments-stand-in.ts`. */
export async function startCloudPaymentsStandIn(
  options: CloudPaymentsStandInOptions & { port?: number; host?: string },
): Promise<{ standIn: CloudPaymentsStandIn; url: string; close: () => Promise<void> }> {
  const standIn = createCloudPaymentsStandIn(options);
  const server = createServer((request, response) => {
    if (request.url === '/health') return void response.writeHead(200).end('ok');
    if (!standIn.handle(request, response)) json(response, 404, { Success: false, Message: 'Not found' });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  standIn.publicUrl = url;
  return {
    standIn,
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = await startCloudPaymentsStandIn({
    port: Number(process.env.CLOUDPAYMENTS_STAND_IN_PORT ?? 8097),
    publicId: process.env.CLOUDPAYMENTS_PUBLIC_ID ?? 'pk_standin',
    apiSecret: process.env.CLOUDPAYMENTS_API_SECRET ?? 'standin-api-secret',
    notifyUrl:
      process.env.CLOUDPAYMENTS_NOTIFY_URL ??
      'http://127.0.0.1:3000/c/perm/api/payment/webhook/cloudpayments',
  });
  process.stdout.write(
    `CloudPayments stand-in: CLOUDPAYMENTS_API_URL=${started.url} CLOUDPAYMENTS_WIDGET_URL=${started.url}/bundles/cloudpayments.js\n`,
  );
  const stop = () => void started.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
