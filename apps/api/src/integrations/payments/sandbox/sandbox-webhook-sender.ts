import type { FastifyBaseLogger } from 'fastify';
import type { CityContext } from '../../../config/city-context.ts';
import { sandboxBankRows } from '../../../db/card-payments/sandbox-bank-rows.ts';
import type { SandboxBankPaymentRow } from '../../../db/schema/card-payments.ts';
import { signedWebhookHeaders } from '../webhook-signature.ts';
import { sandboxEventOf } from './sandbox-bank.ts';
import { DEFAULT_SANDBOX_TIMING, webhookRetryDelayMs, type SandboxTiming } from './sandbox-timing.ts';

export interface SandboxWebhookSenderOptions {
  /** The open city databases (the sender never opens one). */
  cities: () => CityContext[];
  secret: string;
  log: FastifyBaseLogger;
  timing?: Partial<SandboxTiming>;
}

/**
 * The sandbox bank's notifier: POSTs each decided payment's event to the shop's webhook URL,
 * signed, until the shop answers 2xx; otherwise again with exponential backoff, up to
 * maxAttempts. The event id stays the same on every attempt; the timestamp and signature are
 * fresh each time. Due notifications live in the table, so a restart resumes them.
 */
export class SandboxWebhookSender {
  private readonly timing: SandboxTiming;
  private readonly stopping = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: SandboxWebhookSenderOptions) {
    this.timing = { ...DEFAULT_SANDBOX_TIMING, ...options.timing };
  }

  start(): void {
    this.timer = setInterval(() => void this.scan(), this.timing.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopping.abort(new Error('sandbox sender stopped'));
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.inFlight]);
  }

  /** Sends one payment's notification now (right after the decision), if it is due. */
  notifyNow(city: CityContext, providerPaymentId: string): void {
    this.track(this.claimAndSend(city, providerPaymentId));
  }

  /** One pass over every open city; tests may await it. */
  async scan(): Promise<void> {
    for (const city of this.options.cities()) {
      if (this.stopping.signal.aborted) return;
      await this.claimAndSend(city);
    }
  }

  private track(work: Promise<void>): void {
    const running = work.finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  private async claimAndSend(city: CityContext, onlyId?: string): Promise<void> {
    try {
      const rows = await sandboxBankRows.claimDueWebhooks(city.db, 20, this.timing.leaseMs, onlyId);
      await Promise.all(rows.map((row) => this.send(city, row)));
    } catch (error) {
      if (!this.stopping.signal.aborted) {
        this.options.log.warn({ city: city.config.city, err: error }, 'sandbox webhook scan failed');
      }
    }
  }

  private async send(city: CityContext, row: SandboxBankPaymentRow): Promise<void> {
    const event = sandboxEventOf(row);
    const body = JSON.stringify(event);
    const facts = { city: city.config.city, payment: row.id, event: event.id, attempt: row.webhookAttempts };
    let failure: string;
    try {
      const answer = await fetch(row.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signedWebhookHeaders(this.options.secret, event.id, body),
        },
        body,
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(this.timing.timeoutMs)]),
      });
      await answer.arrayBuffer().catch(() => undefined);
      if (answer.ok) {
        await sandboxBankRows.webhookDelivered(city.db, row.id);
        this.options.log.info(facts, 'sandbox webhook delivered');
        return;
      }
      failure = `HTTP ${answer.status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (this.stopping.signal.aborted) return; // the lease runs out and the row comes back
    const delay = webhookRetryDelayMs(row.webhookAttempts, this.timing);
    await sandboxBankRows.webhookFailed(city.db, row.id, failure.slice(0, 300), delay);
    this.options.log.warn({ ...facts, failure, retryInMs: delay }, 'sandbox webhook not acknowledged');
  }
}
