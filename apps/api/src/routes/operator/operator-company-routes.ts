import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyIdParamsSchema,
  CompanyPasswordRequestSchema,
  NewCompanyRequestSchema,
  OperatorCompaniesAnswerSchema,
  OperatorCompanyAnswerSchema,
  OperatorCompanyListQuerySchema,
} from '@parking/domain/company/operator-company-contracts';
import { CompanyOkAnswerSchema } from '@parking/domain/company/company-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import {
  createCompany,
  getCompany,
  listCompanies,
  resetCompanyPassword,
  setCompanyDisabled,
} from '../../services/company/company-admin.ts';
import { requireStaff } from '../../plugins/guards/require-operator.ts';
import { staffActor } from './staff-actor.ts';

/**
 * The operator makes, lists, disables and enables the city's corporate customers (issues 8 and
 * 21): staff with the companies area (administrators, support, accountants).
 */
export const operatorCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preValidation: requireStaff('companies') };
  const doc = { tags: ['operator', 'corporate'], security: [{ bearer: [] }] };
  const roles = 'Administrators, support and accountants only: else Forbidden (403)';

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
          'disabled, balance (whole roubles, cut), balanceKopecks, driversCount, vehiclesCount. q matches ' +
          'the name, inn, contract number or e-mail; page (from 1) and pageSize (1-100, default 20) ' +
          'page it, count counts every company found; without page, every company found. ' +
          roles,
        querystring: OperatorCompanyListQuerySchema,
        response: { 200: OperatorCompaniesAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, ...(await listCompanies(request.city, request.query)) }),
  );

  app.get(
    '/api/operator/companies/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `One company as the list shows it. CompanyNotFound (404). ${roles}`,
        params: CompanyIdParamsSchema,
        response: { 200: OperatorCompanyAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, result: await getCompany(request.city, request.params.id) }),
  );

  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/api/operator/companies/:id/${verb}`,
      {
        ...guard,
        schema: {
          ...doc,
          summary: disabled
            ? 'Disables the company: its login answers IncorrectLogin, every corporate token of it is ' +
              'revoked and refused (TokenNotFound) at its next call on every instance, and its drivers can ' +
              'no longer pay with it. Audited (company.disable). Answers the company. CompanyNotFound (404). ' +
              roles
            : 'Enables a disabled company: it can log in again (its old tokens stay revoked). Audited ' +
              `(company.enable). Answers the company. CompanyNotFound (404). ${roles}`,
          params: CompanyIdParamsSchema,
          response: { 200: OperatorCompanyAnswerSchema },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        result: await setCompanyDisabled(request.city, staffActor(request), request.params.id, disabled),
      }),
    );
  }

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
