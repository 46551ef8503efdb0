import type { Operator, OperatorLoginRequest } from '@parking/domain/feedback/operator-contracts';
import { operatorCall } from './operator-call';

/** POST /api/operator/login: the operator token and who it is. */
export const operatorLogin = (request: OperatorLoginRequest) =>
  operatorCall<{ token: string; operator: Operator }>('POST', '/api/operator/login', { body: request });

/** POST /api/operator/logout: the token stops working. */
export const operatorLogout = () => operatorCall<object>('POST', '/api/operator/logout', { body: {} });
