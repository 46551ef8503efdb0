import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { popupQuery } from '../../features/notifications/api/get-popup';
import {
  POPUP_STORAGE_KEY,
  shouldShowPopup,
  type PopupMemory,
} from '../../features/notifications/popup-rules';
import { readStored } from '../../shared/storage/local-storage';
import { useSiteOptions } from '../../shared/options/api/get-site-options';
import { wasBannerShown } from '../modals/banner-memory';
import { lazyPage } from '../../shared/ui/lazy-page';
import { interruptionNow, setNoticePending, tickerIsNew } from './interruptions';
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
 * Start-up notices, one interruption at a time (interruptions.ts has the order): the image
 * banner first (if any), then the notification pop-up; the ticker and the open-in-app prompt
 * wait for their turn.
 */
export function ShellPopups() {
  const options = useSiteOptions();
  const loadedAt = usePageLoadedAt();
  const loaded = loadedAt !== null;
  const { i18n } = useTranslation();
  // The notice is asked for together with the pop-up's code, not after it (issue 18).
  const popup = useQuery({ ...popupQuery(i18n.language), enabled: loaded });
  const banner = options.banner;
  const [bannerDone, setBannerDone] = useState(() => !banner || wasBannerShown(banner.image));
  const [popupDone, setPopupDone] = useState(false);
  const platform = mobilePlatformOf(navigator.userAgent);
  // a ticker new on this visit has its turn before the prompt (read once: it is remembered when shown)
  const [tickerNew] = useState(() => tickerIsNew(options.notification.message.trim()));

  const popupPending = popup.data
    ? !popupDone && shouldShowPopup(popup.data, readStored<PopupMemory>(POPUP_STORAGE_KEY))
    : popup.isError
      ? false
      : null;
  const notice = !loaded ? null : banner && !bannerDone ? true : popupPending;
  useEffect(() => {
    setNoticePending(notice);
  }, [notice]);
  const turn = interruptionNow({
    notice,
    ticker: tickerNew,
    prompt: Boolean(platform && options.appDeepLink),
  });

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      {banner && !bannerDone ? (
        <ImageBannerModal banner={banner} onClose={() => setBannerDone(true)} />
      ) : (
        <NotificationPopup loadedAt={loadedAt} onClosed={() => setPopupDone(true)} />
      )}
      {turn === 'prompt' && platform && options.appDeepLink && (
        <OpenInAppPrompt platform={platform} deepLink={options.appDeepLink} appLinks={options.appLinks} />
      )}
    </Suspense>
  );
}
