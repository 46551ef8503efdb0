import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenKind } from '../../db/schema/accounts.ts';
import { AppError } from '../../errors/app-error.ts';
import { tokenService, type AuthContext } from '../../services/accounts/token-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a route's requireToken preHandler; null on routes that do not ask for one. */
    auth: AuthContext | null;
  }
}

/**
 * preHandler for routes that need a token: resolves request.token (header, body or query) in
 * the request's city to request.auth, or answers TokenNotFound / TokenExpired (401).
 * Default: a driver's token; pass 'guest' too where a guest may call.
 */
export function requireToken(...kinds: TokenKind[]) {
  const allowed: readonly TokenKind[] = kinds.length > 0 ? kinds : ['standard'];
  // callback style: a token resolved in the last few seconds costs no promise at all
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    try {
      const cached = tokenService.cached(request.city.db, request.token, allowed);
      if (cached) {
        request.auth = cached;
        done();
        return;
      }
    } catch (error) {
      done(error as Error);
      return;
    }
    tokenService.resolve(request.city.db, request.token, allowed).then(
      (auth) => {
        request.auth = auth;
        done();
      },
      (error: Error) => done(error),
    );
  };
}

/** The driver behind a route guarded by requireToken() (a guest token has none). */
export function driverOf(request: FastifyRequest): { userId: number; tokenId: number } {
  const auth = request.auth;
  if (!auth || auth.userId === null) throw new AppError('TokenNotFound', 401);
  return { userId: auth.userId, tokenId: auth.tokenId };
}
