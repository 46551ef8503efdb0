import type { CompanyLoginRequest } from '@parking/domain/company/company-contracts';
import { apiCall } from '../../../shared/http/api-client';

/** POST /api/auth/login-corp-v1: the corporate token (kept apart from a driver's). */
export const companyLogin = (request: CompanyLoginRequest) =>
  apiCall<{ token: string }>('POST', '/api/auth/login-corp-v1', { token: 'company', body: request });
