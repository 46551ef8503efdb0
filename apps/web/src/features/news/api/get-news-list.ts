import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NewsList } from '@parking/domain/contracts/content';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';

export const NEWS_PAGE_SIZE = 10;

export function fetchNewsList(
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<NewsList> {
  return apiGet<{ result: NewsList }>('/api/news/get-news-list', page, signal).then((r) => r.result);
}

/** One page of news (1-based); the previous page stays on screen while the next one loads. */
export function useNewsList(page: number) {
  const { i18n } = useTranslation();
  const offset = (page - 1) * NEWS_PAGE_SIZE;
  return useQuery({
    queryKey: ['news-list', getCurrentCity().city, i18n.language, offset],
    queryFn: ({ signal }) => fetchNewsList({ limit: NEWS_PAGE_SIZE, offset }, signal),
    placeholderData: keepPreviousData,
  });
}
