import { createHmac } from 'node:crypto';

/** One notification as the stand-in sent it (tests and journeys read these). */
export interface Delivery {
  event: 'check' | 'pay' | 'fail' | 'refund' | 'receipt';
  params: Record<string, string>;
  /** HTTP status and body of each attempt, in order. */
  attempts: { status: number; body: string }[];
  /** The answer's code once a 200 carried one. */
  code: number | null;
}

export interface NotifierOptions {
  /** The site's notification URL; `?event=<type>` is added, as the site's settings would set it. */
  notifyUrl: string;
  apiSecret: string;
  /** Waits between attempts; CloudPayments retries until {"code":0} (over hours; here quickly). */
  retryDelaysMs: number[];
}

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64');

/**
 * Sends CloudPayments-style notifications: form-encoded UTF-8, signed with Content-HMAC (over the
 * body) and X-Content-HMAC (over the URL-decoded body). A Check is asked once and its code is
 * the answer; the others are sent again until a 200 answers {"code":0}.
 */
export async function deliver(
  options: NotifierOptions,
  delivery: Delivery,
  tamper: { badHmac: boolean },
): Promise<Delivery> {
  const url = new URL(options.notifyUrl);
  url.searchParams.set('event', delivery.event);
  const body = new URLSearchParams(delivery.params).toString();
  const secret = tamper.badHmac ? `${options.apiSecret}-wrong` : options.apiSecret;
  const tries = delivery.event === 'check' ? 1 : options.retryDelaysMs.length + 1;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, options.retryDelaysMs[attempt - 1]));
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
          'content-hmac': sign(secret, body),
          'x-content-hmac': sign(secret, decodeURIComponent(body.replace(/\+/g, ' '))),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      delivery.attempts.push({ status: response.status, body: text });
      let code: unknown = null;
      try {
        code = (JSON.parse(text) as { code?: unknown }).code;
      } catch {
        // not JSON: tried again
      }
      if (response.status === 200 && typeof code === 'number') {
        delivery.code = code;
        if (code === 0 || delivery.event === 'check') return delivery;
      }
    } catch (error) {
      delivery.attempts.push({ status: 0, body: (error as Error).message });
    }
  }
  return delivery;
}
