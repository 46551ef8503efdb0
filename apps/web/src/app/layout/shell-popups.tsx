import { Suspense, useEffect, useState } from 'react';
import { useSiteOptions } from '../../shared/options/api/get-site-options';
import { wasBannerShown } from '../modals/banner-memory';
import { lazyPage } from '../router/lazy-page';
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

/** True once the page has finished loading: the notices are not worth delaying the map for. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

/**
 * Start-up notices, one at a time: the image banner first (if any), then the notification
 * pop-up; the open-in-app prompt is a small bar that can sit beside either.
 */
export function ShellPopups() {
  const options = useSiteOptions();
  const loaded = usePageLoaded();
  const banner = options.banner;
  const [bannerDone, setBannerDone] = useState(() => !banner || wasBannerShown(banner.image));
  const platform = mobilePlatformOf(navigator.userAgent);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      {banner && !bannerDone ? (
        <ImageBannerModal banner={banner} onClose={() => setBannerDone(true)} />
      ) : (
        <NotificationPopup />
      )}
      {platform && options.appDeepLink && (
        <OpenInAppPrompt platform={platform} deepLink={options.appDeepLink} appLinks={options.appLinks} />
      )}
    </Suspense>
  );
}
