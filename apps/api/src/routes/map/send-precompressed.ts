import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BodyEncoding, PrecompressedBody } from '../../services/map/precompressed-body.ts';

const PREFERENCE: BodyEncoding[] = ['br', 'gzip', 'identity'];
const ETAG_SUFFIX: Record<BodyEncoding, string> = { br: '-br', gzip: '-gz', identity: '' };

/**
 * The best coding the client accepts (RFC 9110 §12.5.3): highest q wins, ties go to the
 * smaller body. No header means identity, as every proxy and curl expects.
 */
export function pickEncoding(header: string | undefined): BodyEncoding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const wildcard = q.get('*');
  const weight = (coding: BodyEncoding) =>
    q.get(coding) ?? (coding === 'identity' ? (wildcard === 0 ? 0 : 1e-3) : (wildcard ?? 0));
  let best: BodyEncoding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const w = weight(coding);
    if (w > bestWeight) {
      best = coding;
      bestWeight = w;
    }
  }
  return best;
}

/**
 * Whether If-None-Match names this body in any coding: the client already has these bytes, so
 * a 304 is right whichever coding it got them in (weak comparison, RFC 9110 §13.1.2).
 */
export function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag.replace(/^"|"$/g, '').replace(/-(br|gz)$/, '') === hash;
  });
}

/**
 * Sends a body compressed ahead of time: the coding from Accept-Encoding, a strong ETag per
 * coding (different codings are different bytes), 304 on a matching If-None-Match. The
 * Buffer goes out as is: Fastify does not serialise Buffers and the route turns compression off.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PrecompressedBody,
  cacheControl: string,
  contentType = 'application/json; charset=utf-8',
): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('Vary', 'Accept-Encoding');
  reply.header('Cache-Control', cacheControl);
  reply.header('ETag', `"${body.hash}${ETAG_SUFFIX[encoding]}"`);
  if (matchesIfNoneMatch(request.headers['if-none-match'], body.hash)) return reply.code(304).send();
  reply.header('Content-Type', contentType);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(body.bytes[encoding]);
}
