import type { AppealRegistrationRequest } from '@parking/domain/feedback/appeal-contracts';
import { apiPost } from '../../../shared/http/api-client';

/** POST appealRegistration/v1: the form's parsed values; the answer's userMessage is shown. */
export const registerAppeal = (request: AppealRegistrationRequest) =>
  apiPost<{ userMessage: string; idAppeal: number }>('/api/appealProcessing/appealRegistration/v1', request);
