import type { PriceEntry } from '../contracts/map-info.ts';
import { compileTariff, type CompiledTariff } from './compile-tariff.ts';
import type { CostFailure, CostTariff, TariffVersionEntries } from './cost-types.ts';

/** The version in force at an instant and the instant the next version takes over. */
export interface VersionAt {
  tariff: CompiledTariff;
  /** Epoch ms of the next version's start; Infinity when none follows. */
  until: number;
}

/**
 * A zone's tariff versions as the engine walks them: sorted by start, compiled on first use, so
 * a coming version with a fault refuses only the stays that reach it. A single price table is
 * one version in force since forever.
 */
export class TariffTimeline {
  private readonly versions: { from: number; entries: readonly PriceEntry[] }[];

  private constructor(versions: { from: number; entries: readonly PriceEntry[] }[]) {
    this.versions = versions;
  }

  static of(input: CostTariff): TariffTimeline | CostFailure {
    if (input.versions === undefined) {
      return new TariffTimeline([{ from: -Infinity, entries: input.tariff }]);
    }
    const versions = input.versions.map((v: TariffVersionEntries) => ({
      from: v.from.getTime(),
      entries: v.entries,
    }));
    if (versions.some((v) => !Number.isFinite(v.from))) {
      return { ok: false, errorName: 'ValidationError', message: 'a tariff version has a bad start' };
    }
    versions.sort((a, b) => a.from - b.from);
    for (let i = 1; i < versions.length; i++) {
      // two versions from one instant would make the price depend on their order; refuse instead
      if (versions[i]!.from === versions[i - 1]!.from) {
        return {
          ok: false,
          errorName: 'CalculationCostError',
          message: 'two tariff versions start together',
        };
      }
    }
    return new TariffTimeline(versions);
  }

  /** The compiled version in force at `at` (epoch ms), or why that instant cannot be priced. */
  at(at: number): VersionAt | CostFailure {
    let index = -1;
    for (let i = 0; i < this.versions.length && this.versions[i]!.from <= at; i++) index = i;
    if (index < 0) {
      return { ok: false, errorName: 'TariffNotFound', message: 'no tariff version was in force yet' };
    }
    const compiled = compileTariff(this.versions[index]!.entries);
    if (!compiled.ok) return compiled;
    return { tariff: compiled.tariff, until: this.versions[index + 1]?.from ?? Infinity };
  }
}
