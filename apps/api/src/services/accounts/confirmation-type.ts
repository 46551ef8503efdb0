import { z } from 'zod';
import { CONFIRMATION_TYPES, type ConfirmationType } from '@parking/domain/accounts/auth-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { selectSiteSetting } from '../../db/content/select-site-setting.ts';

/**
 * site_settings key of the account document: { confirmationType: 'SMS' | 'Call' }. Kept apart
 * from the settings flags because the web asks for it with its own call (get-confirmation-type).
 */
export const ACCOUNT_SETTINGS_KEY = 'account_settings';

const AccountSettingsSchema = z.object({ confirmationType: z.enum(CONFIRMATION_TYPES) });

/** How the city confirms phones: an SMS with a 6-digit code (default) or a call (4 digits). */
export async function getConfirmationType(city: CityContext): Promise<ConfirmationType> {
  const parsed = AccountSettingsSchema.safeParse(await selectSiteSetting(city.db, ACCOUNT_SETTINGS_KEY));
  return parsed.success ? parsed.data.confirmationType : 'SMS';
}
