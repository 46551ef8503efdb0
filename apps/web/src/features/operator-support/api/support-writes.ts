import type {
  CorrectionAnswer,
  CorrectionDecisionSchema,
  CorrectionRequestSchema,
  DriverBlockRequest,
  DriverProfileAnswer,
  StayCancelRequest,
  StayRefundRequestSchema,
} from '@parking/domain/staff/driver-support-contracts';
import type { z } from 'zod';
import { apiCall } from '../../../shared/http/api-client';

type Answer<T> = Omit<T, 'status'>;
/** What the dialogs' forms give: the route's own body (the forms pipe into the route's schema). */
type Body<S extends z.ZodType> = z.output<S>;

const post = <T>(path: string, body: unknown) =>
  apiCall<Answer<T>>('POST', path, { token: 'operator', body });

/** POST /api/operator/drivers/:id/corrections: posted at once, or pending above the city's limit. */
export const requestCorrection = ({
  driverId,
  ...body
}: Body<typeof CorrectionRequestSchema> & { driverId: number }) =>
  post<CorrectionAnswer>(`/api/operator/drivers/${driverId}/corrections`, body);

type StayAction = { driverId: number; sessionId: string };

/** POST .../sessions/:sessionId/cancel: a running stay stopped, its unused time back. */
export const cancelStay = ({ driverId, sessionId, ...body }: StayCancelRequest & StayAction) =>
  post<CorrectionAnswer>(`/api/operator/drivers/${driverId}/sessions/${sessionId}/cancel`, body);

/** POST .../sessions/:sessionId/refund: part or all of a finished stay back to the balance. */
export const refundStay = ({
  driverId,
  sessionId,
  ...body
}: Body<typeof StayRefundRequestSchema> & StayAction) =>
  post<CorrectionAnswer>(`/api/operator/drivers/${driverId}/sessions/${sessionId}/refund`, body);

/** PUT /api/operator/drivers/:id/block: block (signs the driver out everywhere) or unblock. */
export const setDriverBlocked = ({ driverId, ...body }: DriverBlockRequest & { driverId: number }) =>
  apiCall<Answer<DriverProfileAnswer>>('PUT', `/api/operator/drivers/${driverId}/block`, {
    token: 'operator',
    body,
  });

/** POST /api/operator/corrections/:id/approve or /reject, with the decider's reason. */
export const decideCorrection = ({
  id,
  decision,
  ...body
}: Body<typeof CorrectionDecisionSchema> & { id: number; decision: 'approve' | 'reject' }) =>
  post<CorrectionAnswer>(`/api/operator/corrections/${id}/${decision}`, body);
