import type {
  NewStaffRequest,
  StaffChangeRequest,
  StaffMemberAnswer,
} from '@parking/domain/staff/staff-contracts';
import { apiCall } from '../../../shared/http/api-client';

type Member = Omit<StaffMemberAnswer, 'status'>;

/** POST /api/operator/staff: a new member (StaffLoginExists when the login is taken). */
export const addStaff = (request: NewStaffRequest) =>
  apiCall<Member>('POST', '/api/operator/staff', { token: 'operator', body: request });

/** PUT /api/operator/staff/:id: name, role or disabled (LastAdministrator guards the last one). */
export const changeStaff = ({ id, ...change }: StaffChangeRequest & { id: number }) =>
  apiCall<Member>('PUT', `/api/operator/staff/${id}`, { token: 'operator', body: change });

/** PUT /api/operator/staff/:id/password: a new password; the member is signed out everywhere. */
export const resetStaffPassword = ({ id, password }: { id: number; password: string }) =>
  apiCall<Member>('PUT', `/api/operator/staff/${id}/password`, { token: 'operator', body: { password } });
