import type { SiteOptions } from './site-options.ts';

// Here, not beside the schema: the drivers' first load needs these two, and a module of the first
// load whose schema a lazy chunk uses drags zod into that load (docs/decisions/0005).
export const DEFAULT_SMS_NUMBER = '7878';
export const DEFAULT_INITIAL_ZOOM = 16;

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
