import { useQuery } from '@tanstack/react-query';
import type { ConfirmationType } from '@parking/domain/accounts/auth-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';

/** GET /api/registration/get-confirmation-type: the phone is confirmed by SMS or by a call. */
export function fetchConfirmationType(signal?: AbortSignal): Promise<ConfirmationType> {
  return apiGet<{ result: ConfirmationType }>(
    '/api/registration/get-confirmation-type',
    undefined,
    signal,
  ).then((r) => (r.result === 'Call' ? 'Call' : 'SMS'));
}

export function useConfirmationType() {
  return useQuery({
    queryKey: ['confirmation-type', getCurrentCity().city],
    queryFn: ({ signal }) => fetchConfirmationType(signal),
    staleTime: 10 * 60_000,
  });
}
