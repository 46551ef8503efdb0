import { DAY_TYPES, type DayType } from '@parking/domain/contracts/map-info';
import {
  NewTariffVersionRequestSchema,
  type NewTariffVersionRequest,
  type TariffVersion,
} from '@parking/domain/staff/tariff-contracts';

/** A row of the form: the price in roubles as typed (staff think in roubles, the API in kopecks). */
export type DraftInterval = { timeFrom: string; timeTo: string; roubles: string };
export type TariffDraft = {
  effectiveFrom: string;
  inactive: boolean;
  days: Record<DayType, DraftInterval[]>;
};

export const emptyDraft = (): TariffDraft => ({
  effectiveFrom: '',
  inactive: false,
  days: Object.fromEntries(
    DAY_TYPES.map((d) => [d, [{ timeFrom: '00:00', timeTo: '24:00', roubles: '' }]]),
  ) as Record<DayType, DraftInterval[]>,
});

/**
 * A draft that starts from an existing version's prices (the latest one the zone has), so a
 * change of one price is one edit, not the whole table typed again. Empty without a version.
 */
export function draftFrom(version: TariffVersion | null): TariffDraft {
  if (!version || version.inactive) return emptyDraft();
  const rows = (type: DayType): DraftInterval[] =>
    version.days[type].map((i) => ({
      timeFrom: i.timeFrom,
      timeTo: i.timeTo,
      roubles: String(i.pricePerHour / 100),
    }));
  return {
    effectiveFrom: '',
    inactive: false,
    days: Object.fromEntries(DAY_TYPES.map((d) => [d, rows(d)])) as TariffDraft['days'],
  };
}

/** Roubles as typed ("60", "60,5", "60.50") to whole kopecks; NaN for anything else. */
export function toKopecks(roubles: string): number {
  const text = roubles.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

export type DraftCheck =
  | { ok: true; request: NewTariffVersionRequest }
  /** Messages by place: 'effectiveFrom', 'days', 'days.<type>', 'days.<type>.<index>'. */
  | { ok: false; problems: Record<string, string> };

/** The draft through the route's own schema, so the form refuses exactly what the server would. */
export function checkDraft(draft: TariffDraft): DraftCheck {
  const request: NewTariffVersionRequest = {
    effectiveFrom: draft.effectiveFrom,
    inactive: draft.inactive,
    days: Object.fromEntries(
      DAY_TYPES.map((d) => [
        d,
        draft.inactive
          ? []
          : draft.days[d].map((i) => ({
              timeFrom: i.timeFrom,
              timeTo: i.timeTo,
              pricePerHour: toKopecks(i.roubles),
            })),
      ]),
    ) as NewTariffVersionRequest['days'],
  };
  const parsed = NewTariffVersionRequestSchema.safeParse(request);
  if (parsed.success) return { ok: true, request };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // a bad price is reported on its interval ('days.default.0.pricePerHour' -> 'days.default.0')
    const place = issue.path.filter((p) => p !== 'pricePerHour').join('.');
    problems[place] ??= issue.message;
  }
  return { ok: false, problems };
}
