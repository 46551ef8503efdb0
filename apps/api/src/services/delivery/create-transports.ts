import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { MessageChannel } from '../../db/schema/outbox.ts';
import { SmtpMailer } from '../../integrations/mail/smtp-mailer.ts';
import { HttpSmsGateway } from '../../integrations/sms/http-sms-gateway.ts';
import { devOutboxEnabled } from './dev-outbox-enabled.ts';
import { DevOutboxTransport } from './dev-outbox-transport.ts';
import { PermanentDeliveryError } from './permanent-delivery-error.ts';
import type { Transport } from './transport.ts';
import { createPushTransport } from './push/push-transport.ts';

export type Transports = Record<MessageChannel, Transport>;

/** Where a channel has nowhere to go: every message fails at once, with the reason in the row. */
function refusing(reason: string): Transport {
  return {
    name: 'none',
    deliver: async () => {
      throw new PermanentDeliveryError(reason);
    },
  };
}

/**
 * The way out for each channel: the configured SMTP server and SMS gateway, else the dev outbox
 * where it is allowed, else a refusal — so in production a missing setting shows up as failed
 * rows with a clear error, never as codes silently parked in a table nobody reads.
 */
export function createTransports(
  env: Pick<
    Env,
    | 'NODE_ENV'
    | 'DEV_OUTBOX'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'SMS_GATEWAY_URL'
    | 'SMS_GATEWAY_TOKEN'
    // issue 23 (helper REM): the push channel's keys and the stand-ins it may reach
    | 'VAPID_PUBLIC_KEY'
    | 'VAPID_PRIVATE_KEY'
    | 'VAPID_SUBJECT'
    | 'OUTBOUND_ALLOW_HOSTS'
  >,
  log: FastifyBaseLogger,
  sendTimeoutMs: number,
  /** The push channel's last attempt (DeliveryTiming.maxAttempts); a test's CA for its stand-in. */
  pushOptions: { maxAttempts: number; ca?: string } = { maxAttempts: 8 },
): Transports {
  const dev = devOutboxEnabled(env) ? new DevOutboxTransport(log) : null;
  let email: Transport;
  if (env.SMTP_URL) {
    const mailer = new SmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM, timeoutMs: sendTimeoutMs });
    email = {
      name: 'smtp',
      deliver: async (message, { signal }) => {
        if (message.channel !== 'email') throw new PermanentDeliveryError('not an e-mail');
        await mailer.send(message, signal);
      },
      close: () => mailer.close(),
    };
  } else {
    email = dev ?? refusing('e-mail is not configured: set SMTP_URL (the dev outbox is off here)');
  }
  let phone: Transport;
  if (env.SMS_GATEWAY_URL) {
    const gateway = new HttpSmsGateway({
      url: env.SMS_GATEWAY_URL,
      token: env.SMS_GATEWAY_TOKEN,
      timeoutMs: sendTimeoutMs,
    });
    phone = {
      name: 'sms-gateway',
      deliver: async (message, { signal }) => {
        if (message.channel === 'email') throw new PermanentDeliveryError('not an SMS or call');
        const request =
          message.channel === 'call'
            ? { to: message.to, kind: 'call' as const, code: message.code }
            : { to: message.to, text: message.text };
        await gateway.send(request, signal);
      },
    };
  } else {
    phone =
      dev ?? refusing('SMS and calls are not configured: set SMS_GATEWAY_URL (the dev outbox is off here)');
  }
  // issue 23 (helper REM): web push to the account's subscriptions, falling back to SMS/e-mail
  const push = createPushTransport({
    env,
    log,
    sendTimeoutMs,
    maxAttempts: pushOptions.maxAttempts,
    ...(pushOptions.ca ? { ca: pushOptions.ca } : {}),
  });
  return { email, sms: phone, call: phone, push };
}
