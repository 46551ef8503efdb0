import { describe, expect, it } from 'vitest';
import { isCachedApiRequest, notificationOf } from './sw-rules';

const at = (path: string) => new URL(path, 'https://parking.example');

describe('what the service worker keeps', () => {
  it('keeps the map data, options and settings of any city', () => {
    expect(isCachedApiRequest('GET', at('/c/perm/api/map/get-map-info-v3'))).toBe(true);
    expect(isCachedApiRequest('GET', at('/c/perm/api/map/get-map-tile-v3?z=14&x=1&y=2'))).toBe(true);
    expect(isCachedApiRequest('GET', at('/api/map/get-zones'))).toBe(true);
    expect(isCachedApiRequest('GET', at('/api/options/get-options'))).toBe(true);
    expect(isCachedApiRequest('GET', at('/c/kazan/api/options/get-settings?lang=en'))).toBe(true);
  });

  it('never keeps posts, the profile, tokens or payments', () => {
    expect(isCachedApiRequest('POST', at('/c/perm/api/map/get-map-info-v3'))).toBe(false);
    expect(isCachedApiRequest('GET', at('/c/perm/api/profile/get-profile-v6'))).toBe(false);
    expect(isCachedApiRequest('GET', at('/c/perm/api/auth/token'))).toBe(false);
    expect(isCachedApiRequest('GET', at('/c/perm/api/payment/get-sessions'))).toBe(false);
    // the driver's position is in the address of "where am I"
    expect(isCachedApiRequest('GET', at('/c/perm/api/map/zone-at?lat=58.01&lon=56.25'))).toBe(false);
  });
});

describe('a push notification', () => {
  it('shows the payload and opens its link on our site only', () => {
    const origin = 'https://parking.example';
    const shown = notificationOf(
      { title: 'Парковка', body: 'Осталось 10 минут', url: '/r/abc', tag: 's1:before' },
      origin,
    );
    expect(shown).toMatchObject({
      title: 'Парковка',
      options: { body: 'Осталось 10 минут', tag: 's1:before', data: { url: '/r/abc' } },
    });
    expect(notificationOf({ title: 'x', url: 'https://evil.example/' }, origin).options.data).toEqual({
      url: '/',
    });
    expect(notificationOf(null, origin).title).toBe('Городские парковки');
  });
});
