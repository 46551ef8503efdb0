import type { TariffVersionRecord, VersionPriceRow } from './tariff-version-rows.ts';

/** A zone's tariff as the map and the cost engine read it. */
export interface ZoneTimeline {
  /** The rows of the version in force at `now` ([] before the zone's first version). */
  prices: VersionPriceRow[];
  /** Every version not cancelled, in start order: stays are priced minute by minute across them. */
  versions: { from: Date; prices: VersionPriceRow[] }[];
  /** When the next version takes effect; null when none is coming. */
  nextChangeAt: Date | null;
}

/** Splits a zone's versions (in start order) around `now`. */
export function zoneTimeline(records: readonly TariffVersionRecord[], now: Date): ZoneTimeline {
  const versions = records.map((r) => ({ from: r.effectiveFrom, prices: r.prices }));
  const current = versions.filter((v) => v.from <= now).at(-1);
  const next = versions.find((v) => v.from > now);
  return { prices: current?.prices ?? [], versions, nextChangeAt: next?.from ?? null };
}
