import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SmsCommand } from '@parking/domain/contracts/content';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';

/** The SMS commands call, read here only for its examples (features do not share code). */
export function fetchSmsExamples(signal?: AbortSignal): Promise<SmsCommand[]> {
  return apiGet<{ result: SmsCommand[] }>('/api/sms/get-commands', undefined, signal).then((r) => r.result);
}

/** Failures show nothing (document 1, section 8): the page simply goes without examples. */
export function useSmsExamples() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['update-sms-examples', getCurrentCity().city, i18n.language],
    queryFn: ({ signal }) => fetchSmsExamples(signal),
    retry: 1,
    staleTime: 10 * 60_000,
  });
}
