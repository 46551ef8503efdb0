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

export const popupKey = (language: string) =>
  ['notification-popup', getCurrentCity().city, language] as const;

/**
 * Load errors show nothing (document 1, section 8): no retries, no error state on screen. The
 * shell starts this at page load beside the pop-up's code, so the 300 ms are not spent waiting.
 */
export const popupQuery = (language: string) => ({
  queryKey: popupKey(language),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPopup(signal),
  retry: false,
  staleTime: Infinity,
});

export function usePopup() {
  const { i18n } = useTranslation();
  return useQuery(popupQuery(i18n.language));
}
