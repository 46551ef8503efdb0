import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaticPage } from '@parking/domain/contracts/content';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';

export function fetchPage(path: string, signal?: AbortSignal): Promise<StaticPage> {
  return apiGet<{ result: StaticPage }>('/api/pages/get-page', { path }, signal).then((r) => r.result);
}

export function usePage(path: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['static-page', getCurrentCity().city, i18n.language, path],
    queryFn: ({ signal }) => fetchPage(path!, signal),
    enabled: path !== null,
  });
}
