import type { ChangeProfileRequest } from '@parking/domain/profile/profile-contracts';
import { apiCall } from '../../../shared/http/api-client';

/** PUT /api/profile/change-profile: only the fields the driver changed (document 2 §4). */
export const changeProfile = (changes: ChangeProfileRequest) =>
  apiCall('PUT', '/api/profile/change-profile', { body: changes });
