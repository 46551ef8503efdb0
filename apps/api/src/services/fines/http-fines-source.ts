import type { FineImportFormat, FineImportSource } from '@parking/domain/fines/fine-import-contracts';
import { OutboundRefusedError, safeFetch } from '../../integrations/outbound/safe-fetch.ts';

/** The most of a source's answer read (the list, pictures as URLs or inline): beyond it, refused. */
export const FINES_SOURCE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Where fines come from besides an uploaded file: something that can be asked for the current
 * list in one of the import formats. The HTTP adapter is the real one; tests point it at a
 * local stand-in server.
 */
export interface FinesSource {
  /** For logs: never carries credentials. */
  readonly name: string;
  fetch(city: string, signal?: AbortSignal): Promise<FineImportSource>;
}

export interface HttpFinesSourceOptions {
  /** The list's URL; '{city}' in it is replaced by the city code (one source serving several cities). */
  url: string;
  /** The format when the answer's content type does not say (text/csv is CSV, anything else JSON). */
  format?: FineImportFormat;
  timeoutMs?: number;
  maxBytes?: number;
}

/** Thrown for a source that does not answer, answers non-2xx, or answers empty. */
export class FinesSourceError extends Error {}

export function httpFinesSource(options: HttpFinesSourceOptions): FinesSource {
  const timeoutMs = options.timeoutMs ?? 30_000;
  let origin = 'fines source';
  let trusted: string[] = [];
  try {
    const configured = new URL(options.url.replaceAll('{city}', 'city'));
    origin = configured.origin;
    // The URL is the operator's configuration, so its own host may be local; a redirect elsewhere
    // is judged like any untrusted URL (public addresses only).
    trusted = [
      `${configured.hostname}:${configured.port || (configured.protocol === 'https:' ? '443' : '80')}`,
    ];
  } catch {
    // a bad URL fails on fetch with a clear error
  }
  return {
    name: origin,
    async fetch(city, signal) {
      const url = options.url.replaceAll('{city}', encodeURIComponent(city));
      const response = await safeFetch(url, {
        headers: { accept: 'application/json, text/csv;q=0.9' },
        maxBytes: options.maxBytes ?? FINES_SOURCE_MAX_BYTES,
        timeoutMs,
        signal,
        allowHosts: trusted,
      }).catch((error: unknown) => {
        if (error instanceof OutboundRefusedError)
          throw new FinesSourceError(
            error.reason === 'too-large'
              ? 'fines source answer too large'
              : `fines source refused: ${error.message}`,
          );
        throw new FinesSourceError(`fines source unreachable: ${(error as Error).message}`);
      });
      if (response.status < 200 || response.status > 299)
        throw new FinesSourceError(`fines source answered ${response.status}`);
      const text = response.body.toString('utf8');
      if (text.trim() === '') throw new FinesSourceError('fines source answered an empty body');
      const type = response.headers['content-type'] ?? '';
      const format: FineImportFormat = /csv/i.test(type)
        ? 'csv'
        : /json/i.test(type)
          ? 'json'
          : (options.format ?? 'json');
      return { format, text };
    },
  };
}
