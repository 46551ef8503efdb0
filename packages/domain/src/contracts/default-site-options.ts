import { DEFAULT_INITIAL_ZOOM, DEFAULT_SMS_NUMBER, type SiteOptions } from './site-options.ts';

/**
 * The seeds' defaults for site options: what a city shows before an operator configures
 * anything (the API) and what the web shell runs on when the options call fails.
 */
export function defaultSiteOptions(mapCenter: [number, number]): SiteOptions {
  return {
    map: { mapCenter },
    menuItems: { header: [], footer: [], mobile: [] },
    numberSmsSendTo: DEFAULT_SMS_NUMBER,
    appLinks: { androidLink: null, iosLink: null, yandexStoreLink: null, apkLink: null },
    contacts: { email: '', phone: '' },
    notification: { message: '', url: null },
    isClose: false,
    isCoopProfile: false,
    initialZoom: DEFAULT_INITIAL_ZOOM,
    hasPrivateData: false,
    banner: null,
    appDeepLink: null,
  };
}
