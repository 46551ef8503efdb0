import type { Operator, OperatorLoginRequest } from '@parking/domain/feedback/operator-contracts';
import { apiCall } from '../../../shared/http/api-client';

/** POST /api/operator/login: the operator token and who it is. */
export const operatorLogin = (request: OperatorLoginRequest) =>
  apiCall<{ token: string; operator: Operator }>('POST', '/api/operator/login', {
    token: 'operator',
    body: request,
  });

/** POST /api/operator/logout: the token stops working. */
export const operatorLogout = () =>
  apiCall<object>('POST', '/api/operator/logout', { token: 'operator', body: {} });
