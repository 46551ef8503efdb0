import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@parking/domain/contracts/content';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';

export function fetchNewsItem(id: number, signal?: AbortSignal): Promise<NewsItem> {
  return apiGet<{ result: NewsItem }>('/api/news/get-news', { id }, signal).then((r) => r.result);
}

export function useNewsItem(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['news-item', getCurrentCity().city, i18n.language, id],
    queryFn: ({ signal }) => fetchNewsItem(id!, signal),
    enabled: id !== null,
  });
}
