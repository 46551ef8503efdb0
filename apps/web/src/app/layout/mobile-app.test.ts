import { describe, expect, it } from 'vitest';
import { mobilePlatformOf, storeLinkFor } from './mobile-app';

const links = {
  iosLink: 'ios://store',
  androidLink: null,
  yandexStoreLink: 'https://store.example/app',
  apkLink: '/app.apk',
};

describe('open-in-app helpers', () => {
  it('recognises phones by user agent', () => {
    expect(mobilePlatformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(mobilePlatformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(mobilePlatformOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBeNull();
  });

  it('falls back to the other store and then the APK on Android', () => {
    expect(storeLinkFor('ios', links)).toBe('ios://store');
    expect(storeLinkFor('android', links)).toBe('https://store.example/app');
    expect(storeLinkFor('android', { ...links, yandexStoreLink: null })).toBe('/app.apk');
  });
});
