import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { startSmtpCatcher, type CaughtMail } from '../../apps/api/test/stand-ins/smtp-catcher.ts';
import { createFakeSmsGateway, type GatewayRecord } from '../../apps/api/test/stand-ins/fake-sms-gateway.ts';
import { createFakeIdentityProvider } from '../../apps/api/test/stand-ins/fake-identity-provider.ts';
import { createCloudPaymentsStandIn } from './cloudpayments/cloudpayments-stand-in.ts';
import {
  CLOUDPAYMENTS_API_SECRET,
  CLOUDPAYMENTS_CITY,
  CLOUDPAYMENTS_PUBLIC_ID,
  YOOKASSA_CITY,
  YOOKASSA_SECRET_KEY,
  YOOKASSA_SHOP_ID,
} from './stand-ins-address.ts';
import { createYooKassaStandIn } from './yookassa/yookassa-stand-in.ts';

/** One received message as GET /messages lists it. */
export type StandInMessage =
  | {
      kind: 'email';
      to: string;
      from: string;
      subject: string;
      text: string;
      html: string;
      receivedAt: string;
    }
  | { kind: 'sms'; to: string; text: string; receivedAt: string }
  | { kind: 'call'; to: string; code: string; receivedAt: string };

export interface StandIns {
  /** SMTP_URL for the server under test. */
  smtpUrl: string;
  /** SMS_GATEWAY_URL for the server under test. */
  smsGatewayUrl: string;
  /** Base of GET /messages, /authorize, /info; EXTERNAL_AUTH_AUTHORIZE_URL is `${httpUrl}/authorize`. */
  httpUrl: string;
  close(): Promise<void>;
}

function asMessage(item: CaughtMail | GatewayRecord): StandInMessage[] {
  if ('subject' in item) {
    const { from, subject, text, html } = item;
    const receivedAt = item.receivedAt.toISOString();
    return item.to.map((to) => ({ kind: 'email' as const, to, from, subject, text, html, receivedAt }));
  }
  const receivedAt = item.receivedAt.toISOString();
  if (item.kind === 'call') return [{ kind: 'call', to: item.to, code: item.code ?? '', receivedAt }];
  return [{ kind: 'sms', to: item.to, text: item.text ?? '', receivedAt }];
}

/** An address matches itself in any case; a phone matches whatever way its digits are written. */
function sameRecipient(filter: string, to: string): boolean {
  if (filter.includes('@')) return filter.trim().toLowerCase() === to.toLowerCase();
  const digits = filter.replace(/\D/g, '');
  return digits.length > 0 && digits.slice(-10) === to.replace(/\D/g, '').slice(-10);
}

/**
 * The outside world of the journeys, in one small process: an SMTP server that keeps every mail
 * (port 2525), and on one HTTP port (8095) the SMS gateway (POST /send), the identity provider
 * (/authorize, /info), the card providers CloudPayments (its API, widget script and receipts) and
 * YooKassa (/v3, /checkout) notifying the server at `appUrl`, GET /messages?to=... listing everything received newest first
 * (journeys read codes there), DELETE /messages, and GET /health for start-up checks.
 */
export async function startStandIns(
  options: { smtpPort?: number; httpPort?: number; host?: string; smsToken?: string; appUrl?: string } = {},
): Promise<StandIns> {
  const host = options.host ?? '127.0.0.1';
  const smtp = await startSmtpCatcher({ port: options.smtpPort ?? 2525, host });
  const gateway = createFakeSmsGateway({ token: options.smsToken });
  const provider = createFakeIdentityProvider();
  const httpUrl = `http://${host}:${options.httpPort ?? 8095}`;
  // the card providers, each notifying the one city that pays through it (its dashboard setting)
  const appUrl = options.appUrl ?? 'http://127.0.0.1:8091';
  const cloudPayments = createCloudPaymentsStandIn({
    publicId: CLOUDPAYMENTS_PUBLIC_ID,
    apiSecret: CLOUDPAYMENTS_API_SECRET,
    notifyUrl: `${appUrl}/c/${CLOUDPAYMENTS_CITY}/api/payment/webhook/cloudpayments`,
  });
  cloudPayments.publicUrl = httpUrl;
  const yooKassa = createYooKassaStandIn({
    shops: [{ shopId: YOOKASSA_SHOP_ID, secretKey: YOOKASSA_SECRET_KEY }],
    notificationUrl: `${appUrl}/c/${YOOKASSA_CITY}/api/payment/webhook/yookassa`,
    retryDelaysMs: [500, 2_000, 10_000],
    publicUrl: httpUrl,
  });

  const listMessages = (url: URL, response: ServerResponse) => {
    const filter = url.searchParams.get('to');
    const all = [...smtp.mails, ...gateway.delivered()]
      .sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime())
      .flatMap(asMessage)
      .filter((m) => !filter || sameRecipient(filter, m.to));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(all));
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-ins');
    if (url.pathname === '/health') return void response.writeHead(200).end('ok');
    if (url.pathname === '/messages' && request.method === 'GET') return listMessages(url, response);
    if (url.pathname === '/messages' && request.method === 'DELETE') {
      smtp.clear();
      gateway.clear();
      return void response.writeHead(204).end();
    }
    if (provider.handle(request, response)) return;
    if (url.pathname === '/send') return gateway.handle(request, response);
    if (cloudPayments.handle(request, response) || yooKassa.handle(request, response)) return;
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.httpPort ?? 8095, host, () => resolve());
    });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  return {
    smtpUrl: `smtp://e2e:e2e@${host}:${smtp.port}`,
    smsGatewayUrl: `${httpUrl}/send`,
    httpUrl,
    close: async () => {
      await yooKassa.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await smtp.close();
    },
  };
}

// `npx tsx e2e/stand-ins/start-stand-ins.ts`: run until SIGINT or SIGTERM.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIns = await startStandIns({
    smtpPort: Number(process.env.STAND_INS_SMTP_PORT ?? 2525),
    httpPort: Number(process.env.STAND_INS_HTTP_PORT ?? 8095),
    smsToken: process.env.STAND_INS_SMS_TOKEN || undefined,
    appUrl: process.env.STAND_INS_APP_URL || undefined,
  });
  process.stdout.write(
    `stand-ins ready: SMTP_URL=${standIns.smtpUrl} SMS_GATEWAY_URL=${standIns.smsGatewayUrl} ` +
      `identity provider ${standIns.httpUrl}/authorize, messages ${standIns.httpUrl}/messages\n`,
  );
  const stop = () => void standIns.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
