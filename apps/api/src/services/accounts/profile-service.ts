import type { Profile } from '@parking/domain/accounts/auth-responses';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import { userRows } from '../../db/accounts/user-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';

/**
 * The profile the web loads after login (document 2 §3). Balance, vehicles, documents and
 * sessions belong to later issues (payments, cabinet); until they exist they are empty here.
 */
export async function getProfile(city: CityContext, userId: number, lang: Language): Promise<Profile> {
  const user = await userRows.byId(city.db, userId);
  // The token outlived its account (deleted by an operator): the session is gone.
  if (!user) throw new AppError('TokenNotFound', 401);
  const flags = await getSettingsFlags(city, lang);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName,
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    phones: user.phone ? [{ phone: user.phone, isMain: true }] : [],
    hasPassword: user.passwordHash !== null,
    balance: 0,
    ts: [],
    documents: [],
    sessions: [],
    paymentsMethods: flags.paymentsMethods,
    settings: { reportHistoryOperation: false },
    defaultZone: user.defaultZone,
  };
}
