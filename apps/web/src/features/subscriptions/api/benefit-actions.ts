import { apiPost } from '../../../shared/http/api-client';

export type BenefitAction = 'refund' | 'pause' | 'continue' | 'changePlate';

const PATHS: Record<Exclude<BenefitAction, 'changePlate'>, string> = {
  refund: '/backend/v2/refund',
  pause: '/backend/v2/pauseAb',
  continue: '/backend/v2/continueAb',
};

/** POST /backend/v2/refund, pauseAb or continueAb (document 2 §7): by the subscription's orderNum. */
export function postBenefitAction(action: Exclude<BenefitAction, 'changePlate'>, orderNum: string) {
  return apiPost<Record<string, unknown>>(PATHS[action], { orderNum });
}

/** POST /backend/v2/changeGRZ: another of the driver's plates for the subscription. */
export function postChangePlate(orderNum: string, grzNew: string) {
  return apiPost<Record<string, unknown>>('/backend/v2/changeGRZ', { orderNum, grzNew });
}
