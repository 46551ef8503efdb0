import { Suspense } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { stripLanguagePrefix } from '../../shared/i18n/language-path';
import { PageLoading } from '../../shared/ui/page-loading';
import { PageNamesTabContext } from '../../shared/ui/page-names-tab';
import { RouteErrorBoundary } from '../layout/route-error-boundary';
import { LazyNotFound } from '../pages/lazy-not-found';
import { resolveLanguage } from './resolve-language';
import { usePageHead } from './use-page-head';

/**
 * The page area: the matched page (with its loading and error boundaries), or not-found when
 * the first segment is an unknown word; the tab title and meta description follow the route.
 */
export function ContentOutlet() {
  const { t } = useTranslation('common');
  const { lng } = useParams();
  const location = useLocation();
  const unknownSegment = resolveLanguage(lng, location).type === 'not-found';
  usePageHead(location.pathname, lng, unknownSegment);
  return (
    <RouteErrorBoundary
      key={stripLanguagePrefix(location.pathname)}
      title={t('error.pageTitle')}
      message={t('error.pageText')}
    >
      {/* the route table names the tab; page-routes.tsx lets a page whose title is its data do it */}
      <PageNamesTabContext.Provider value={false}>
        <Suspense fallback={<PageLoading />}>{unknownSegment ? <LazyNotFound /> : <Outlet />}</Suspense>
      </PageNamesTabContext.Provider>
    </RouteErrorBoundary>
  );
}
