import { apiCall } from '../../../shared/http/api-client';

/** POST /api/profile/confirm-phone: the SMS code; ok adds (or puts in place) the phone. */
export const confirmPhone = (code: string) =>
  apiCall('POST', '/api/profile/confirm-phone', { body: { code } });
