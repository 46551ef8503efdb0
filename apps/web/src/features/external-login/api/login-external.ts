import { apiPost } from '../../../shared/http/api-client';

/** POST /api/auth/login-external: the provider's access token for our own token. */
export function loginExternal(accessToken: string): Promise<string> {
  return apiPost<{ result: { token: string } }>('/api/auth/login-external', { accessToken }).then(
    (r) => r.result.token,
  );
}
