import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/http/api-client';

/**
 * POST /api/profile/confirm-email (step 2). Answers a token when this confirmation finished the
 * registration (the phone was confirmed first), else nothing.
 */
export function confirmEmail({ salt, code }: { salt: string; code: string }): Promise<string | undefined> {
  return apiPost<{ token?: string }>('/api/profile/confirm-email', { salt, code }).then((r) => r.token);
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
