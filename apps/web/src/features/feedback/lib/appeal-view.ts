import { APPEAL_STATUS_COLOURS, type AppealStatus } from '@parking/domain/feedback/appeal-contracts';

/** Document 2 §4: registered, in progress, needs clarification green; completed grey. */
export const statusSx = (status: AppealStatus) =>
  APPEAL_STATUS_COLOURS[status] === 'green' ? 'success.main' : 'text.disabled';
