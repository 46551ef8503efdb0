import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CONFIRMATION_TYPES, type ConfirmationType } from '@parking/domain/accounts/auth-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { siteSettings } from '../../db/schema/map-content.ts';

/**
 * site_settings key of the account document: { confirmationType: 'SMS' | 'Call' }. Kept apart
 * from the settings flags because the web asks for it with its own call (get-confirmation-type).
 */
export const ACCOUNT_SETTINGS_KEY = 'account_settings';

const AccountSettingsSchema = z.object({ confirmationType: z.enum(CONFIRMATION_TYPES) });

/** How the city confirms phones: an SMS with a 6-digit code (default) or a call (4 digits). */
export async function getConfirmationType(city: CityContext): Promise<ConfirmationType> {
  const [row] = await city.db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, ACCOUNT_SETTINGS_KEY));
  const parsed = AccountSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data.confirmationType : 'SMS';
}
