import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** base64(HMAC-SHA256(body, API secret)): the value of a notification's Content-HMAC. */
export const contentHmacOf = (secret: string, body: Buffer | string): string =>
  createHmac('sha256', secret).update(body).digest('base64');

function sameDigest(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'base64');
  const b = Buffer.from(given.trim(), 'base64');
  // timingSafeEqual throws on different lengths; a wrong length is a wrong signature
  return a.length === b.length && timingSafeEqual(a, b);
}

const headerOf = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * True when the call carries CloudPayments' signature of exactly these bytes: Content-HMAC over
 * the raw body, or X-Content-HMAC (the docs compute it over the URL-decoded parameters; the raw
 * body is accepted too). Compared in constant time; both need the API secret.
 */
export function verifyContentHmac(secret: string, headers: IncomingHttpHeaders, rawBody: Buffer): boolean {
  const content = headerOf(headers, 'content-hmac');
  const x = headerOf(headers, 'x-content-hmac');
  if (content && sameDigest(contentHmacOf(secret, rawBody), content)) return true;
  if (!x) return false;
  if (sameDigest(contentHmacOf(secret, rawBody), x)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawBody.toString('utf8').replace(/\+/g, ' '));
  } catch {
    return false;
  }
  return sameDigest(contentHmacOf(secret, decoded), x);
}
