import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginErrorSchema } from '@parking/domain/accounts/auth-responses';
import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import {
  OperatorAppealAnswerSchema,
  OperatorAppealParamsSchema,
  OperatorAppealsAnswerSchema,
  OperatorAppealsQuerySchema,
  OperatorFinesImportAnswerSchema,
  OperatorFinesImportRefusalSchema,
  OperatorFinesImportRequestSchema,
  OperatorLoginAnswerSchema,
  OperatorLoginRequestSchema,
  OperatorOkAnswerSchema,
  OperatorReplyAnswerSchema,
  OperatorReplyRequestSchema,
  OperatorStatusAnswerSchema,
  OperatorStatusRequestSchema,
} from '@parking/domain/feedback/operator-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { tokenService } from '../../services/accounts/token-service.ts';
import { importFines } from '../../services/fines/import-fines.ts';
import { logInOperator, OPERATOR_LOGIN_LIMITS } from '../../services/operator/operator-login.ts';
import {
  listOperatorAppeals,
  readOperatorAppeal,
  replyToAppeal,
  setAppealStatus,
} from '../../services/operator/operator-appeals.ts';
import { requireOperator, requireStaff } from '../../plugins/guards/require-operator.ts';
import { answerLogin, loginLimitsText } from '../auth/login-refusal-answer.ts';
import { auditRoutes } from './audit-routes.ts';
import { operatorCompanyRoutes } from './operator-company-routes.ts';
import { staffActor } from './staff-actor.ts';
import { calendarAdminRoutes } from './calendar-admin-routes.ts';
import { settingsAdminRoutes } from './settings-admin-routes.ts';
import { contentAdminRoutes } from './content-admin-routes.ts';
import { staffRoutes } from './staff-routes.ts';
import { mapAdminRoutes } from './map-admin-routes.ts';
import { tariffRoutes } from './tariff-routes.ts';
import { driverSupportRoutes } from './driver-support-routes.ts';
import { moneyRoutes } from './money-routes.ts';
import { apiKeyRoutes } from './api-key-routes.ts';
import { receiptAdminRoutes } from './receipt-admin-routes.ts';

/**
 * The city operator's calls (issue 7 item 4). An operator token from /api/operator/login in the
 * Authorization header; a driver's token answers TokenNotFound (401) on every one of them.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  app.decorateRequest('operator', null);
  const signedIn = { preValidation: requireOperator };
  const appeals = { preValidation: requireStaff('appeals') };
  const fines = { preValidation: requireStaff('fines') };
  const doc = { tags: ['operator'], security: [{ bearer: [] }] };

  app.post(
    '/api/operator/login',
    {
      config: { rateLimit: { max: OPERATOR_LOGIN_LIMITS.requestsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['operator'],
        summary:
          "The city operator's login: login, password. Answers an operator token (its own kind: never " +
          `valid on a driver's call) and the operator. Wrong login or password: IncorrectLogin (401). ` +
          `${loginLimitsText('a login')}; more than ${OPERATOR_LOGIN_LIMITS.requestsPerMinute} requests a ` +
          'minute from an address: TooManyRequests (429)',
        body: OperatorLoginRequestSchema,
        response: { 200: OperatorLoginAnswerSchema, 400: LoginErrorSchema, 401: LoginErrorSchema },
      },
    },
    async (request, reply) =>
      answerLogin(request, reply, () =>
        logInOperator(request.city, request.body, {
          ip: request.ip,
          demoPassword: app.env.DEMO_OPERATOR_PASSWORD,
        }),
      ),
  );

  app.post(
    '/api/operator/logout',
    {
      ...signedIn,
      schema: { ...doc, summary: "Revokes the operator's token", response: { 200: OperatorOkAnswerSchema } },
    },
    async (request) => {
      await tokenService.revokeToken(request.city.db, request.token);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/operator/appeals',
    {
      ...appeals,
      schema: {
        ...doc,
        summary:
          "The city's appeals, latest activity first: status (optional filter: registered, in_progress, " +
          'needs_clarification, completed), page (from 1), pageSize (1-100, default 20). Answers count (all ' +
          'matching), page, pageSize, items (the appeal with driver { id, name, email, phone }, lastMessage, ' +
          'messagesCount)',
        querystring: OperatorAppealsQuerySchema,
        response: { 200: OperatorAppealsAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await listOperatorAppeals(request.city, request.query, request.lang)),
    }),
  );

  app.get(
    '/api/operator/appeals/:idAppeal',
    {
      ...appeals,
      schema: {
        ...doc,
        summary: 'One appeal and all its messages, oldest first. AppealNotFound (404)',
        params: OperatorAppealParamsSchema,
        response: { 200: OperatorAppealAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await readOperatorAppeal(request.city, request.params.idAppeal, request.lang)),
    }),
  );

  app.post(
    '/api/operator/appeals/:idAppeal/messages',
    {
      ...appeals,
      schema: {
        ...doc,
        summary:
          "The operator's reply: message (trimmed, required, at most 2000). The driver sees it in the chat " +
          "(out 0) and gets an e-mail notice (template appeal-reply) at the appeal's e-mail; a registered " +
          'appeal becomes in_progress. Completed: MessageToCompletedAppeal (409). AppealNotFound (404)',
        params: OperatorAppealParamsSchema,
        body: OperatorReplyRequestSchema,
        response: { 200: OperatorReplyAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await replyToAppeal(
        request.city,
        staffActor(request),
        request.params.idAppeal,
        request.body.message,
        request.lang,
      )),
    }),
  );

  app.post(
    '/api/operator/appeals/:idAppeal/status',
    {
      ...appeals,
      schema: {
        ...doc,
        summary:
          'Sets the status: registered, in_progress, needs_clarification or completed (any to any; ' +
          'completed closes the chat, another status reopens it). AppealNotFound (404)',
        params: OperatorAppealParamsSchema,
        body: OperatorStatusRequestSchema,
        response: { 200: OperatorStatusAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await setAppealStatus(
        request.city,
        staffActor(request),
        request.params.idAppeal,
        request.body.status,
        request.lang,
      )),
    }),
  );

  app.post(
    '/api/operator/fines/import',
    {
      ...fines,
      schema: {
        ...doc,
        summary:
          "Imports a fines file into the city's fines store: format (json, csv: else InvalidFormat) and " +
          'text (the file). All or nothing: accepted answers ok with report { accepted, format, rows, ' +
          'created, updated, problems }; a file with any bad row writes nothing and answers ' +
          'FineImportInvalid (400) with the report (problems: row, field, problem, message) beside. A picture ' +
          'given as an http(s) URL is downloaded at import: public addresses only (checked after DNS and on ' +
          'each of at most 3 redirects; OUTBOUND_ALLOW_HOSTS excepted), at most 2 MB read; else FinePictureInvalid',
        body: OperatorFinesImportRequestSchema,
        response: { 200: OperatorFinesImportAnswerSchema, 400: OperatorFinesImportRefusalSchema },
      },
    },
    async (request, reply) => {
      const report = await importFines(request.city, request.body, {
        lang: request.lang,
        allowHosts: app.env.OUTBOUND_ALLOW_HOSTS,
        actor: staffActor(request),
      });
      if (report.accepted) return { status: 'ok' as const, report };
      return reply.code(400).send({
        status: 'error' as const,
        errorName: 'FineImportInvalid' as const,
        errorMessage: ERROR_MESSAGES.FineImportInvalid[request.lang],
        report,
      });
    },
  );
};

/** Every staff call; each console area adds its plugin here. */
export const OPERATOR_ROUTES: FastifyPluginAsync[] = [
  operatorRoutes,
  operatorCompanyRoutes,
  staffRoutes,
  auditRoutes,
  calendarAdminRoutes,
  settingsAdminRoutes,
  contentAdminRoutes,
  mapAdminRoutes,
  tariffRoutes,
  driverSupportRoutes,
  moneyRoutes,
  apiKeyRoutes,
  receiptAdminRoutes,
];
