import type { AppealMessage } from '@parking/domain/feedback/appeal-contracts';
import { apiPost } from '../../../shared/http/api-client';

/** POST messageRegistration/v1: the stored message comes back to replace the optimistic one. */
export const sendMessage = (idAppeal: number, message: string) =>
  apiPost<{ userMessage: string; item: AppealMessage }>('/api/appealProcessing/messageRegistration/v1', {
    idAppeal,
    message,
  });
