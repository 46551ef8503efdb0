/**
 * YooKassa's HTTP notifications: POST {type:"notification", event, object} (unsigned) to the
 * shop's notification URL, repeated until it answers 200 (the real service keeps trying for 24
 * hours; here a list of delays). Test switches: drop the next notification of an event, send each
 * twice, hold them back and let them go in reverse order, or change the amount in the body (the
 * API object keeps the true amount: the shop must ask the API).
 */

export interface Delivery {
  shopId: string;
  event: string;
  objectId: string;
  /** The body as sent (after a changed amount, when asked). */
  body: { type: 'notification'; event: string; object: Record<string, unknown> };
  /** HTTP status of each attempt; 0 when the shop could not be reached. */
  attempts: number[];
  delivered: boolean;
}

export interface NotifierBehaviour {
  /** Events whose next notification is never sent (each entry used once). */
  drop: string[];
  /** Every notification is sent twice. */
  duplicate: boolean;
  /** Notifications are held until release(), which sends them newest first. */
  reorder: boolean;
  /** Kopecks added to object.amount in the body (the API keeps the true amount). */
  amountDelta: number;
}

export interface NotifierOptions {
  /** The shop's notification URL (the dashboard's setting), or null: the shop gets none. */
  urlOf: (shopId: string) => string | null;
  retryDelaysMs: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withAmountDelta(object: Record<string, unknown>, delta: number): Record<string, unknown> {
  const amount = object.amount as { value: string; currency: string } | undefined;
  if (!delta || !amount) return object;
  const [r, k = '0'] = amount.value.split('.');
  const kopecks = Number(r) * 100 + Number(k.padEnd(2, '0')) + delta;
  const value = `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
  return { ...object, amount: { ...amount, value } };
}

export class Notifier {
  readonly behaviour: NotifierBehaviour = { drop: [], duplicate: false, reorder: false, amountDelta: 0 };
  readonly deliveries: Delivery[] = [];
  private held: Delivery[] = [];
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: NotifierOptions) {}

  /** An object changed status: its notification goes out (or not, per the switches). */
  notify(shopId: string, event: string, object: object): void {
    const at = this.behaviour.drop.indexOf(event);
    if (at >= 0) {
      this.behaviour.drop.splice(at, 1);
      return;
    }
    const body = {
      type: 'notification' as const,
      event,
      // a snapshot: the object as it was when its status changed
      object: withAmountDelta(structuredClone(object) as Record<string, unknown>, this.behaviour.amountDelta),
    };
    const delivery: Delivery = {
      shopId,
      event,
      objectId: String(body.object.id),
      body,
      attempts: [],
      delivered: false,
    };
    if (this.behaviour.reorder) {
      this.held.push(delivery);
      return;
    }
    this.start(delivery);
    if (this.behaviour.duplicate) this.start({ ...delivery, attempts: [], delivered: false });
  }

  /** Sends the held notifications, newest first. */
  release(): void {
    const held = this.held.reverse();
    this.held = [];
    const chain = held.reduce<Promise<void>>(
      (previous, d) => previous.then(() => this.send(d)),
      Promise.resolve(),
    );
    this.running.add(chain);
    void chain.finally(() => this.running.delete(chain));
  }

  /** Resolves when every notification started so far was answered 200 or given up. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  close(): void {
    this.closed = true;
  }

  private start(delivery: Delivery): void {
    const sent = this.send(delivery);
    this.running.add(sent);
    void sent.finally(() => this.running.delete(sent));
  }

  private async send(delivery: Delivery): Promise<void> {
    this.deliveries.push(delivery);
    const url = this.options.urlOf(delivery.shopId);
    if (!url) return;
    for (let attempt = 0; attempt <= this.options.retryDelaysMs.length && !this.closed; attempt += 1) {
      if (attempt > 0) await sleep(this.options.retryDelaysMs[attempt - 1]!);
      let status = 0;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(delivery.body),
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      delivery.attempts.push(status);
      if (status === 200) {
        delivery.delivered = true;
        return;
      }
    }
  }
}
