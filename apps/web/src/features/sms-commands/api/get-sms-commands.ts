import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SmsCommand } from '@parking/domain/contracts/content';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';

export function fetchSmsCommands(signal?: AbortSignal): Promise<SmsCommand[]> {
  return apiGet<{ result: SmsCommand[] }>('/api/sms/get-commands', undefined, signal).then((r) => r.result);
}

export function useSmsCommands() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['sms-commands', getCurrentCity().city, i18n.language],
    queryFn: ({ signal }) => fetchSmsCommands(signal),
    staleTime: 10 * 60_000,
  });
}
