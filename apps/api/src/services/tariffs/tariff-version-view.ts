import { DAY_TYPES, type DayType } from '@parking/domain/contracts/map-info';
import type {
  TariffInterval,
  TariffVersion,
  TariffVersionStatus,
} from '@parking/domain/staff/tariff-contracts';
import type { TariffVersionRecord, VersionPriceRow } from '../../db/tariffs/tariff-version-rows.ts';

/** 'HH:MM:SS' as stored to the console's 'HH:MM' (versions are written to the minute). */
const hhmm = (time: string): string => time.slice(0, 5);

/** The console's day lists of a version's rows; an inactive version has none. */
export function toTariffDays(prices: readonly VersionPriceRow[]): Record<DayType, TariffInterval[]> {
  const days = Object.fromEntries(DAY_TYPES.map((t) => [t, [] as TariffInterval[]])) as Record<
    DayType,
    TariffInterval[]
  >;
  for (const p of prices) {
    if (p.inactive) continue;
    days[p.dayType].push({
      timeFrom: hhmm(p.timeFrom),
      timeTo: hhmm(p.timeTo),
      pricePerHour: Number(p.pricePerHourKopecks),
    });
  }
  return days;
}

/** The console's form of versions of one zone (in start order) at `now`. */
export function toTariffVersions(records: readonly TariffVersionRecord[], now: Date): TariffVersion[] {
  const currentIndex = records.findLastIndex((r) => r.effectiveFrom <= now);
  return records.map((r, i) => {
    const status: TariffVersionStatus = i === currentIndex ? 'current' : i < currentIndex ? 'past' : 'coming';
    return {
      id: r.id,
      effectiveFrom: r.effectiveFrom.toISOString(),
      effectiveTo: records[i + 1]?.effectiveFrom.toISOString() ?? null,
      status,
      inactive: r.prices.some((p) => p.inactive),
      days: toTariffDays(r.prices),
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdBy,
    };
  });
}
