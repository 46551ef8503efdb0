import type { Zone } from '@parking/domain/contracts/content';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import { getMapSnapshot } from './map-snapshot-cache.ts';

/** The zones call: label in the user's language, value and zonenumber the zone number, tariffs. */
export async function listZones(city: CityContext, lang: Language): Promise<Zone[]> {
  const { zones } = await getMapSnapshot(city);
  return zones.map((z) => ({
    name: lang === 'en' ? z.nameEn || z.nameRu : z.nameRu,
    value: z.zonenumber,
    zonenumber: z.zonenumber,
    prices: z.prices,
  }));
}
