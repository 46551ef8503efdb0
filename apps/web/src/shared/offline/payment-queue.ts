import { readStored, writeStored } from '../storage/local-storage';

/**
 * Payments tapped without signal (issue 23, docs/decisions/0015). A payment is kept in
 * localStorage with its idempotency key (it survives a reload) and sent once when the connection
 * is back; the server dedupes by the key, the queue makes sure only one tab sends it. One older
 * than 15 minutes is not sent: a stay starting long after the tap would be wrong.
 */
export const PAYMENT_QUEUE_KEY = 'offline-payments';
export const QUEUED_PAYMENT_MAX_AGE_MS = 15 * 60_000;
/** Without Web Locks, a tab's claim on a payment it sends; a claim older than this is abandoned. */
const CLAIM_TTL_MS = 60_000;

export interface QueuedPayment {
  /** The idempotency key: also the entry's identity. */
  key: string;
  /** Which call sends it (the feature's sender knows). */
  kind: string;
  body: unknown;
  queuedAt: number;
  claim?: { by: string; at: number };
}

export type FlushOutcome =
  | { result: 'sent'; payment: QueuedPayment; answer: unknown }
  | { result: 'expired'; payment: QueuedPayment }
  | { result: 'failed'; payment: QueuedPayment; error: unknown };

export interface FlushOptions {
  /** Sends one payment; rejects as it would online. */
  send: (payment: QueuedPayment) => Promise<unknown>;
  /** A failure for lack of network keeps the payment for the next try; any other is an answer. */
  isNetworkFailure: (error: unknown) => boolean;
  now?: () => number;
  /** This tab's name (tests stand for two tabs); a random one per page by default. */
  tabId?: string;
  /** How tabs take turns; the Web Locks API where the browser has it. */
  lock?: QueueLock | null;
}

export type QueueLock = <T>(work: () => Promise<T>) => Promise<T>;

const listeners = new Set<() => void>();
const thisTab = Math.random().toString(36).slice(2);

const read = (): QueuedPayment[] => readStored<QueuedPayment[]>(PAYMENT_QUEUE_KEY) ?? [];
function write(payments: QueuedPayment[]): void {
  writeStored(PAYMENT_QUEUE_KEY, payments.length ? payments : null);
  for (const listener of listeners) listener();
}

export const queuedPayments = (): QueuedPayment[] => read();

const NOTHING_QUEUED: QueuedPayment[] = [];
let snapshot: { raw: string | null; list: QueuedPayment[] } = { raw: null, list: NOTHING_QUEUED };

/**
 * The queue as useSyncExternalStore needs it: the same array while the stored text is the same,
 * so a form that re-renders on every keystroke does not parse the queue each time.
 */
export function queueSnapshot(): QueuedPayment[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(PAYMENT_QUEUE_KEY);
  } catch {
    // storage is off: nothing can have been kept
  }
  if (raw !== snapshot.raw) snapshot = { raw, list: raw === null ? NOTHING_QUEUED : read() };
  return snapshot.list;
}

export const emptyQueueSnapshot = (): QueuedPayment[] => NOTHING_QUEUED;

export function enqueuePayment(payment: Omit<QueuedPayment, 'claim'>): void {
  write([...read().filter((p) => p.key !== payment.key), payment]);
}

/** Cancels a payment not being sent right now; false when a tab is already sending it. */
export function cancelQueuedPayment(key: string, now = Date.now()): boolean {
  const payments = read();
  const payment = payments.find((p) => p.key === key);
  if (!payment) return true;
  if (payment.claim && now - payment.claim.at < CLAIM_TTL_MS) return false;
  write(payments.filter((p) => p.key !== key));
  return true;
}

/** Calls back on every change of the queue, in this tab or another one. */
export function subscribeToQueue(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PAYMENT_QUEUE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function browserLock(): QueueLock | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // request() resolves with what the callback's promise resolves with
  return locks ? <T>(work: () => Promise<T>) => locks.request(PAYMENT_QUEUE_KEY, work) as Promise<T> : null;
}

/**
 * Sends what is queued, oldest first, and says what became of each. Under the lock, one tab at
 * a time reads the queue, so a payment another tab sent is already gone; without one, a claim
 * written to storage keeps a second tab off a payment being sent. A network failure stops the
 * round and keeps the payment for the next.
 */
export async function flushQueuedPayments(options: FlushOptions): Promise<FlushOutcome[]> {
  const lock = options.lock === undefined ? browserLock() : options.lock;
  return lock ? lock(() => flushRound(options, true)) : flushRound(options, false);
}

async function flushRound(options: FlushOptions, locked: boolean): Promise<FlushOutcome[]> {
  const now = options.now ?? Date.now;
  const tab = options.tabId ?? thisTab;
  const outcomes: FlushOutcome[] = [];
  for (const queued of [...read()].sort((a, b) => a.queuedAt - b.queuedAt)) {
    const current = read().find((p) => p.key === queued.key);
    if (!current) continue;
    // Under the lock a claim is a leftover of a tab that closed mid-send: the key makes a retry safe.
    const claimedElsewhere =
      !locked && current.claim && current.claim.by !== tab && now() - current.claim.at < CLAIM_TTL_MS;
    if (claimedElsewhere) continue;
    if (now() - current.queuedAt > QUEUED_PAYMENT_MAX_AGE_MS) {
      write(read().filter((p) => p.key !== current.key));
      outcomes.push({ result: 'expired', payment: current });
      continue;
    }
    const claimed = { ...current, claim: { by: tab, at: now() } };
    write(read().map((p) => (p.key === current.key ? claimed : p)));
    try {
      const answer = await options.send(current);
      write(read().filter((p) => p.key !== current.key));
      outcomes.push({ result: 'sent', payment: current, answer });
    } catch (error) {
      if (options.isNetworkFailure(error)) {
        write(read().map((p) => (p.key === current.key ? { ...current, claim: undefined } : p)));
        break;
      }
      write(read().filter((p) => p.key !== current.key));
      outcomes.push({ result: 'failed', payment: current, error });
    }
  }
  return outcomes;
}
