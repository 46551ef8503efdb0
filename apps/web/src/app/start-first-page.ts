import { isValidElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { Language } from '@parking/domain/i18n/languages';
import { fetchSiteOptions, siteOptionsQueryKey } from '../shared/options/api/get-site-options';
import { appRoutes } from './router/app-routes';

type Preloadable = { preload?: () => Promise<unknown> };

/**
 * Starts what the first screen waits for while main.tsx runs, not after the shell has rendered:
 * the site options (the shell paints nothing before they answer) and the code and texts of the
 * lazy page the address opens (else asked for only once the options are there and the shell has
 * rendered: on /guest-payment that chain was most of the time to the largest paint, issue 24).
 * The components find both in flight; a failure is left to them (their own retries).
 */
export function startFirstPage(queryClient: QueryClient, lang: Language): void {
  void queryClient.prefetchQuery({
    queryKey: siteOptionsQueryKey(lang),
    queryFn: ({ signal }) => fetchSiteOptions(signal),
    retry: queryClient.getDefaultOptions().queries?.retry,
  });
  for (const match of matchRoutes(appRoutes, window.location.pathname) ?? []) {
    const { element } = match.route;
    const page = isValidElement(element) ? (element.type as Preloadable) : undefined;
    page?.preload?.().catch(() => undefined);
  }
}
