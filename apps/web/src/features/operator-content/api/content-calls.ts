import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

export const CONTENT_KEY = 'operator-content';
export type ContentKind = 'news' | 'pages' | 'sms-commands';
const base = (kind: ContentKind) => `/api/operator/content/${kind}`;

/** GET /api/operator/content/{news,pages,sms-commands}: news paged, the others whole. */
export const useContentList = <T>(kind: ContentKind, page: number, pageSize: number) =>
  useQuery({
    queryKey: [CONTENT_KEY, getCurrentCity().city, kind, page, pageSize] as const,
    queryFn: ({ signal }) =>
      apiCall<{ items: T[]; count?: number }>('GET', base(kind), {
        token: 'operator',
        query: kind === 'news' ? { page, pageSize } : undefined,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** POST a new item, or PUT .../:id an edited one. */
export const saveContent = ({ kind, id, body }: { kind: ContentKind; id?: number; body: unknown }) =>
  apiCall<{ item: unknown }>(id ? 'PUT' : 'POST', id ? `${base(kind)}/${id}` : base(kind), {
    token: 'operator',
    body,
  });

/** DELETE .../:id. */
export const deleteContent = ({ kind, id }: { kind: ContentKind; id: number }) =>
  apiCall<{ id: number }>('DELETE', `${base(kind)}/${id}`, { token: 'operator' });
