import { lazy, type ComponentType } from 'react';
import { loadTexts } from '../i18n/load-texts';
import { trackLoading } from './loading-tracker';

/**
 * A lazily loaded page, modal or panel: its code and its text namespaces arrive together (no
 * flash of keys) and the wait is reported to the top loading bar. `preload()` starts that early,
 * e.g. when the pointer reaches the button that opens it; a failed load is tried again.
 */
export function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  namespaces: readonly string[] = [],
) {
  let loading: Promise<M> | null = null;
  const preload = () =>
    (loading ??= trackLoading(Promise.all([load(), loadTexts(namespaces)])).then(
      ([module]) => module,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return Object.assign(
    lazy(() => preload().then((module) => ({ default: pick(module) }))),
    { preload },
  );
}
