import { apiCall } from '../../../shared/http/api-client';

/** POST /api/profile/confirm-email: the code sent to the new address; ok makes it the e-mail. */
export const confirmEmail = (code: string) =>
  apiCall('POST', '/api/profile/confirm-email', { body: { code } });
