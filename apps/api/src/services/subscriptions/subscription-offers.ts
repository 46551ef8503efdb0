import type { Language } from '@parking/domain/i18n/languages';
import {
  SUBSCRIPTION_MIN_DAYS_AHEAD,
  type SubscriptionOffer,
  type SubscriptionType,
} from '@parking/domain/subscriptions/subscription-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { offerRows } from '../../db/subscriptions/offer-rows.ts';
import { constructorZones } from '../../db/subscriptions/zone-rate-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import { latestSubscriptionStart } from '@parking/domain/subscriptions/latest-start';
import { addDays, localDateOf } from './subscription-dates.ts';
import { constructorPrice, parseConstructorCode } from './subscription-pricing.ts';

/** What a code buys: a catalogue offer or a constructor result. */
export interface ResolvedOffer {
  code: string;
  type: SubscriptionType | 'constructor';
  name: string;
  days: number;
  priceKopecks: number;
  zones: string[];
  sale: number;
}

/** The start dates a purchase may choose, 'YYYY-MM-DD' in the city (prev_day: yesterday only). */
export function startWindow(type: ResolvedOffer['type'], timeZone: string, now: Date) {
  const today = localDateOf(now, timeZone);
  if (type === 'prev_day') {
    const yesterday = addDays(today, -1);
    return { min: yesterday, max: yesterday, default: yesterday };
  }
  const min = addDays(today, SUBSCRIPTION_MIN_DAYS_AHEAD);
  return { min, max: latestSubscriptionStart(today), default: min };
}

/** GET /api/profile/get-subscription: the city's offers in the seeds' shape. */
export async function listOffers(city: CityContext, lang: Language, now: Date): Promise<SubscriptionOffer[]> {
  const offers = await offerRows.listActive(city.db);
  return offers.map((o) => {
    const window = startWindow(o.type, city.config.timeZone, now);
    return {
      parkingPermit: lang === 'en' ? o.nameEn : o.nameRu,
      parkingPermitCode: o.code,
      parkingPermitType: o.type,
      parkingPermitDesc: lang === 'en' ? o.descEn : o.descRu,
      parkingPermitStartDate: window.default,
      minStartDate: window.min,
      maxStartDate: window.max,
      parkingPermitTs: '#',
      cost: o.priceKopecks,
      days: o.days,
      zone: o.zones,
    };
  });
}

export function constructorName(days: number, lang: Language): string {
  return lang === 'en' ? `Subscription for ${days} days` : `Абонемент на ${days} дн.`;
}

/**
 * A bought subscription's name in `lang`: a benefit keeps the name in the language it was
 * bought in, but the driver reads it in the language of the page. Null when the offer is gone
 * (the stored name stays then).
 */
export async function subscriptionNamer(
  db: Db,
  lang: Language,
): Promise<(offerCode: string | null) => string | null> {
  const offers = new Map((await offerRows.listActive(db)).map((o) => [o.code, o]));
  return (code) => {
    if (code === null) return null;
    const built = parseConstructorCode(code);
    if (built) return constructorName(built.days, lang);
    const offer = offers.get(code);
    if (!offer) return null;
    return (lang === 'en' ? offer.nameEn : offer.nameRu) || offer.nameRu;
  };
}

/**
 * The offer behind a codeSubscription, or null. A constructor code needs the city's
 * useSubscriptionConstructor flag and every zone to exist; its price is computed again here.
 */
export async function resolveOffer(
  city: CityContext,
  db: Db,
  code: string,
  lang: Language,
): Promise<ResolvedOffer | null> {
  const built = parseConstructorCode(code);
  if (built) {
    const flags = await getSettingsFlags(city, lang);
    if (!flags.useSubscriptionConstructor) throw new AppError('FeatureDisabled', 403);
    const all = await constructorZones(db);
    const chosen = built.zones.map((z) => all.find((a) => a.zonenumber === z));
    if (chosen.some((z) => !z)) throw new AppError('ZoneNotFound', 404);
    return {
      code,
      type: 'constructor',
      name: constructorName(built.days, lang),
      days: built.days,
      priceKopecks: constructorPrice(chosen as NonNullable<(typeof chosen)[number]>[], built.days),
      zones: built.zones,
      sale: 100,
    };
  }
  const offer = await offerRows.byCode(db, code);
  if (!offer) return null;
  return {
    code: offer.code,
    type: offer.type,
    name: lang === 'en' ? offer.nameEn : offer.nameRu,
    days: offer.days,
    priceKopecks: offer.priceKopecks,
    zones: offer.zones,
    sale: offer.sale,
  };
}
