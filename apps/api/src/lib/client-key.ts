/**
 * The client a request counts against: its address (Fastify's request.ip, which honours
 * TRUST_PROXY), an IPv6 address by its /64 (one subscriber's network; a client can pick any
 * address inside it), an IPv4-mapped IPv6 address as the IPv4 one.
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const lower = ip.toLowerCase();
  if (lower.startsWith('::ffff:') && lower.includes('.')) return lower.slice(7);
  const [head = '', tail = ''] = lower.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = lower.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
