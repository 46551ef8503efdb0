import type { FastifyRequest } from 'fastify';
import { operatorOf } from '../../plugins/guards/require-operator.ts';
import type { StaffActor } from '../../services/operator/staff-change.ts';

/** Who makes this staff call, and from where, for the audit log (after a staff guard). */
export function staffActor(request: FastifyRequest): StaffActor {
  const operator = operatorOf(request);
  return { id: operator.id, login: operator.login, ip: request.ip };
}
