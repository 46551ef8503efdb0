import type { SiteOptions } from '@parking/domain/contracts/site-options';

export type MobilePlatform = 'ios' | 'android';

export function mobilePlatformOf(userAgent: string): MobilePlatform | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

/** Where to send a visitor whose phone has no app installed: the store of their platform. */
export function storeLinkFor(platform: MobilePlatform, appLinks: SiteOptions['appLinks']): string | null {
  if (platform === 'ios') return appLinks.iosLink;
  return appLinks.androidLink ?? appLinks.yandexStoreLink ?? appLinks.apkLink;
}
