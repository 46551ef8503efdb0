/**
 * Each journey (and each driver registered through the API) is a client of its own, as real
 * drivers are: the e2e server trusts X-Forwarded-For (TRUST_PROXY), so the per-address limits
 * (codes an hour, registrations a minute, login failures) count each journey apart instead of
 * adding the whole suite up on 127.0.0.1. The limits themselves stay as in production.
 */
let next = 0;

/** A fresh private address (10.x.y.z), unique within this worker process. */
export function clientAddress(): string {
  const n = (process.pid % 200) * 65_536 + next++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
