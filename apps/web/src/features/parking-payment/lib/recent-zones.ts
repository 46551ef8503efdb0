import { getCurrentCity } from '../../../shared/city/current-city';
import { readStored, writeStored } from '../../../shared/storage/local-storage';

/**
 * The zones this device paid in lately and the ones its driver starred, per city (zone numbers
 * repeat between cities). Kept on the device, not in the account: a guest has them too.
 */
export const RECENT_ZONES_MAX = 5;

const recentKey = () => `parking-payment.recentZones.${getCurrentCity().city}`;
const favouriteKey = () => `parking-payment.favouriteZones.${getCurrentCity().city}`;

const listAt = (key: string): string[] => {
  const stored = readStored<unknown>(key);
  return Array.isArray(stored) ? stored.filter((z): z is string => typeof z === 'string') : [];
};

/** Newest first, at most five. */
export const recentZones = (): string[] => listAt(recentKey());
export const favouriteZones = (): string[] => listAt(favouriteKey());

/** A zone was paid in: it goes to the front of the recent ones. */
export function rememberZone(zonenumber: string): void {
  if (!zonenumber) return;
  const list = [zonenumber, ...recentZones().filter((z) => z !== zonenumber)];
  writeStored(recentKey(), list.slice(0, RECENT_ZONES_MAX));
}

/** Stars or unstars a zone; the new list of favourites. */
export function toggleFavouriteZone(zonenumber: string): string[] {
  const now = favouriteZones();
  const next = now.includes(zonenumber) ? now.filter((z) => z !== zonenumber) : [...now, zonenumber];
  writeStored(favouriteKey(), next);
  return next;
}

/**
 * Favourites first (in the order starred), then recent ones (newest first), then the rest in the
 * city's order; the first two carry their group, so the picker can label them.
 */
export function orderZones<Z extends { zonenumber: string }>(
  zones: readonly Z[],
  favourites: readonly string[],
  recent: readonly string[],
): { zone: Z; group: 'favourite' | 'recent' | 'all' }[] {
  const byNumber = new Map(zones.map((z) => [z.zonenumber, z]));
  const seen = new Set<string>();
  const out: { zone: Z; group: 'favourite' | 'recent' | 'all' }[] = [];
  const add = (numbers: readonly string[], group: 'favourite' | 'recent' | 'all') => {
    for (const n of numbers) {
      const zone = byNumber.get(n);
      if (!zone || seen.has(n)) continue;
      seen.add(n);
      out.push({ zone, group });
    }
  };
  add(favourites, 'favourite');
  add(recent, 'recent');
  add(
    zones.map((z) => z.zonenumber),
    'all',
  );
  return out;
}
