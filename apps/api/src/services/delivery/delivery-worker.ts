import type { FastifyBaseLogger } from 'fastify';
import type { CityContext } from '../../config/city-context.ts';
import { claimDueMessages } from '../../db/outbox/claim-due-messages.ts';
import { outboxAttachmentRows } from '../../db/outbox/outbox-attachment-rows.ts';
import { markMessageFailed } from '../../db/outbox/mark-message-failed.ts';
import { markMessageSent } from '../../db/outbox/mark-message-sent.ts';
import { releaseMessage } from '../../db/outbox/release-message.ts';
import { scheduleMessageRetry } from '../../db/outbox/schedule-message-retry.ts';
import type { OutboxRow } from '../../db/schema/outbox.ts';
import type { Transports } from './create-transports.ts';
import { onDeliveryNudge } from './delivery-nudge.ts';
import { DEFAULT_DELIVERY_TIMING, retryDelayMs, type DeliveryTiming } from './delivery-timing.ts';
import { maskRecipient } from './mask-recipient.ts';
import { PermanentDeliveryError } from './permanent-delivery-error.ts';
import { blankSecretVars, scrubSecrets } from './secret-vars.ts';
import { renderMessage } from './templates/render-message.ts';

export interface DeliveryWorkerOptions {
  /** The city databases open right now. The worker never opens a city by itself. */
  cities: () => CityContext[];
  /** Owned by the worker from now on: closed by stop(). */
  transports: Transports;
  log: FastifyBaseLogger;
  /** For links in messages. */
  publicUrl: string;
  timing?: Partial<DeliveryTiming>;
}

export interface DeliveryWorker {
  /** Look for due messages now. */
  poke(): void;
  /** Stops claiming, cuts sends in flight short (their rows go back to the queue), closes transports. */
  stop(): Promise<void>;
}

/** A nudge comes before the enqueuing transaction commits, so look soon and then a bit later. */
const AFTER_NUDGE_MS = [15, 250];

/**
 * Sends the outbox of every open city. Each scan claims due rows (see claimDueMessages), and each
 * claimed row is sent on its own, so one hanging gateway request holds up only its own message;
 * a finished send frees room and triggers the next scan. Delivery is at-least-once: a crash
 * between the other side accepting a message and the row being marked sent leaves the row
 * `sending` until its lease runs out, and then it is sent again. Sending never runs inside a
 * request: enqueueMessage only inserts and nudges.
 */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const timing: DeliveryTiming = { ...DEFAULT_DELIVERY_TIMING, ...options.timing };
  const { transports, log } = options;
  const stopping = new AbortController();
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let scanning: Promise<void> | null = null;
  let scanAgain = false;
  let firstCity = 0;

  function errorText(error: unknown, row: OutboxRow): string {
    const message = error instanceof Error ? error.message : String(error);
    const scrubbed = scrubSecrets(message, row.vars).split(row.recipient).join(maskRecipient(row.recipient));
    return scrubbed.slice(0, 500);
  }

  async function deliver(city: CityContext, row: OutboxRow): Promise<void> {
    const attempt = row.attempts;
    const facts = { city: city.config.city, outboxId: row.id, channel: row.channel, attempt };
    const transport = transports[row.channel];
    try {
      // only e-mails carry files; one indexed lookup per message
      const attachments = row.channel === 'email' ? await outboxAttachmentRows.of(city.db, row.id) : [];
      const rendered = renderMessage(
        { ...row, attachments },
        {
          cityName: city.config.nameForShow[row.lang],
          timeZone: city.config.timeZone,
          publicUrl: options.publicUrl,
        },
      );
      const deadline = AbortSignal.timeout(timing.sendTimeoutMs * 3);
      const signal = AbortSignal.any([stopping.signal, deadline]);
      signal.throwIfAborted();
      // The race is for transports that ignore the signal: the worker must not wait on them.
      await Promise.race([
        transport.deliver(rendered, { db: city.db, outboxId: row.id, signal }),
        new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
        ),
      ]);
      const ours = await markMessageSent(city.db, row.id, attempt, blankSecretVars(row.vars));
      log.info({ ...facts, via: transport.name, ours }, 'message sent');
    } catch (error) {
      if (stopping.signal.aborted) {
        await releaseMessage(city.db, row.id, attempt).catch(() => undefined);
        return;
      }
      const reason = errorText(error, row);
      const delay = error instanceof PermanentDeliveryError ? null : retryDelayMs(attempt, timing);
      if (delay === null) {
        await markMessageFailed(city.db, row.id, attempt, reason, blankSecretVars(row.vars));
        log.error({ ...facts, to: maskRecipient(row.recipient), reason }, 'message failed for good');
      } else {
        await scheduleMessageRetry(city.db, row.id, attempt, delay, reason);
        log.warn(
          { ...facts, to: maskRecipient(row.recipient), reason, retryInMs: delay },
          'message will be retried',
        );
      }
    }
  }

  function track(city: CityContext, row: OutboxRow): void {
    const running = deliver(city, row)
      .catch((error: unknown) => {
        // The bookkeeping itself failed (database gone?): the row stays `sending` until its lease
        // runs out and is then picked up again.
        log.error({ city: city.config.city, outboxId: row.id, err: error }, 'outbox update failed');
      })
      .finally(() => {
        inFlight.delete(running);
        scan();
      });
    inFlight.add(running);
  }

  async function scanOnce(): Promise<void> {
    const cities = options.cities();
    // Start from a different city each time so a busy one cannot keep the others waiting.
    firstCity = cities.length > 0 ? (firstCity + 1) % cities.length : 0;
    for (let i = 0; i < cities.length; i++) {
      const city = cities[(firstCity + i) % cities.length]!;
      const room = timing.concurrency - inFlight.size;
      if (room <= 0 || stopping.signal.aborted) return;
      try {
        const rows = await claimDueMessages(city.db, room, timing.leaseMs);
        for (const row of rows) track(city, row);
      } catch (error) {
        log.warn({ city: city.config.city, err: error }, 'outbox scan failed');
      }
    }
  }

  function scan(): void {
    if (stopping.signal.aborted) return;
    if (scanning) {
      scanAgain = true;
      return;
    }
    scanning = (async () => {
      do {
        scanAgain = false;
        await scanOnce();
      } while (scanAgain && !stopping.signal.aborted);
    })().finally(() => {
      scanning = null;
    });
  }

  function later(ms: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      scan();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  const poll = setInterval(scan, timing.pollMs);
  poll.unref();
  const unsubscribe = onDeliveryNudge(() => AFTER_NUDGE_MS.forEach(later));
  scan();

  return {
    poke: scan,
    stop: async () => {
      if (stopping.signal.aborted) return;
      stopping.abort(new Error('delivery worker stopped'));
      clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      unsubscribe();
      await scanning;
      await Promise.allSettled([...inFlight]);
      const closing = new Set(Object.values(transports));
      await Promise.allSettled([...closing].map((t) => t.close?.()));
    },
  };
}
