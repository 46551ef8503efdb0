import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Zone } from '@parking/domain/contracts/content';
import type {
  CheckAnswer,
  CheckRequest,
  RecentChecksAnswer,
} from '@parking/domain/staff/enforcement-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

/** Every query key of this feature starts with this: a check fetches the recent list again. */
export const ENFORCEMENT_KEY = 'operator-enforcement';

/** POST /api/enforcement/check with the inspector's token; the answer's texts in the page's language. */
export const checkPlate = (request: CheckRequest) =>
  apiCall<Omit<CheckAnswer, 'status'>>('POST', '/api/enforcement/check', {
    token: 'operator',
    body: request,
  });

/** GET /api/enforcement/checks: the inspector's own latest checks. */
export function useRecentChecks(limit = 10) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [ENFORCEMENT_KEY, getCurrentCity().city, 'recent', limit, i18n.language] as const,
    queryFn: ({ signal }) =>
      apiCall<Omit<RecentChecksAnswer, 'status'>>('GET', '/api/enforcement/checks', {
        token: 'operator',
        query: { limit },
        signal,
      }),
  });
}

/** Apart from ENFORCEMENT_KEY: a check must not fetch the zones again. */
const ZONES_KEY = 'operator-enforcement-zones';

/** GET /api/map/get-zones: the city's zones for the zone select, named in the page's language. */
export function useCheckZones() {
  const { i18n } = useTranslation();
  return useQuery<Zone[]>({
    queryKey: [ZONES_KEY, getCurrentCity().city, i18n.language] as const,
    staleTime: 30 * 60_000,
    // the list of the other language stays while the new one loads, so the chosen zone stays valid
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiCall<{ result: Zone[] }>('GET', '/api/map/get-zones', {
        query: { lang: i18n.language },
        signal,
      }).then((answer) => answer.result),
  });
}
