import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/http/api-client';

type SendSmsCode = { phone: string; salt: string; isReply: boolean };

/**
 * POST /api/profile/send-sms-code: a phone code (SMS or call, the server's confirmation type);
 * isReply marks a resend. Answers the phone step's salt.
 */
export function sendSmsCode({ phone, salt, isReply }: SendSmsCode): Promise<string> {
  return apiPost<{ phoneSalt: string }>('/api/profile/send-sms-code', {
    phone,
    edit: false,
    isReply,
    salt,
  }).then((r) => r.phoneSalt);
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
