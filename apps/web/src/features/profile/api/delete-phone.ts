import { apiCall } from '../../../shared/http/api-client';

/** DELETE /api/profile/delete-phone. */
export const deletePhone = (phone: string) =>
  apiCall('DELETE', '/api/profile/delete-phone', { body: { phone } });
