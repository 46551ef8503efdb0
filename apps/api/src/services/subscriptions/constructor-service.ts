import type { Language } from '@parking/domain/i18n/languages';
import type {
  ConstructorResult,
  ConstructorZone,
  SelectedAbonementsRequest,
} from '@parking/domain/subscriptions/constructor-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { constructorZones } from '../../db/subscriptions/zone-rate-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import { parkingClock } from '../parking/parking-clock.ts';
import { constructorName, startWindow } from './subscription-offers.ts';
import { constructorCode, constructorPrice, constructorTimings } from './subscription-pricing.ts';

/** The constructor exists only where the city's useSubscriptionConstructor flag is on. */
async function requireConstructor(city: CityContext, lang: Language): Promise<void> {
  const flags = await getSettingsFlags(city, lang);
  if (!flags.useSubscriptionConstructor) throw new AppError('FeatureDisabled', 403);
}

/** GET /backend/v2/getZones. */
export async function getConstructorZones(city: CityContext, lang: Language): Promise<ConstructorZone[]> {
  await requireConstructor(city, lang);
  const zones = await constructorZones(city.db);
  return zones.map((z) => ({
    code: z.zonenumber,
    special: z.special,
    name: lang === 'en' ? z.nameEn : z.nameRu,
  }));
}

/** GET /backend/v2/getTiming. */
export async function getConstructorTiming(city: CityContext, lang: Language): Promise<number[]> {
  await requireConstructor(city, lang);
  return constructorTimings();
}

/**
 * POST /backend/v2/selectedAbonements: the price of these zones for this term from dateStart
 * (today at the earliest, one month ahead at the latest). The result's permissionKindCode is
 * bought through /api/payment/subscription like any offer.
 */
export async function selectAbonements(
  city: CityContext,
  request: SelectedAbonementsRequest,
  lang: Language,
): Promise<ConstructorResult[]> {
  await requireConstructor(city, lang);
  const window = startWindow('constructor', city.config.timeZone, parkingClock.now());
  if (request.dateStart < window.min || request.dateStart > window.max)
    throw new AppError('SubscriptionStartDateInvalid', 400, { dateStart: 'SubscriptionStartDateInvalid' });
  const all = await constructorZones(city.db);
  const codes = [...new Set(request.zones)];
  const chosen = codes.map((c) => all.find((z) => z.zonenumber === c));
  if (chosen.some((z) => !z)) throw new AppError('ZoneNotFound', 404, { zones: 'ZoneNotFound' });
  const zones = chosen as NonNullable<(typeof chosen)[number]>[];
  const sorted = codes.sort();
  return [
    {
      permissionKind: constructorName(request.timing, lang),
      permissionKindCode: constructorCode(request.timing, sorted),
      permissionType: 'constructor',
      price: constructorPrice(zones, request.timing),
      zones: sorted,
      startDate: request.dateStart,
      days: request.timing,
    },
  ];
}
