import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { allowListed, guardedLookup, OutboundRefusedError, refuseLiteralAddress } from './guarded-address.ts';

export { OutboundRefusedError };

/** Redirects followed at most: enough for http→https and a moved path, not for a chain. */
export const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Headers that must not follow a redirect to another origin. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

export interface SafeFetchOptions {
  /** The body is cut here: a larger declared Content-Length or stream is refused as 'too-large'. */
  maxBytes: number;
  /** For the whole fetch, redirects and body included. */
  timeoutMs: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  maxRedirects?: number;
  /**
   * Hosts reached even on a non-public address, each `host` (any port) or `host:port` as the URL
   * writes them (`[::1]:8080`). Trusted configuration only (OUTBOUND_ALLOW_HOSTS, the operator's
   * FINES_SOURCE_URL), never a URL's own data. Checked again on every redirect.
   */
  allowHosts?: readonly string[];
}

export interface SafeResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

function target(value: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new OutboundRefusedError('url', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRefusedError('url', `${url.protocol} is not http(s)`);
  return url;
}

function send(url: URL, trusted: boolean, headers: Record<string, string>, signal: AbortSignal) {
  refuseLiteralAddress(url, trusted);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(url, {
      headers: { 'accept-encoding': 'identity', ...headers },
      // A socket of its own: a pooled one could have been opened under another check.
      agent: false,
      lookup: guardedLookup(trusted),
      signal,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

async function readBounded(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new OutboundRefusedError('too-large', `the answer is over ${maxBytes} bytes`);
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  // Leaving the loop (the throw) destroys the stream and its socket: the sender sees it closed.
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/**
 * GET for URLs we do not control (a picture URL in imported data) and for configured services:
 * only http(s), only public addresses unless allow-listed (checked on the address connected to
 * and on every redirect), at most MAX_REDIRECTS redirects followed by hand, and never more than
 * maxBytes read. Network failures reject with the underlying error; refusals with
 * OutboundRefusedError. Any status is answered (a 4xx/5xx with its bounded body).
 */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const first = target(input);
  let url = first;
  let headers = { ...options.headers };
  for (let redirects = 0; ; redirects += 1) {
    const response = await send(url, allowListed(url, options.allowHosts ?? []), headers, signal);
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || !location) {
      return {
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: await readBounded(response, options.maxBytes),
        url: url.toString(),
      };
    }
    response.destroy();
    if (redirects >= maxRedirects)
      throw new OutboundRefusedError('redirects', `more than ${maxRedirects} redirects`);
    url = target(location, url);
    if (url.origin !== first.origin)
      headers = Object.fromEntries(
        Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.includes(name.toLowerCase())),
      );
  }
}
