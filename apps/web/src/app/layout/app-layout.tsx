import { Suspense, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { stripLanguagePrefix } from '../../shared/i18n/language-path';
import { useSiteOptionsQuery } from '../../shared/options/api/get-site-options';
import { OfflineShell } from '../../shared/offline/offline-shell';
import { lazyPage } from '../../shared/ui/lazy-page';
import { PageLoading } from '../../shared/ui/page-loading';
import { ModalHost } from '../modals/modal-host';
import { Header } from './header';
import { NotificationBanner } from './notification-banner';
import { ScrollToTop } from './scroll-to-top';
import { ShellPopups } from './shell-popups';
import { TopLoadingBar } from './top-loading-bar';

// Not needed to paint the map: the side menu opens on demand, the map page has no footer.
const SideMenu = lazyPage(
  () => import('./side-menu'),
  (m) => m.SideMenu,
  ['menu', 'site'],
);
const Footer = lazyPage(
  () => import('./footer'),
  (m) => m.Footer,
  ['footer', 'site'],
);
// Their texts (the `site` namespace) are not the map page's either.
const ClosedSitePage = lazyPage(
  () => import('./closed-site-page'),
  (m) => m.ClosedSitePage,
  ['site'],
);
const OptionsWarning = lazyPage(
  () => import('./options-warning'),
  (m) => m.OptionsWarning,
  ['site'],
);

/**
 * The shell. It waits for the site options (they decide the closed page, menus, banners and the
 * map's zoom); if they cannot be loaded the site still works on defaults and says so.
 */
export function AppLayout() {
  const { t } = useTranslation('common');
  const options = useSiteOptionsQuery();
  const { pathname } = useLocation();
  const [sideMenu, setSideMenu] = useState<'never' | 'open' | 'closed'>('never');
  // The map owns exactly the viewport; content pages grow and scroll as documents.
  const isMapPage = stripLanguagePrefix(pathname) === '/';

  // The full-page wait is for the first answer only; a later retry keeps the shell on screen.
  const settledOnce = useRef(false);
  if (!options.isPending) settledOnce.current = true;

  if (options.isPending && !settledOnce.current) {
    return (
      <>
        <TopLoadingBar force />
        <PageLoading minHeight="100dvh" />
      </>
    );
  }
  if (options.data?.isClose) {
    return (
      <Suspense fallback={<PageLoading minHeight="100dvh" />}>
        <ClosedSitePage contacts={options.data.contacts} />
      </Suspense>
    );
  }

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        ...(isMapPage ? { height: '100dvh', overflow: 'hidden' } : { minHeight: '100dvh' }),
      }}
    >
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <TopLoadingBar />
      <ScrollToTop />
      <Header onOpenSideMenu={() => setSideMenu('open')} onSideMenuIntent={() => void SideMenu.preload()} />
      <NotificationBanner />
      {options.isError && (
        <Suspense fallback={null}>
          <OptionsWarning onRetry={() => void options.refetch()} />
        </Suspense>
      )}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          // A content page's area is at least a screen tall, so the footer starts below the first
          // screen: a page that arrives after a spinner never pushes a visible footer away (CLS).
          minHeight: isMapPage ? 0 : '100dvh',
          outline: 'none',
        }}
      >
        <Outlet />
      </Box>
      <Suspense fallback={null}>
        {!isMapPage && <Footer />}
        {sideMenu !== 'never' && (
          <SideMenu open={sideMenu === 'open'} onClose={() => setSideMenu('closed')} />
        )}
      </Suspense>
      <ModalHost />
      <ShellPopups />
      <OfflineShell />
    </Box>
  );
}
