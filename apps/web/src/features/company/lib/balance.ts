import { companyBalanceRoubles } from '@parking/domain/company/company-rules';

/**
 * §3, §9: the company balance is shown cut to whole roubles. The profile's balance already is;
 * the kopecks are cut again here so a top-up's fresh kopecks read the same.
 */
export function balanceRoubles(profile: { balance: number; balanceKopecks?: number }): number {
  return profile.balanceKopecks === undefined
    ? Math.trunc(profile.balance)
    : companyBalanceRoubles(profile.balanceKopecks);
}
