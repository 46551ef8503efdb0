import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SiteOptions } from '@parking/domain/contracts/site-options';
import { defaultSiteOptions } from '@parking/domain/contracts/default-site-options';
import { getCurrentCity } from '../../city/current-city';
import { apiGet } from '../../http/api-client';

export function fetchSiteOptions(signal?: AbortSignal): Promise<SiteOptions> {
  return apiGet<{ result: SiteOptions }>('/api/options/get-options', undefined, signal).then((r) => r.result);
}

export const siteOptionsQueryKey = (lang: string) => ['site-options', getCurrentCity().city, lang] as const;

/**
 * Site options rarely change within a visit. The banner text follows the request language, so
 * the language is in the key; the previous answer stays on screen while the new one loads, so
 * a language switch never blanks the shell.
 */
export function useSiteOptionsQuery() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: siteOptionsQueryKey(i18n.language),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchSiteOptions(signal),
    staleTime: 10 * 60_000,
    // After a failure the shell runs on defaults; every header or footer mounting must not
    // start the call (and its retries) again. The shell's retry button refetches on purpose.
    retryOnMount: false,
  });
}

/** What the shell runs on when the options call fails: the seeds' defaults, nothing optional. */
export function fallbackSiteOptions(): SiteOptions {
  return defaultSiteOptions(getCurrentCity().mapCenter);
}

/** Options for components below the shell's options gate: the loaded ones, else the defaults. */
export function useSiteOptions(): SiteOptions {
  const { data } = useSiteOptionsQuery();
  return data ?? fallbackSiteOptions();
}
