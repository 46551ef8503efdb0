import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/http/api-error';

/**
 * A refusal from the server (4xx envelope) will not change on retry; a dropped connection or a
 * 5xx might, so those get two more tries.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
