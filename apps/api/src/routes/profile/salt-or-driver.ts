import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import { AppError } from '../../errors/app-error.ts';
import { tokenService } from '../../services/accounts/token-service.ts';

export type CodeContext = { salt: string } | { userId: number };

/**
 * Whose code a send/confirm call is about: a registration in progress (salt; wins when both
 * are given) or the logged-in driver (token: TokenNotFound / TokenExpired when it is bad).
 * Neither is a ValidationError naming the salt.
 */
export async function saltOrDriver(request: FastifyRequest, salt: string | undefined): Promise<CodeContext> {
  if (salt) return { salt };
  if (request.token) {
    const auth = await tokenService.resolve(request.city.db, request.token, ['standard']);
    return { userId: auth.userId! };
  }
  throw new AppError('ValidationError', 400, { 'body.salt': ERROR_MESSAGES.RequiredField[request.lang] });
}
