import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginErrorSchema } from '@parking/domain/accounts/auth-responses';
import {
  CompanyLoginAnswerSchema,
  CompanyLoginRequestSchema,
} from '@parking/domain/company/company-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { CORPORATE_LOGIN_LIMITS as L, logInCompany } from '../../services/company/company-login.ts';
import { answerLogin, loginLimitsText } from '../auth/login-refusal-answer.ts';

/** POST /api/auth/login-corp-v1 (document 2 §7 "Corporate"): a company's token. */
export const companyLoginRoute: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  app.post(
    '/api/auth/login-corp-v1',
    {
      config: { rateLimit: { max: L.requestsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['corporate'],
        summary:
          'Company login: inn (10 or 12 digits with a valid check digit), contractNumber, password (ours: ' +
          'inn and contract number are printed on invoices, so the operator sets a password). Answers a ' +
          "corporate token (never valid on a driver's call). Wrong or unknown anything, or a disabled " +
          `company: IncorrectLogin (401). ${loginLimitsText('a login (inn and contract)')}; more than ` +
          `${L.requestsPerMinute} requests a minute from an address: TooManyRequests (429)`,
        body: CompanyLoginRequestSchema,
        response: { 200: CompanyLoginAnswerSchema, 400: LoginErrorSchema, 401: LoginErrorSchema },
      },
    },
    async (request, reply) =>
      answerLogin(request, reply, () =>
        logInCompany(request.city, request.body, {
          ip: request.ip,
          demoPassword: app.env.DEMO_COMPANY_PASSWORD,
        }),
      ),
  );
};
