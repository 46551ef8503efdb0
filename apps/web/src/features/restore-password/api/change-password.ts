import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/http/api-client';

/** POST /api/auth/restore-password/change: the new password, with the checked code. */
export function changePassword(request: { salt: string; code: string; pass: string }): Promise<void> {
  return apiPost('/api/auth/restore-password/change', request).then(() => undefined);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
