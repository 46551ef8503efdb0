import type { ChangePasswordRequest } from '@parking/domain/profile/profile-contracts';
import { apiCall } from '../../../shared/http/api-client';

/** PUT /api/profile/change-password: the new password and the current one (CurrentPasswordIncorrect). */
export const changePassword = (body: ChangePasswordRequest) =>
  apiCall('PUT', '/api/profile/change-password', { body });
