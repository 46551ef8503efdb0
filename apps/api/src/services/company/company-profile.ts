import type { CompanyProfile } from '@parking/domain/company/company-contracts';
import { companyBalanceRoubles } from '@parking/domain/company/company-rules';
import type { CityContext } from '../../config/city-context.ts';
import { companyRows } from '../../db/company/company-rows.ts';
import { fleetRows } from '../../db/company/fleet-rows.ts';
import { companyTokenRows } from '../../db/company/company-token-rows.ts';
import { removedDriverRows } from '../../db/company/removed-driver-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuthContext } from '../accounts/token-service.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { fleetDeviceView, fleetDriverView, fleetVehicleView } from './fleet-view.ts';

/**
 * GET /api/corp-profile/get-profile: the company, its balance and its whole fleet, and the
 * removed drivers its operations still name (the operations filter offers them).
 */
export async function companyProfile(city: CityContext, companyId: number): Promise<CompanyProfile> {
  const [company, balanceKopecks, vehicles, drivers, removedDrivers] = await Promise.all([
    companyRows.byId(city.db, companyId),
    companyRows.balance(city.db, companyId),
    fleetRows.vehicles(city.db, companyId),
    fleetRows.drivers(city.db, companyId),
    removedDriverRows.of(city.db, companyId),
  ]);
  if (!company) throw new AppError('TokenNotFound', 401);
  return {
    email: company.email,
    inn: company.inn,
    name: company.name,
    contractNumber: company.contractNumber,
    balance: companyBalanceRoubles(balanceKopecks),
    balanceKopecks,
    ts: vehicles.map(fleetVehicleView),
    drivers: drivers.map(fleetDriverView),
    devices: vehicles.map(fleetDeviceView),
    removedDrivers: removedDrivers.sort((a, b) => a.name.localeCompare(b.name, 'ru')),
  };
}

/** GET /api/profile/get-balance with a corporate token: whole roubles (cut) and exact kopecks. */
export async function companyBalance(
  city: CityContext,
  companyId: number,
): Promise<{ balance: number; balanceKopecks: number }> {
  const balanceKopecks = await companyRows.balance(city.db, companyId);
  return { balance: companyBalanceRoubles(balanceKopecks), balanceKopecks };
}

/**
 * GET /api/profile/get-balance: a driver's token answers the driver's kopecks (in both fields);
 * a corporate token of an enabled company answers companyBalance. Anything else: TokenNotFound.
 */
export async function balanceOfToken(
  city: CityContext,
  auth: AuthContext | null,
): Promise<{ balance: number; balanceKopecks: number }> {
  if (auth?.kind === 'corporate') {
    const company = await companyTokenRows.companyOf(city.db, auth.tokenId);
    if (!company) throw new AppError('TokenNotFound', 401);
    return companyBalance(city, company.id);
  }
  if (auth?.kind !== 'standard' || auth.userId === null) throw new AppError('TokenNotFound', 401);
  const kopecks = await balanceOf(city.db, auth.userId);
  return { balance: kopecks, balanceKopecks: kopecks };
}
