import { DAY_TYPES } from '@parking/domain/contracts/map-info';
import {
  TARIFF_PAST_VERSIONS_SHOWN,
  type NewTariffVersionRequestSchema,
  type TariffVersion,
  type TariffZoneListQuerySchema,
  type TariffZoneSummary,
} from '@parking/domain/staff/tariff-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import {
  tariffVersionRows,
  type TariffZoneRow,
  type VersionPriceRow,
} from '../../db/tariffs/tariff-version-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { invalidateMapSnapshot } from '../map/map-snapshot-cache.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';
import { toTariffVersions } from './tariff-version-view.ts';

const zoneName = (z: TariffZoneRow) => z.nameRu || z.nameEn;

async function zoneOrThrow(db: Db, zonenumber: string): Promise<TariffZoneRow> {
  const zone = await tariffVersionRows.zoneByNumber(db, zonenumber);
  if (!zone) throw new AppError('ZoneNotFound', 404);
  return zone;
}

async function zoneVersions(db: Db, zone: TariffZoneRow, now: Date): Promise<TariffVersion[]> {
  return toTariffVersions(await tariffVersionRows.versions(db, zone.id), now);
}

/** The zones list: each zone's version in force now in short, and how many are coming. */
export async function listTariffZones(city: CityContext, query: z.output<typeof TariffZoneListQuerySchema>) {
  const { page, pageSize } = query;
  const now = new Date();
  const found = await tariffVersionRows.zones(city.db, query.q, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const items: TariffZoneSummary[] = [];
  for (const zone of found.items) {
    const versions = await zoneVersions(city.db, zone, now);
    const current = versions.find((v) => v.status === 'current');
    const coming = versions.filter((v) => v.status === 'coming');
    const prices = current ? DAY_TYPES.flatMap((t) => current.days[t].map((i) => i.pricePerHour)) : [];
    items.push({
      zonenumber: zone.zonenumber,
      name: zoneName(zone),
      current: current
        ? {
            id: current.id,
            effectiveFrom: current.effectiveFrom,
            inactive: current.inactive,
            minPricePerHour: prices.length > 0 ? Math.min(...prices) : 0,
            maxPricePerHour: prices.length > 0 ? Math.max(...prices) : 0,
          }
        : null,
      comingCount: coming.length,
      nextEffectiveFrom: coming[0]?.effectiveFrom ?? null,
    });
  }
  return { count: found.count, page, pageSize, items };
}

/** One zone: the version in force now and the coming ones side by side, and a few past ones. */
export async function getTariffZone(city: CityContext, zonenumber: string) {
  const now = new Date();
  const zone = await zoneOrThrow(city.db, zonenumber);
  const versions = await zoneVersions(city.db, zone, now);
  return {
    zone: { zonenumber: zone.zonenumber, name: zoneName(zone) },
    now: now.toISOString(),
    current: versions.find((v) => v.status === 'current') ?? null,
    coming: versions.filter((v) => v.status === 'coming'),
    past: versions
      .filter((v) => v.status === 'past')
      .reverse()
      .slice(0, TARIFF_PAST_VERSIONS_SHOWN),
  };
}

/** The request's days as zone_prices rows; an inactive version is one marker row (daycode -2). */
function toPriceRows(input: z.output<typeof NewTariffVersionRequestSchema>): VersionPriceRow[] {
  if (input.inactive) {
    return [
      { dayType: 'default', timeFrom: '00:00', timeTo: '24:00', pricePerHourKopecks: 0, inactive: true },
    ];
  }
  return DAY_TYPES.flatMap((dayType) =>
    input.days[dayType].map((i) => ({
      dayType,
      timeFrom: i.timeFrom,
      timeTo: i.timeTo,
      pricePerHourKopecks: i.pricePerHour,
      inactive: false,
    })),
  );
}

/**
 * Schedules a version from effectiveFrom. The request schema has checked the days; the start
 * is checked here against the server's clock (and again by the database's CHECK against its own).
 */
export async function scheduleTariffVersion(
  city: CityContext,
  actor: StaffActor,
  zonenumber: string,
  input: z.output<typeof NewTariffVersionRequestSchema>,
): Promise<TariffVersion> {
  const effectiveFrom = new Date(input.effectiveFrom);
  if (effectiveFrom.getTime() <= Date.now()) throw new AppError('TariffVersionInPast', 400);
  const version = await recordStaffChange(city, actor, async (tx) => {
    const zone = await zoneOrThrow(tx, zonenumber);
    const id = await tariffVersionRows.insert(tx, zone.id, {
      effectiveFrom,
      createdBy: actor.id,
      prices: toPriceRows(input),
    });
    if (id === undefined) throw new AppError('TariffVersionExists', 409);
    const made = (await zoneVersions(tx, zone, new Date())).find((v) => v.id === id)!;
    return {
      action: 'tariff.schedule',
      entity: 'tariff',
      entityId: `${zone.zonenumber}/${id}`,
      before: null,
      after: made,
      result: made,
    };
  });
  invalidateMapSnapshot(city);
  return version;
}

/** Cancels a version that has not taken effect; one in force or past has priced stays. */
export async function cancelTariffVersion(
  city: CityContext,
  actor: StaffActor,
  zonenumber: string,
  id: number,
): Promise<TariffVersion> {
  const version = await recordStaffChange(city, actor, async (tx) => {
    const zone = await zoneOrThrow(tx, zonenumber);
    const before = (await zoneVersions(tx, zone, new Date())).find((v) => v.id === id);
    const outcome = await tariffVersionRows.cancel(tx, zone.id, id, actor.id);
    if (outcome === 'missing' || !before) throw new AppError('TariffVersionNotFound', 404);
    if (outcome === 'started') throw new AppError('TariffVersionInForce', 409);
    return {
      action: 'tariff.cancel',
      entity: 'tariff',
      entityId: `${zone.zonenumber}/${id}`,
      before,
      after: null,
      result: before,
    };
  });
  invalidateMapSnapshot(city);
  return version;
}
