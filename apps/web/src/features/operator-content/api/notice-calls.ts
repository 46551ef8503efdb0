import { useQuery } from '@tanstack/react-query';
import type { NoticeAdminAnswer, NoticeEdit } from '@parking/domain/staff/content-admin-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';
import { CONTENT_KEY } from './content-calls';

/** GET /api/operator/content/notice: the pop-up notice, null before one was written. */
export const useNotice = () =>
  useQuery({
    queryKey: [CONTENT_KEY, getCurrentCity().city, 'notice'] as const,
    queryFn: ({ signal }) =>
      apiCall<Omit<NoticeAdminAnswer, 'status'>>('GET', '/api/operator/content/notice', {
        token: 'operator',
        signal,
      }),
  });

/** PUT /api/operator/content/notice: drivers who closed it see it again. */
export const saveNotice = (notice: NoticeEdit) =>
  apiCall<Omit<NoticeAdminAnswer, 'status'>>('PUT', '/api/operator/content/notice', {
    token: 'operator',
    body: notice,
  });
