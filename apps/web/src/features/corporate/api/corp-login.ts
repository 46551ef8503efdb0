import type { CorpLoginRequest } from '@parking/domain/corporate/corporate-contracts';
import { corporateCall } from './corporate-call';

/** POST /api/auth/login-corp-v1: the corporate token (kept apart from a driver's). */
export const corpLogin = (request: CorpLoginRequest) =>
  corporateCall<{ token: string }>('POST', '/api/auth/login-corp-v1', { body: request });
