import { DAY_TYPES, INACTIVE_DAYCODE, type DayType, type PriceEntry } from '../contracts/map-info.ts';
import { MS_PER_DAY } from '../calendar/civil-date.ts';
import type { CostFailure } from './cost-types.ts';

/** A tariff row as the engine uses it: a half-open span of the local day in milliseconds. */
export interface TariffSlot {
  fromMs: number;
  toMs: number;
  pricePerHour: number;
}

/** Slots per day type, sorted and non-overlapping; a day type without rows is absent. */
export type CompiledTariff = Partial<Record<DayType, TariffSlot[]>>;

/**
 * 100 000 roubles an hour. Far above any real tariff; it keeps every sum the engine forms
 * (minutes x price x 1000) inside Number.MAX_SAFE_INTEGER for a stay of up to a year.
 */
export const MAX_PRICE_PER_HOUR = 10_000_000;

const TIME = /^(\d{2}):(\d{2}):(\d{2})$/;

function timeToMs(time: string): number | undefined {
  const m = TIME.exec(time);
  if (!m) return undefined;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (min > 59 || s > 59 || h > 24 || (h === 24 && (min > 0 || s > 0))) return undefined;
  return ((h * 60 + min) * 60 + s) * 1000;
}

type Compiled = { ok: true; tariff: CompiledTariff } | CostFailure;

const invalid = (message: string): CostFailure => ({ ok: false, errorName: 'CalculationCostError', message });

function compile(entries: readonly PriceEntry[]): Compiled {
  if (entries.some((e) => e.daycode === INACTIVE_DAYCODE)) {
    // the zone exists and shows on the map, but no tariff is in force: nothing can be sold
    return { ok: false, errorName: 'TariffNotFound', message: 'the zone is inactive (daycode -2)' };
  }
  if (entries.length === 0)
    return { ok: false, errorName: 'TariffNotFound', message: 'the zone has no prices' };
  const tariff: CompiledTariff = {};
  for (const e of entries) {
    if (!(DAY_TYPES as readonly string[]).includes(e.type)) return invalid(`unknown day type ${e.type}`);
    if (!Number.isInteger(e.priceNum) || e.priceNum < 0 || e.priceNum > MAX_PRICE_PER_HOUR) {
      return invalid(`bad hourly price ${e.priceNum}`);
    }
    const from = timeToMs(e.from);
    const to = timeToMs(e.to);
    if (from === undefined || to === undefined || from === MS_PER_DAY || from === to) {
      return invalid(`bad interval ${e.from}-${e.to}`);
    }
    const slots = (tariff[e.type] ??= []);
    // a row like 20:00-08:00 means the night at both ends of the same day type's day
    if (from < to) slots.push({ fromMs: from, toMs: to, pricePerHour: e.priceNum });
    else {
      slots.push({ fromMs: from, toMs: MS_PER_DAY, pricePerHour: e.priceNum });
      if (to > 0) slots.push({ fromMs: 0, toMs: to, pricePerHour: e.priceNum });
    }
  }
  for (const type of DAY_TYPES) {
    const slots = tariff[type];
    if (!slots) continue;
    slots.sort((a, b) => a.fromMs - b.fromMs);
    for (let i = 1; i < slots.length; i++) {
      // two prices for one minute would make the cost depend on row order; refuse instead
      if (slots[i]!.fromMs < slots[i - 1]!.toMs) return invalid(`overlapping ${type} rows`);
    }
  }
  return { ok: true, tariff };
}

// zone tariffs are usually cached arrays on the API side; compile each array once
const cache = new WeakMap<readonly PriceEntry[], Compiled>();

/** Turns price entries into per-day-type slots, or says why the zone cannot be priced. */
export function compileTariff(entries: readonly PriceEntry[]): Compiled {
  let compiled = cache.get(entries);
  if (!compiled) {
    compiled = compile(entries);
    cache.set(entries, compiled);
  }
  return compiled;
}

/** The slot containing a millisecond of the local day (slots are few; a scan is fastest). */
export function slotAt(slots: readonly TariffSlot[], msOfDay: number): TariffSlot | undefined {
  for (const slot of slots) {
    if (msOfDay < slot.fromMs) return undefined;
    if (msOfDay < slot.toMs) return slot;
  }
  return undefined;
}
