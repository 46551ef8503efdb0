import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** A JSON answer serialised and compressed once, to be sent many times as is. */
export interface PrecompressedBody {
  /** Hash of the uncompressed bytes; the ETag of each encoding is derived from it. */
  hash: string;
  bytes: Record<BodyEncoding, Buffer>;
}

/**
 * Compresses on the libuv thread pool so building a large city's answer does not stall other
 * requests. Brotli quality 6 is most of quality 11's gain at a fraction of its time, and it is
 * paid once per data version, not per request.
 */
export async function precompress(json: string): Promise<PrecompressedBody> {
  const identity = Buffer.from(json, 'utf8');
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  return { hash, bytes: { identity, gzip: gz, br } };
}
