import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Operator } from '@parking/domain/feedback/operator-contracts';
import { roleMayUse, type StaffArea } from '@parking/domain/staff/staff-roles';
import { operatorTokenRows } from '../../db/operator/operator-token-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireToken } from './require-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireOperator on the operator's calls; null elsewhere. */
    operator: Operator | null;
  }
}

const operatorToken = requireToken('operator');

/**
 * Guard (a preValidation hook: refused before the body is read) of the operator's calls: the token must be of kind 'operator' (a driver's, guest's
 * or corporate token answers TokenNotFound, 401, as requireToken does for any other kind) and
 * name an operator who is not disabled. The routes' plugin decorates request.operator.
 */
export async function requireOperator(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    operatorToken(request, reply, (error?: Error) => (error ? reject(error) : resolve())),
  );
  const auth = request.auth;
  if (!auth || auth.kind !== 'operator') throw new AppError('TokenNotFound', 401);
  const operator = await operatorTokenRows.operatorOf(request.city.db, auth.tokenId);
  if (!operator) throw new AppError('TokenNotFound', 401);
  request.operator = operator;
}

export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw new AppError('TokenNotFound', 401);
  return request.operator;
}

/**
 * Guard (a preValidation hook) of a staff call in one area of the console: requireOperator, then the member's
 * role must have the area (ROLE_AREAS), else Forbidden (403). The role is read with the token
 * on every call, so a changed role holds at once on every instance.
 */
export function requireStaff(area: StaffArea) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await requireOperator(request, reply);
    if (!roleMayUse(operatorOf(request).role, area)) throw new AppError('Forbidden', 403);
  };
}
