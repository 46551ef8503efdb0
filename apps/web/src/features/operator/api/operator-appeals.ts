import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AppealMessage, AppealStatus } from '@parking/domain/feedback/appeal-contracts';
import type { OperatorAppeal } from '@parking/domain/feedback/operator-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { operatorCall } from './operator-call';

type AppealsPage = { count: number; page: number; pageSize: number; items: OperatorAppeal[] };

export const operatorAppealsKey = () => ['operator-appeals', getCurrentCity().city] as const;
export const operatorAppealKey = (id: number) => ['operator-appeal', getCurrentCity().city, id] as const;

/** GET /api/operator/appeals?status&page: newest activity first, a page at a time. */
export const useOperatorAppeals = (status: AppealStatus | '', page: number) =>
  useQuery({
    queryKey: [...operatorAppealsKey(), status, page] as const,
    queryFn: ({ signal }) =>
      operatorCall<AppealsPage>('GET', '/api/operator/appeals', { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/operator/appeals/:id: the appeal and all its messages. */
export const useOperatorAppeal = (id: number) =>
  useQuery({
    queryKey: operatorAppealKey(id),
    queryFn: ({ signal }) =>
      operatorCall<{ appeal: OperatorAppeal; messages: AppealMessage[] }>(
        'GET',
        `/api/operator/appeals/${id}`,
        { signal },
      ),
  });

/** POST /api/operator/appeals/:id/messages: the reply; the driver sees it and gets an e-mail. */
export const replyToAppeal = (id: number, message: string) =>
  operatorCall<{ item: AppealMessage; appeal: OperatorAppeal }>(
    'POST',
    `/api/operator/appeals/${id}/messages`,
    {
      body: { message },
    },
  );

/** POST /api/operator/appeals/:id/status. */
export const setAppealStatus = (id: number, status: AppealStatus) =>
  operatorCall<{ appeal: OperatorAppeal }>('POST', `/api/operator/appeals/${id}/status`, {
    body: { status },
  });
