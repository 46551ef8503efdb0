import { useQuery } from '@tanstack/react-query';
import type { CorpProfile } from '@parking/domain/corporate/corporate-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { corporateCall } from './corporate-call';

export const corpProfileKey = () => ['corp-profile', getCurrentCity().city] as const;

/** GET /api/corp-profile/get-profile: the company, its balance, vehicles, devices and drivers. */
export function useCorpProfile() {
  return useQuery({
    queryKey: corpProfileKey(),
    queryFn: ({ signal }) =>
      corporateCall<{ result: CorpProfile }>('GET', '/api/corp-profile/get-profile', { signal }).then(
        (answer) => answer.result,
      ),
  });
}
