import type { FineImportFormat, FineImportSource } from '@parking/domain/fines/fine-import-contracts';

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
}

/** Thrown for a source that does not answer, answers non-2xx, or answers empty. */
export class FinesSourceError extends Error {}

export function httpFinesSource(options: HttpFinesSourceOptions): FinesSource {
  const timeoutMs = options.timeoutMs ?? 30_000;
  let origin = 'fines source';
  try {
    origin = new URL(options.url.replace('{city}', 'city')).origin;
  } catch {
    // a bad URL fails on fetch with a clear error
  }
  return {
    name: origin,
    async fetch(city, signal) {
      const url = options.url.replaceAll('{city}', encodeURIComponent(city));
      const timeout = AbortSignal.timeout(timeoutMs);
      const response = await fetch(url, {
        headers: { accept: 'application/json, text/csv;q=0.9' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      }).catch((error: unknown) => {
        throw new FinesSourceError(`fines source unreachable: ${(error as Error).message}`);
      });
      if (!response.ok) throw new FinesSourceError(`fines source answered ${response.status}`);
      const text = await response.text();
      if (text.trim() === '') throw new FinesSourceError('fines source answered an empty body');
      const type = response.headers.get('content-type') ?? '';
      const format: FineImportFormat = /csv/i.test(type)
        ? 'csv'
        : /json/i.test(type)
          ? 'json'
          : (options.format ?? 'json');
      return { format, text };
    },
  };
}
