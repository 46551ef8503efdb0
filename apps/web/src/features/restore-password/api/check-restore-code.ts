import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/http/api-client';

/** POST /api/auth/restore-password/check: is this the code that was sent? */
export function checkRestoreCode({ salt, code }: { salt: string; code: string }): Promise<void> {
  return apiPost('/api/auth/restore-password/check', { salt, code }).then(() => undefined);
}

export function useCheckRestoreCode() {
  return useMutation({ mutationFn: checkRestoreCode });
}
