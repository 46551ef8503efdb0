import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@parking/domain/contracts/content';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';

export function fetchPopup(signal?: AbortSignal): Promise<Notification> {
  return apiGet<{ result: Notification }>('/api/notification/get-popup', undefined, signal).then(
    (r) => r.result,
  );
}

/** Load errors show nothing (document 1, section 8): no retries, no error state on screen. */
export function usePopup() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['notification-popup', getCurrentCity().city, i18n.language],
    queryFn: ({ signal }) => fetchPopup(signal),
    retry: false,
    staleTime: Infinity,
  });
}
