import { useQuery } from '@tanstack/react-query';
import type { CompanyProfile } from '@parking/domain/company/company-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

export const companyProfileKey = () => ['corp-profile', getCurrentCity().city] as const;

/** GET /api/corp-profile/get-profile: the company, its balance, vehicles, devices and drivers. */
export function useCompanyProfile() {
  return useQuery({
    queryKey: companyProfileKey(),
    queryFn: ({ signal }) =>
      apiCall<{ result: CompanyProfile }>('GET', '/api/corp-profile/get-profile', {
        token: 'company',
        signal,
      }).then((answer) => answer.result),
  });
}
