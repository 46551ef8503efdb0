import { randomUUID } from 'node:crypto';

/** One driver of the load: a city, a token, the zone it parks in. */
export interface LoadDriver {
  city: string;
  token: string;
  zone: string;
}

/** A request that did not end in an ok answer (first attempt; the retry is counted apart). */
export interface Failure {
  what: string;
  startedAt: number;
  endedAt: number;
  detail: string;
}

export interface LoadResult {
  requests: number;
  failures: Failure[];
  /** Failures whose repeat (same idempotency key) failed as well. */
  lost: Failure[];
  /** Session ids answered ok to a start, by city. */
  starts: Map<string, { id: number; plate: string }[]>;
  /** Card payments the sandbox bank approved, by city. */
  topUps: Map<string, string[]>;
}

// Cyrillic letters a Russian plate may carry
const LETTERS = 'АВЕКМНОРСТУХ';
let plates = 0;
/** A plate no other start of this run used: A001AA + region, counting up. */
function nextPlate(): string {
  plates += 1;
  const digits = String((plates % 999) + 1).padStart(3, '0');
  const n = Math.floor(plates / 999);
  const letter = (i: number) => LETTERS[Math.floor(n / 12 ** i) % 12];
  return `${letter(0)}${digits}${letter(1)}${letter(2)}${10 + (Math.floor(n / 1728) % 89)}`;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  location?: string;
}

/**
 * The mixed load: `concurrency` workers, each a driver in its own city, until `until`: cost,
 * start, renew or cancel, the history now and then, and a card top-up paid at the sandbox bank
 * every tenth round. Every money call carries an idempotency key; a request that fails is
 * repeated once with the same key (what the web app does) and recorded with its time window.
 */
export async function runLoad(base: string, drivers: LoadDriver[], until: number): Promise<LoadResult> {
  const result: LoadResult = { requests: 0, failures: [], lost: [], starts: new Map(), topUps: new Map() };

  async function once(what: string, url: string, init: RequestInit): Promise<Answer> {
    result.requests += 1;
    const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { html: text.slice(0, 200) };
    }
    const answer = { status: res.status, body, location: res.headers.get('location') ?? undefined };
    const fine = res.status < 400 && (body.html !== undefined || body.status === 'ok');
    if (!fine) throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 200)}`);
    return answer;
  }

  /** One call, repeated once on failure with the very same request (and idempotency key). */
  async function call(what: string, url: string, init: RequestInit): Promise<Answer | null> {
    const startedAt = Date.now();
    try {
      return await once(what, url, init);
    } catch (error) {
      const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : '';
      const failure = { what, startedAt, endedAt: Date.now(), detail: `${String(error)}${cause}` };
      result.failures.push(failure);
      await new Promise((r) => setTimeout(r, 300));
      try {
        return await once(what, url, init);
      } catch {
        result.lost.push(failure);
        return null;
      }
    }
  }

  const json = (token: string, body: unknown, key?: string): RequestInit => ({
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });

  async function topUp(d: LoadDriver): Promise<void> {
    const refill = await call(
      'refill',
      `${base}/c/${d.city}/api/payment/refill`,
      json(d.token, { PaymentService: 'card', RefillAmount: 100 }, `refill-${randomUUID()}`),
    );
    const redirect = refill?.body.RedirectURL as string | undefined;
    if (!redirect) return;
    if (!(await call('pay page', redirect, { method: 'GET' }))) return;
    const paid = await call('pay', redirect, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
    });
    if (paid?.location && new URL(paid.location).searchParams.get('status') === 'succeeded') {
      const list = result.topUps.get(d.city) ?? [];
      list.push(String(refill!.body.paymentId));
      result.topUps.set(d.city, list);
    }
  }

  async function round(d: LoadDriver, n: number): Promise<void> {
    const c = `${base}/c/${d.city}/api`;
    const plate = nextPlate();
    const order = {
      Vehicle: { Number: plate, Category: 'B', NumberFormat: 'rus' },
      Zone: d.zone,
      Duration: 60,
    };
    await call('cost', `${c}/payment/cost`, json(d.token, order));
    const started = await call(
      'start',
      `${c}/payment/start`,
      json(d.token, { ...order, PaymentService: 'balance' }, `start-${randomUUID()}`),
    );
    const id = (started?.body.result as { id?: string } | undefined)?.id;
    if (id) {
      const list = result.starts.get(d.city) ?? [];
      list.push({ id: Number(id), plate });
      result.starts.set(d.city, list);
      const session = { ReservationId: id };
      if (n % 2 === 0)
        await call(
          'renew',
          `${c}/payment/renew`,
          json(d.token, { ...session, Duration: 30, PaymentService: 'balance' }, `renew-${randomUUID()}`),
        );
      if (n % 3 !== 2)
        await call('cancel', `${c}/payment/cancel`, json(d.token, session, `cancel-${randomUUID()}`));
    }
    if (n % 3 === 0)
      await call('history', `${c}/profile/get-operations-v2`, {
        headers: { authorization: `Bearer ${d.token}` },
      });
    if (n % 10 === 5) await topUp(d);
  }

  await Promise.all(
    drivers.map(async (d) => {
      for (let n = 0; Date.now() < until; n++) await round(d, n);
    }),
  );
  return result;
}
