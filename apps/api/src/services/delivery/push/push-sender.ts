import https from 'node:https';
import webpush from 'web-push';
import {
  allowListed,
  guardedLookup,
  OutboundRefusedError,
  refuseLiteralAddress,
} from '../../../integrations/outbound/guarded-address.ts';
import type { VapidDetails } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSendOptions {
  vapid: VapidDetails;
  /** Seconds the push service keeps an undelivered message (a reminder is stale after its moment). */
  ttlSeconds: number;
  timeoutMs: number;
  signal: AbortSignal;
  /**
   * Hosts reached even on loopback/private addresses (`host:port`): OUTBOUND_ALLOW_HOSTS, for
   * local stand-ins only; never data.
   */
  allowHosts: readonly string[];
  /** Extra trusted CA certificates (PEM): a test's stand-in push service. */
  ca?: string;
}

/**
 * Sends one web push (RFC 8030): the payload encrypted for the subscription (RFC 8291,
 * aes128gcm) and signed with the city's VAPID key (RFC 8292), POSTed over https to a public
 * address only. Answers the push service's status; a refusal on our side is an
 * OutboundRefusedError, a network failure the socket's error.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  options: PushSendOptions,
): Promise<number> {
  const details = webpush.generateRequestDetails(target, payload, {
    vapidDetails: options.vapid,
    TTL: options.ttlSeconds,
    contentEncoding: 'aes128gcm',
    urgency: 'high',
  });
  const url = new URL(details.endpoint);
  if (url.protocol !== 'https:') throw new OutboundRefusedError('url', 'a push endpoint is https');
  const trusted = allowListed(url, options.allowHosts);
  // a URL a browser gave us: checked at send time too (DNS rebinding), as safe-fetch checks
  refuseLiteralAddress(url, trusted);
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]);
  return new Promise<number>((resolve, reject) => {
    const request = https.request(url, {
      method: 'POST',
      headers: details.headers as Record<string, string>,
      // a socket of its own: a pooled one could have been opened under another check
      agent: false,
      lookup: guardedLookup(trusted),
      signal,
      ...(options.ca ? { ca: options.ca } : {}),
    });
    request.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', reject);
    });
    request.once('error', reject);
    request.end(details.body ?? undefined);
  });
}
