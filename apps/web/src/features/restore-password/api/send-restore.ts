import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/http/api-client';

export type RestoreTarget = { email: string } | { phone: string };
export type RestoreMode = 'code' | 'password';
export type RestoreChannel = 'SMS' | 'Call';
export type RestoreSend = { target: RestoreTarget; mode: RestoreMode; channel: RestoreChannel };

/**
 * POST /api/auth/restore-password/send: a code to set a new password (mode code), or a new
 * password itself (mode password: by e-mail, or a call whose last 4 digits are the password).
 * Answers the salt of this restore.
 */
export function sendRestore({ target, mode, channel }: RestoreSend): Promise<string> {
  return apiPost<{ salt: string }>('/api/auth/restore-password/send', { ...target, mode, channel }).then(
    (r) => r.salt,
  );
}

export function useSendRestore() {
  return useMutation({ mutationFn: sendRestore });
}
