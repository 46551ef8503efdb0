import { apiCall } from '../../../shared/http/api-client';

/** POST /api/profile/send-sms-code: phone as 11 digits, edit (a code to a new number), isReply on a resend. */
export const sendSmsCode = (body: { phone: string; edit: boolean; isReply: boolean }) =>
  apiCall('POST', '/api/profile/send-sms-code', { body });
