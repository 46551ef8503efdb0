import type { FineImportReport } from '@parking/domain/fines/fine-import-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { FinesSource } from './http-fines-source.ts';
import { importFines } from './import-fines.ts';

/**
 * One pull of a city's fines from a source: fetch, then the same all-or-nothing import as a
 * file (via 'http'). A bad answer imports nothing and its report says why; an unreachable
 * source throws (FinesSourceError) and the plugin logs it and tries again on the next tick.
 */
export async function pullFines(
  city: CityContext,
  source: FinesSource,
  options: { signal?: AbortSignal; allowHosts?: readonly string[] } = {},
): Promise<FineImportReport> {
  const list = await source.fetch(city.config.city, options.signal);
  // Picture URLs in the list are data, not configuration: the source's own host is not trusted
  // for them, only OUTBOUND_ALLOW_HOSTS.
  return importFines(city, list, {
    lang: 'en',
    via: 'http',
    signal: options.signal,
    allowHosts: options.allowHosts,
  });
}
