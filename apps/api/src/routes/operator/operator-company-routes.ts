import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyPasswordRequestSchema,
  NewCompanyRequestSchema,
  OperatorCompaniesAnswerSchema,
  OperatorCompanyAnswerSchema,
} from '@parking/domain/company/operator-company-contracts';
import { CompanyOkAnswerSchema } from '@parking/domain/company/company-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { createCompany, listCompanies, resetCompanyPassword } from '../../services/company/company-admin.ts';
import { requireStaff } from '../../plugins/guards/require-operator.ts';
import { staffActor } from './staff-actor.ts';

/** The operator makes and lists the city's corporate customers (issue 8). An operator token only. */
export const operatorCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preValidation: requireStaff('companies') };
  const doc = { tags: ['operator', 'corporate'], security: [{ bearer: [] }] };

  app.post(
    '/api/operator/companies',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Makes a company: name, inn (valid check digit: InvalidInn), contractNumber ' +
          '(InvalidContractNumber), email, password (10-200 characters). The inn and contract number ' +
          'are its login; taken: CompanyExists (409). Answers the company (balance 0)',
        body: NewCompanyRequestSchema,
        response: { 200: OperatorCompanyAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await createCompany(request.city, staffActor(request), request.body),
    }),
  );

  app.get(
    '/api/operator/companies',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "The city's companies, newest first: id, name, inn, contractNumber, email, createdAt, " +
          'disabled, balance (whole roubles, cut), balanceKopecks',
        response: { 200: OperatorCompaniesAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, result: await listCompanies(request.city) }),
  );

  app.put(
    '/api/operator/companies/password',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "Sets a company's password: id, password (10-200 characters); every token of the company is " +
          'revoked. CompanyNotFound (404)',
        body: CompanyPasswordRequestSchema,
        response: { 200: CompanyOkAnswerSchema },
      },
    },
    async (request) => {
      await resetCompanyPassword(request.city, staffActor(request), request.body.id, request.body.password);
      return { status: 'ok' as const };
    },
  );
};
