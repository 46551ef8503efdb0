import type { CityContext } from '../../config/city-context.ts';
import { companyTokenRows } from '../../db/company/company-token-rows.ts';
import type { OperationsScope } from '../../db/operations/operation-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuthContext } from '../accounts/token-service.ts';

/**
 * Whose operations a token may list: a driver's token its driver (no query: the driver's path is
 * benchmarked), a corporate token its company when the company is enabled. Anything else:
 * TokenNotFound (401).
 */
export async function operationsScopeOf(
  city: CityContext,
  auth: AuthContext | null,
): Promise<OperationsScope> {
  if (auth?.kind === 'standard' && auth.userId !== null) return { userId: auth.userId };
  if (auth?.kind === 'corporate') {
    const company = await companyTokenRows.companyOf(city.db, auth.tokenId);
    if (company) return { companyId: company.id };
  }
  throw new AppError('TokenNotFound', 401);
}
