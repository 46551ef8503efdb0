import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import type { CityContext } from '../../config/city-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';

/** The city's flags, or FeatureDisabled where barrier parking is off (useFlatParking). */
export async function requireFlatParking(city: CityContext): Promise<SettingsFlags> {
  const flags = await getSettingsFlags(city, 'ru');
  if (!flags.useFlatParking) throw new AppError('FeatureDisabled', 403);
  return flags;
}
