import { lazyPage } from '../../shared/ui/lazy-page';

/** The not-found page, loaded only when an address matches nothing. */
export const LazyNotFound = lazyPage(
  () => import('../../shared/ui/not-found-panel'),
  (m) => m.NotFoundPanel,
  ['site'],
);
