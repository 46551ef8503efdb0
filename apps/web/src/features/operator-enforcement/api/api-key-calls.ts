import { useQuery } from '@tanstack/react-query';
import type {
  ApiKeyAnswer,
  ApiKeyListAnswer,
  NewApiKeyAnswer,
  NewApiKeyRequest,
} from '@parking/domain/staff/enforcement-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

/** Every API key query key starts with this: a write fetches the list again. */
export const API_KEYS_KEY = 'operator-api-keys';

/** GET /api/operator/api-keys: every key of the city, newest first. */
export const useApiKeys = () =>
  useQuery({
    queryKey: [API_KEYS_KEY, getCurrentCity().city] as const,
    queryFn: ({ signal }) =>
      apiCall<Omit<ApiKeyListAnswer, 'status'>>('GET', '/api/operator/api-keys', {
        token: 'operator',
        signal,
      }),
  });

/** POST /api/operator/api-keys: the new key and its secret, answered this once. */
export const createApiKey = (request: NewApiKeyRequest) =>
  apiCall<Omit<NewApiKeyAnswer, 'status'>>('POST', '/api/operator/api-keys', {
    token: 'operator',
    body: request,
  });

/** POST /api/operator/api-keys/:id/revoke. */
export const revokeApiKey = (id: number) =>
  apiCall<Omit<ApiKeyAnswer, 'status'>>('POST', `/api/operator/api-keys/${id}/revoke`, { token: 'operator' });
