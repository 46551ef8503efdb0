import type { FastifyReply, FastifyRequest } from 'fastify';
import { companyTokenRows } from '../../db/company/company-token-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CompanyAuth } from '../../services/company/company-auth.ts';
import { requireToken } from './require-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireCompany on the corporate calls; null elsewhere. */
    company: CompanyAuth | null;
  }
}

const corporateToken = requireToken('corporate');

/**
 * preHandler of the corporate calls: the token must be of kind 'corporate' (a driver's, guest's
 * or operator's answers TokenNotFound, 401) and name a company that is not disabled. Every
 * corporate service takes the company from here, never from the request's fields.
 */
export async function requireCompany(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    corporateToken(request, reply, (error?: Error) => (error ? reject(error) : resolve())),
  );
  const auth = request.auth;
  if (!auth || auth.kind !== 'corporate' || auth.companyId === null) throw new AppError('TokenNotFound', 401);
  const company = await companyTokenRows.companyOf(request.city.db, auth.tokenId);
  if (!company || company.id !== auth.companyId) throw new AppError('TokenNotFound', 401);
  request.company = { companyId: company.id, inn: company.inn, tokenId: auth.tokenId };
}

export function companyOf(request: FastifyRequest): CompanyAuth {
  if (!request.company) throw new AppError('TokenNotFound', 401);
  return request.company;
}
