import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// IPv6 global unicast: ipaddr.js calls every address outside its special ranges 'unicast',
// including the deprecated IPv4-compatible ::a.b.c.d, so IPv6 must also sit in 2000::/3.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Whether an outbound request may connect to this address: ordinary public unicast only.
 * Loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16 with the
 * cloud metadata service, fe80::/10), carrier-grade NAT (100.64/10), unspecified (0.0.0.0, ::),
 * multicast, broadcast, reserved and documentation ranges are not, nor IPv6 forms that carry an
 * IPv4 address (mapped ::ffff:a.b.c.d is judged as that IPv4; NAT64, 6to4 and Teredo are refused
 * whole). Anything that is not an address in its usual notation is refused too.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false; // strict forms only: no 0x7f.1 or 2130706433 here
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed instanceof ipaddr.IPv4 || parsed.match(GLOBAL_UNICAST_V6);
}
