import { isValidElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { Language } from '@parking/domain/i18n/languages';
import { siteOptionsQueryKey } from '../../shared/options/api/get-site-options';
import { appRoutes } from '../router/app-routes';

type Preloadable = { preload?: () => Promise<unknown> };

/** Past this the app renders anyway (its own spinner and retries take over from the static screen). */
const AT_MOST_MS = 3000;

/**
 * Resolves when the app's first render can draw the page itself rather than a spinner: the site
 * options answered (the shell waits for them) and the code of the address's lazy page is there
 * (both were started by start-first-page.ts; preload() gives the same promise). Until then the
 * static first screen of index.html stays, instead of being swapped for an empty frame and back.
 */
export function firstScreenReady(queryClient: QueryClient, lang: Language): Promise<unknown> {
  const options = new Promise<void>((resolve) => {
    const key = siteOptionsQueryKey(lang);
    const settled = () => {
      const status = queryClient.getQueryState(key)?.status;
      return status === 'success' || status === 'error';
    };
    if (settled()) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (!settled()) return;
      stop();
      resolve();
    });
  });
  const pages = (matchRoutes(appRoutes, window.location.pathname) ?? []).map(({ route }) => {
    const page = isValidElement(route.element) ? (route.element.type as Preloadable) : undefined;
    return page?.preload?.().catch(() => undefined);
  });
  return Promise.race([
    Promise.all([options, ...pages]),
    new Promise((resolve) => setTimeout(resolve, AT_MOST_MS)),
  ]);
}
