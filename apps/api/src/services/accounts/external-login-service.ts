import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { externalIdentityRows } from '../../db/accounts/external-identity-rows.ts';
import { uniqueViolation } from '../../db/accounts/unique-violation.ts';
import { userRows } from '../../db/accounts/user-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  fetchUserInfo,
  IdentityError,
  type ExternalIdentity,
} from '../../integrations/identity/fetch-user-info.ts';
import { ACCOUNT_LIMITS as L } from './account-limits.ts';
import { tokenService } from './token-service.ts';

export interface ExternalAuthSettings {
  userInfoUrl: string;
}

/** Subjects are unique per provider; the provider is named by its user-info host. */
function providerOf(userInfoUrl: string): string {
  return new URL(userInfoUrl).host
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40);
}

/**
 * The account a provider subject logs into: the one linked before, else the account with the
 * provider's e-mail (linked now: the provider vouches for the address, as Yandex ID does for
 * default_email), else a new account without a password and with the e-mail confirmed.
 */
async function accountFor(tx: Db, provider: string, identity: ExternalIdentity): Promise<number> {
  const linked = await externalIdentityRows.userIdOf(tx, provider, identity.subject);
  if (linked !== null) return linked;
  const existing = await userRows.byEmail(tx, identity.email);
  const userId =
    existing?.id ??
    (
      await userRows.insert(tx, {
        email: identity.email,
        emailConfirmed: true,
        firstName: identity.firstName,
        lastName: identity.lastName,
      })
    ).id;
  await externalIdentityRows.insert(tx, provider, identity.subject, userId);
  return userId;
}

/**
 * POST /api/auth/login-external: exchanges the provider's access token (implicit flow) for our
 * token. Any failure — a rejected token, the provider down or slow, no e-mail, the account
 * already linked to another subject — is ExternalLoginError.
 */
export async function logInExternal(
  city: CityContext,
  accessToken: string,
  settings: ExternalAuthSettings,
): Promise<string> {
  let identity: ExternalIdentity;
  try {
    identity = await fetchUserInfo(settings.userInfoUrl, accessToken, L.identityTimeoutMs);
  } catch (error) {
    if (error instanceof IdentityError) {
      throw new AppError('ExternalLoginError', error.reason === 'unavailable' ? 502 : 401);
    }
    throw error;
  }
  const provider = providerOf(settings.userInfoUrl);
  // Two first logins of one person at once: the loser of the unique race finds the winner's link.
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await city.db.transaction(async (tx) => {
        const userId = await accountFor(tx, provider, identity);
        return tokenService.issue(tx, 'standard', userId);
      });
    } catch (error) {
      if (uniqueViolation(error) === null || attempt > 0) {
        if (uniqueViolation(error) !== null) throw new AppError('ExternalLoginError', 409);
        throw error;
      }
    }
  }
}
