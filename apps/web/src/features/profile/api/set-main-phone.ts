import { apiCall } from '../../../shared/http/api-client';

/** PUT /api/profile/set-main-phone: the server unsets the previous main phone. */
export const setMainPhone = (phone: string) =>
  apiCall('PUT', '/api/profile/set-main-phone', { body: { phone } });
