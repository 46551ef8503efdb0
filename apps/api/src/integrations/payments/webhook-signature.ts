import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { WebhookRejected } from './payment-provider.ts';

/** Header names of a signed webhook call (lower case, as Node gives them). */
export const WEBHOOK_HEADERS = {
  eventId: 'x-payment-event-id',
  timestamp: 'x-payment-timestamp',
  signature: 'x-payment-signature',
} as const;

/** A webhook older (or further in the future) than this is refused: a replay or a late one. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** Hex HMAC-SHA256 of `<timestamp>.<raw body>` with the shared secret. */
export function webhookSignature(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The three headers for one delivery attempt (a fresh timestamp each time). */
export function signedWebhookHeaders(
  secret: string,
  eventId: string,
  rawBody: string,
  now = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    [WEBHOOK_HEADERS.eventId]: eventId,
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: `v1=${webhookSignature(secret, timestamp, rawBody)}`,
  };
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks a webhook's signature (constant-time) and then its age; answers the event id header.
 * The signature is checked first so an unsigned caller learns nothing about the clock.
 */
export function verifyWebhookSignature(
  secret: string,
  headers: IncomingHttpHeaders,
  rawBody: Buffer,
  now = new Date(),
): { eventId: string; timestamp: number } {
  const eventId = header(headers, WEBHOOK_HEADERS.eventId);
  const stamp = header(headers, WEBHOOK_HEADERS.timestamp);
  const signature = header(headers, WEBHOOK_HEADERS.signature);
  if (!eventId || !stamp || !signature || !/^\d{1,12}$/.test(stamp)) throw new WebhookRejected('signature');
  const match = /^v1=([0-9a-f]{64})$/.exec(signature);
  if (!match) throw new WebhookRejected('signature');
  const timestamp = Number(stamp);
  const expected = Buffer.from(webhookSignature(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(match[1]!, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new WebhookRejected('signature');
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookRejected('too-late');
  }
  return { eventId, timestamp };
}
