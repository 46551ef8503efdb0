import { lazy, type ComponentType } from 'react';
import { trackLoading } from '../../shared/ui/loading-tracker';
import { loadNamespaces } from '../i18n';

/**
 * A lazily loaded page: its code and its text namespaces arrive together (no flash of keys), and
 * the wait is reported to the top loading bar.
 */
export function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  namespaces: string[] = [],
) {
  return lazy(() =>
    trackLoading(Promise.all([load(), loadNamespaces(namespaces)])).then(([module]) => ({
      default: pick(module),
    })),
  );
}
