import { beforeEach, describe, expect, it } from 'vitest';
import { favouriteZones, orderZones, recentZones, rememberZone, toggleFavouriteZone } from './recent-zones';

const zones = ['101', '102', '103', '104', '105', '106', '107'].map((zonenumber) => ({ zonenumber }));

beforeEach(() => window.localStorage.clear());

describe('recent and favourite zones', () => {
  it('keeps the last five zones paid in, newest first, without repeats', () => {
    for (const z of ['101', '102', '103', '101', '104', '105', '106']) rememberZone(z);
    expect(recentZones()).toEqual(['106', '105', '104', '101', '103']);
  });

  it('orders favourites, then recent, then the rest, each zone once', () => {
    rememberZone('103');
    rememberZone('105');
    toggleFavouriteZone('106');
    toggleFavouriteZone('105');
    expect(favouriteZones()).toEqual(['106', '105']);
    const ordered = orderZones(zones, favouriteZones(), recentZones());
    expect(ordered.map((o) => `${o.group}:${o.zone.zonenumber}`)).toEqual([
      'favourite:106',
      'favourite:105',
      'recent:103',
      'all:101',
      'all:102',
      'all:104',
      'all:107',
    ]);
    expect(toggleFavouriteZone('106')).toEqual(['105']);
  });

  it('ignores a zone the city no longer has and bad stored data', () => {
    window.localStorage.setItem('parking-payment.recentZones.perm', '{"no":1}');
    expect(recentZones()).toEqual([]);
    expect(orderZones(zones.slice(0, 1), ['999'], []).map((o) => o.zone.zonenumber)).toEqual(['101']);
  });
});
