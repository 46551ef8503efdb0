import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AppealMessage, AppealStatus } from '@parking/domain/feedback/appeal-contracts';
import type { OperatorAppeal } from '@parking/domain/feedback/operator-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

type AppealsPage = { count: number; page: number; pageSize: number; items: OperatorAppeal[] };

export const operatorAppealsKey = () => ['operator-appeals', getCurrentCity().city] as const;
export const operatorAppealKey = (id: number) => ['operator-appeal', getCurrentCity().city, id] as const;

/** GET /api/operator/appeals?status&page: newest activity first, a page at a time. */
export const useOperatorAppeals = (status: AppealStatus | '', page: number) =>
  useQuery({
    queryKey: [...operatorAppealsKey(), status, page] as const,
    queryFn: ({ signal }) =>
      apiCall<AppealsPage>('GET', '/api/operator/appeals', {
        token: 'operator',
        query: { status: status || undefined, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/operator/appeals/:id: the appeal and all its messages. */
export const useOperatorAppeal = (id: number) =>
  useQuery({
    queryKey: operatorAppealKey(id),
    queryFn: ({ signal }) =>
      apiCall<{ appeal: OperatorAppeal; messages: AppealMessage[] }>('GET', `/api/operator/appeals/${id}`, {
        token: 'operator',
        signal,
      }),
  });

/** POST /api/operator/appeals/:id/messages: the reply; the driver sees it and gets an e-mail. */
export const replyToAppeal = (id: number, message: string) =>
  apiCall<{ item: AppealMessage; appeal: OperatorAppeal }>('POST', `/api/operator/appeals/${id}/messages`, {
    token: 'operator',
    body: { message },
  });

/** POST /api/operator/appeals/:id/status. */
export const setAppealStatus = (id: number, status: AppealStatus) =>
  apiCall<{ appeal: OperatorAppeal }>('POST', `/api/operator/appeals/${id}/status`, {
    token: 'operator',
    body: { status },
  });
