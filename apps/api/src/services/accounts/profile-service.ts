import type { Language } from '@parking/domain/i18n/languages';
import type { ProfileV6 } from '@parking/domain/profile/profile-answers';
import type { CityContext } from '../../config/city-context.ts';
import { userRows } from '../../db/accounts/user-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { currentSessionsOf } from '../parking/current-sessions.ts';

/** The account's part of the profile; the cabinet (services/profile) adds phones, vehicles, documents, settings. */
export type AccountProfile = Omit<ProfileV6, 'phones' | 'privateData' | 'ts' | 'documents' | 'settings'>;

/**
 * The account's part of the profile the web loads after login (document 2 §3): names, balance
 * from the ledger (kopecks), the running and deferred parking sessions, payment methods.
 */
export async function getProfile(city: CityContext, userId: number, lang: Language): Promise<AccountProfile> {
  const user = await userRows.byId(city.db, userId);
  // The token outlived its account (deleted by an operator): the session is gone.
  if (!user) throw new AppError('TokenNotFound', 401);
  const [flags, balance, sessions] = await Promise.all([
    getSettingsFlags(city, lang),
    balanceOf(city.db, userId),
    currentSessionsOf(city, userId),
  ]);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName,
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    hasPassword: user.passwordHash !== null,
    balance,
    sessions,
    paymentsMethods: flags.paymentsMethods,
    defaultZone: user.defaultZone,
  };
}
