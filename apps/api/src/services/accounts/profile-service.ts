import type { Profile } from '@parking/domain/accounts/auth-responses';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import { userRows } from '../../db/accounts/user-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { currentSessionsOf } from '../parking/current-sessions.ts';

/**
 * The profile the web loads after login (document 2 §3): balance from the ledger (kopecks),
 * the running and deferred parking sessions. Vehicles and documents belong to the cabinet
 * issue; until it exists they are empty here.
 */
export async function getProfile(city: CityContext, userId: number, lang: Language): Promise<Profile> {
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
    phones: user.phone ? [{ phone: user.phone, isMain: true }] : [],
    hasPassword: user.passwordHash !== null,
    balance,
    ts: [],
    documents: [],
    sessions,
    paymentsMethods: flags.paymentsMethods,
    settings: { reportHistoryOperation: false },
    defaultZone: user.defaultZone,
  };
}
