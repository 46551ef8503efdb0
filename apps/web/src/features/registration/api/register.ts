import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@parking/domain/accounts/auth-contracts';
import { apiPost } from '../../../shared/http/api-client';

/** POST /api/registration/register (step 1): sends the e-mail code, answers the salt. */
export function register(request: RegisterRequest): Promise<string> {
  return apiPost<{ emailSalt: string }>('/api/registration/register', request).then((r) => r.emailSalt);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
