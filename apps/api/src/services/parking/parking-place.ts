import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import type { TariffVersionEntries } from '@parking/domain/tariffs/cost-types';
import type { CityContext } from '../../config/city-context.ts';
import { parkingByCode } from '../../db/sessions/parking-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { getMapSnapshot, peekMapSnapshot, type MapSnapshot } from '../map/map-snapshot-cache.ts';

/** Where a stay is: the zone whose tariff prices it, or a free parking. */
export interface ParkingPlace {
  zonenumber: string;
  /** Stored on the session when the city pays by parking id. */
  parkingCode: string | null;
  /** A free parking (document 1 §3: freeparking and not for-disabled, or category free). */
  free: boolean;
  /**
   * The zone's tariff versions (past, current and coming): each minute of a stay is priced by
   * the version in force at that minute, so a stay across an announced change is priced right.
   */
  tariff: readonly TariffVersionEntries[];
}

// one index per snapshot: the snapshot is immutable and replaced whenever map data changes
const zoneIndexes = new WeakMap<MapSnapshot, Map<string, readonly TariffVersionEntries[]>>();

function zoneTariffs(snapshot: MapSnapshot): Map<string, readonly TariffVersionEntries[]> {
  let index = zoneIndexes.get(snapshot);
  if (!index) {
    index = new Map(snapshot.zones.map((z) => [z.zonenumber, z.versions]));
    zoneIndexes.set(snapshot, index);
  }
  return index;
}

/**
 * The zone by its number, or, where the city pays by parking id (paymentByParkingId) and a
 * ParkingCode is given, the parking by its code and the zone it lies in. Tariffs are the map's
 * (tariff versions and their zone_prices), so the cost a driver sees on the map and the cost charged never differ.
 */
export async function resolvePlace(
  city: CityContext,
  flags: SettingsFlags,
  zone: string | undefined,
  parkingCode: string | undefined,
): Promise<ParkingPlace> {
  const tariffs = zoneTariffs(await getMapSnapshot(city));
  if (flags.paymentByParkingId && parkingCode) {
    const parking = await parkingByCode(city.db, parkingCode);
    if (!parking) throw new AppError('CantFindParking', 404);
    const free = parking.category === 'free' || (parking.freeparking && parking.category !== 'fordisabled');
    const zonenumber = parking.zonenumber ?? zone;
    const tariff = parking.zonenumber ? tariffs.get(parking.zonenumber) : undefined;
    // a paid parking outside every zone has no tariff to sell it by
    if (!zonenumber || (!free && !tariff)) throw new AppError('TariffNotFound', 409);
    return { zonenumber, parkingCode: parking.code, free, tariff: tariff ?? [] };
  }
  return zonePlace(tariffs, zone);
}

function zonePlace(
  tariffs: Map<string, readonly TariffVersionEntries[]>,
  zone: string | undefined,
): ParkingPlace {
  if (!zone) throw new AppError('NoZoneSelected', 400);
  const tariff = tariffs.get(zone);
  if (!tariff) throw new AppError('ZoneNotFound', 404);
  return { zonenumber: zone, parkingCode: null, free: false, tariff };
}

/**
 * The zone without waiting, when the map snapshot is in memory and fresh; undefined when
 * resolvePlace must run (no snapshot yet, or a parking code to look up in the database).
 */
export function peekPlace(
  city: CityContext,
  flags: SettingsFlags,
  zone: string | undefined,
  parkingCode: string | undefined,
): ParkingPlace | undefined {
  if (flags.paymentByParkingId && parkingCode) return undefined;
  const snapshot = peekMapSnapshot(city);
  return snapshot && zonePlace(zoneTariffs(snapshot), zone);
}
