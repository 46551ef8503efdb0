import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.ts';

// The address checks every outbound request to a URL from outside shares (safe-fetch's GETs, the
// web push sender's POSTs): one place, so a fix to one is a fix to all (decision 0011).

/** Why a fetch was refused on our side: a bad URL, a non-public address, too many redirects, too big. */
export class OutboundRefusedError extends Error {
  override readonly name = 'OutboundRefusedError';
  constructor(
    readonly reason: 'url' | 'address' | 'redirects' | 'too-large',
    message: string,
  ) {
    super(message);
  }
}

/** An entry as the URL parser writes a host: lower case, IPv6 in brackets. */
function normalizeAllowHost(entry: string): string {
  const e = entry.trim().toLowerCase();
  return isIP(e) === 6 ? `[${e}]` : e;
}

export function allowListed(url: URL, allowHosts: readonly string[]): boolean {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowHosts.some((entry) => {
    const e = normalizeAllowHost(entry);
    return e === url.hostname || e === `${url.hostname}:${port}`;
  });
}

/**
 * Resolves once, refuses when any answer is not public (a name that answers both a public and
 * a private address is not ours to pick from), and hands the socket exactly the checked
 * addresses, so a second resolution (DNS rebinding) never happens.
 */
export function guardedLookup(trusted: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = trusted ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused || addresses.length === 0)
        return callback(new OutboundRefusedError('address', `${hostname} is not a public address`), '', 0);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** An address written in the URL is never looked up, so it is judged before any socket exists. */
export function refuseLiteralAddress(url: URL, trusted: boolean): void {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!trusted && isIP(literal) !== 0 && !isPublicAddress(literal))
    throw new OutboundRefusedError('address', `${url.host} is not a public address`);
}
