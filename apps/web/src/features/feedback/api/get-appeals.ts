import { useQuery } from '@tanstack/react-query';
import type { AppealListItem } from '@parking/domain/feedback/appeal-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet } from '../../../shared/http/api-client';

export type AppealsList = { count: number; items: AppealListItem[] };

/** The list is polled slower than an open chat: it only brings the unread marks of the others. */
export const FEEDBACK_LIST_POLL_MS = 30_000;

export const appealsKey = () => ['appeals', getCurrentCity().city] as const;

/** GET getAppeals/v1: the driver's appeals with the count, newest activity first. */
export const useAppeals = () =>
  useQuery({
    queryKey: appealsKey(),
    queryFn: ({ signal }) => apiGet<AppealsList>('/api/appealProcessing/getAppeals/v1', undefined, signal),
    refetchInterval: FEEDBACK_LIST_POLL_MS,
  });
