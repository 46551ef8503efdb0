import type { FastifyBaseLogger } from 'fastify';
import { messageAttempts } from '../../../db/reminders/push-fallback-rows.ts';
import { pushSubscriptionRows } from '../../../db/reminders/push-subscription-rows.ts';
import { OutboundRefusedError } from '../../../integrations/outbound/safe-fetch.ts';
import { PermanentDeliveryError } from '../permanent-delivery-error.ts';
import type { Transport } from '../transport.ts';
import { fallBackFromPush } from './push-fallback.ts';
import { sendPush } from './push-sender.ts';
import { vapidDetailsOf, type VapidEnv } from './vapid-keys.ts';

export interface PushTransportOptions {
  env: VapidEnv & { OUTBOUND_ALLOW_HOSTS: readonly string[] };
  log: FastifyBaseLogger;
  sendTimeoutMs: number;
  /** The worker's attempts: on the last one a failing push falls back instead of failing. */
  maxAttempts: number;
  /** Extra trusted CA (PEM), for a test's https stand-in push service. */
  ca?: string;
}

/** A reminder is of no use an hour later: the push service may drop it after that. */
const TTL_SECONDS = 3600;

/**
 * The 'push' channel (issue 23): the message goes to every push subscription of the account
 * (the row's recipient). A subscription the push service says is gone (404, 410) or that points
 * at a non-public address is deleted. Delivered to at least one: done. None took it because
 * none is left or works: the message falls back to the driver's SMS or e-mail (push-fallback.ts).
 * A network error or 5xx/429 with nothing delivered: thrown, so the outbox retries, and on the
 * worker's last attempt it falls back too.
 */
export function createPushTransport(options: PushTransportOptions): Transport {
  const { env, log } = options;
  return {
    name: 'web-push',
    deliver: async (message, { db, outboxId, signal }) => {
      if (message.channel !== 'push') throw new PermanentDeliveryError('not a push message');
      const userId = Number(message.to);
      const subscriptions = await pushSubscriptionRows.of(db, userId);
      const vapid = await vapidDetailsOf(db, env);
      const payload = JSON.stringify({
        title: message.title,
        body: message.body,
        url: message.url,
        tag: message.tag,
      });
      let delivered = 0;
      let retryable: Error | null = null;
      for (const subscription of subscriptions) {
        try {
          const status = await sendPush(
            {
              endpoint: subscription.endpoint,
              keys: { p256dh: subscription.p256dh, auth: subscription.auth },
            },
            payload,
            {
              vapid,
              ttlSeconds: TTL_SECONDS,
              timeoutMs: options.sendTimeoutMs,
              signal,
              allowHosts: env.OUTBOUND_ALLOW_HOSTS,
              ...(options.ca ? { ca: options.ca } : {}),
            },
          );
          if (status >= 200 && status < 300) delivered += 1;
          else if (status === 404 || status === 410)
            await pushSubscriptionRows.removeById(db, subscription.id);
          else if (status >= 500 || status === 429) retryable = new Error(`push service answered ${status}`);
          else log.warn({ outboxId, status }, 'push service refused a message');
        } catch (error) {
          if (error instanceof OutboundRefusedError) {
            await pushSubscriptionRows.removeById(db, subscription.id);
            log.warn({ outboxId, reason: error.message }, 'push subscription dropped');
          } else {
            retryable = error instanceof Error ? error : new Error(String(error));
          }
        }
      }
      if (delivered > 0) return;
      signal.throwIfAborted();
      if (retryable && (await messageAttempts(db, outboxId)) < options.maxAttempts) throw retryable;
      const why = retryable ? `push failed: ${retryable.message}` : 'no working push subscription';
      const fallback = await fallBackFromPush(db, outboxId, userId, why);
      log.info({ outboxId, fallback }, 'push message fell back');
    },
  };
}
