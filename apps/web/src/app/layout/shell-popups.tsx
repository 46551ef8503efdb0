import { Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { popupQuery } from '../../features/notifications/api/get-popup';
import { useSiteOptions } from '../../shared/options/api/get-site-options';
import { wasBannerShown } from '../modals/banner-memory';
import { lazyPage } from '../../shared/ui/lazy-page';
import { mobilePlatformOf } from './mobile-app';

// None of these is needed for the first paint of the map; their code loads afterwards.
const ImageBannerModal = lazyPage(
  () => import('../modals/image-banner-modal'),
  (m) => m.ImageBannerModal,
  ['modals'],
);
const NotificationPopup = lazyPage(
  () => import('../../features/notifications/components/notification-popup'),
  (m) => m.NotificationPopup,
  ['notifications'],
);
const OpenInAppPrompt = lazyPage(
  () => import('./open-in-app-prompt'),
  (m) => m.OpenInAppPrompt,
  ['modals'],
);

/** When the page loaded (performance.now()), null before: the notices are not worth delaying the map for. */
function usePageLoadedAt(): number | null {
  const [loadedAt, setLoadedAt] = useState(() =>
    document.readyState === 'complete'
      ? (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)
          ?.loadEventStart || performance.now()
      : null,
  );
  useEffect(() => {
    if (loadedAt !== null) return;
    const onLoad = () => setLoadedAt(performance.now());
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, [loadedAt]);
  return loadedAt;
}

/**
 * Start-up notices, one at a time: the image banner first (if any), then the notification
 * pop-up; the open-in-app prompt is a small bar that can sit beside either.
 */
export function ShellPopups() {
  const options = useSiteOptions();
  const loadedAt = usePageLoadedAt();
  const loaded = loadedAt !== null;
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  // The notice is asked for together with the pop-up's code, not after it (issue 18).
  useEffect(() => {
    if (loaded) void queryClient.prefetchQuery(popupQuery(i18n.language));
  }, [loaded, queryClient, i18n.language]);
  const banner = options.banner;
  const [bannerDone, setBannerDone] = useState(() => !banner || wasBannerShown(banner.image));
  const platform = mobilePlatformOf(navigator.userAgent);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      {banner && !bannerDone ? (
        <ImageBannerModal banner={banner} onClose={() => setBannerDone(true)} />
      ) : (
        <NotificationPopup loadedAt={loadedAt} />
      )}
      {platform && options.appDeepLink && (
        <OpenInAppPrompt platform={platform} deepLink={options.appDeepLink} appLinks={options.appLinks} />
      )}
    </Suspense>
  );
}
