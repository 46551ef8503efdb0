import { Suspense } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { stripLanguagePrefix } from '../../shared/i18n/language-path';
import { PageLoading } from '../../shared/ui/page-loading';
import { RouteErrorBoundary } from '../layout/route-error-boundary';
import { LazyNotFound } from '../pages/lazy-not-found';
import { resolveLanguage } from './resolve-language';

/**
 * The page area: the matched page (with its loading and error boundaries), or not-found when
 * the first segment is an unknown word.
 */
export function ContentOutlet() {
  const { t } = useTranslation('common');
  const { lng } = useParams();
  const location = useLocation();
  const unknownSegment = resolveLanguage(lng, location).type === 'not-found';
  return (
    <RouteErrorBoundary
      key={stripLanguagePrefix(location.pathname)}
      title={t('error.pageTitle')}
      message={t('error.pageText')}
    >
      <Suspense fallback={<PageLoading />}>{unknownSegment ? <LazyNotFound /> : <Outlet />}</Suspense>
    </RouteErrorBoundary>
  );
}
