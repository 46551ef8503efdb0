import type { ChangePhoneRequest } from '@parking/domain/profile/profile-contracts';
import { apiCall } from '../../../shared/http/api-client';

/** POST /api/profile/change-phone: oldphone (default: the main one) replaced by phone, proven by code. */
export const changePhone = (body: ChangePhoneRequest) =>
  apiCall('POST', '/api/profile/change-phone', { body });
