import { createHash } from 'node:crypto';
import { FINE_PICTURE_MAX_BYTES, type FinePictureInput } from '@parking/domain/fines/fine-import-contracts';
import type { StoredPicture } from '../../db/fines/fine-rows.ts';
import { safeFetch } from '../../integrations/outbound/safe-fetch.ts';

/** How long a picture URL may take to download (each). */
export const PICTURE_FETCH_TIMEOUT_MS = 10_000;

/** The image type by its first bytes; the stored content type is this, never what a source claims. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  return null;
}

function stored(bytes: Buffer): StoredPicture | null {
  if (bytes.length === 0 || bytes.length > FINE_PICTURE_MAX_BYTES) return null;
  const contentType = sniffImageType(bytes);
  if (!contentType) return null;
  return {
    contentType,
    base64: bytes.toString('base64'),
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`,
  };
}

export interface PictureFetchOptions {
  signal?: AbortSignal;
  /** OUTBOUND_ALLOW_HOSTS: the only hosts a picture URL may reach on a non-public address. */
  allowHosts?: readonly string[];
}

// A picture URL comes from import data, so it is untrusted: public addresses only (unless the
// operator allow-listed the host), reading stops past the size limit.
async function download(url: string, options: PictureFetchOptions): Promise<Buffer | null> {
  const response = await safeFetch(url, {
    maxBytes: FINE_PICTURE_MAX_BYTES,
    timeoutMs: PICTURE_FETCH_TIMEOUT_MS,
    signal: options.signal,
    allowHosts: options.allowHosts,
    headers: { accept: 'image/*' },
  }).catch(() => null);
  if (!response || response.status < 200 || response.status > 299) return null;
  return response.body.length > 0 ? response.body : null;
}

/**
 * A validated picture to what the store keeps, or null when it is not a PNG, JPEG, GIF or WebP
 * of at most 2 MB (or its URL cannot be fetched, or is refused): the importer reports that as the
 * row's problem.
 */
export async function resolvePicture(
  input: FinePictureInput,
  options: PictureFetchOptions = {},
): Promise<StoredPicture | null> {
  if (input.kind === 'base64') return stored(Buffer.from(input.base64, 'base64'));
  const bytes = await download(input.url, options);
  return bytes ? stored(bytes) : null;
}
