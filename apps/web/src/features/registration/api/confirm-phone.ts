import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/http/api-client';

/** POST /api/profile/confirm-phone (step 3): finishes the registration, answers the token. */
export function confirmPhone({ salt, code }: { salt: string; code: string }): Promise<string> {
  return apiPost<{ token: string }>('/api/profile/confirm-phone', { salt, code }).then((r) => r.token);
}

export function useConfirmPhone() {
  return useMutation({ mutationFn: confirmPhone });
}
