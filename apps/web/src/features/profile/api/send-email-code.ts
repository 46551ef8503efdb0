import { apiCall } from '../../../shared/http/api-client';

/** POST /api/profile/send-email-code: a code to the new address (edit: changing, not registering). */
export const sendEmailCode = (email: string) =>
  apiCall('POST', '/api/profile/send-email-code', { body: { email, edit: true } });
