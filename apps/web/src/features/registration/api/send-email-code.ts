import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/http/api-client';

/** POST /api/profile/send-email-code: a new e-mail code for the registration; answers its salt. */
export function sendEmailCode({ email, salt }: { email: string; salt: string }): Promise<string> {
  return apiPost<{ emailSalt: string }>('/api/profile/send-email-code', { email, edit: false, salt }).then(
    (r) => r.emailSalt,
  );
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
