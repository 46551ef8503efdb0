import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import {
  CHECK_BATCH_MAX,
  CHECK_PAST_DAYS,
  CHECK_REASONS,
  CheckAnswerSchema,
  CheckBatchAnswerSchema,
  CheckBatchRequestSchema,
  CheckRequestSchema,
  RecentChecksAnswerSchema,
  RecentChecksQuerySchema,
  STREET_TOLERANCE_METRES,
} from '@parking/domain/staff/enforcement-contracts';
import { AppError } from '../../errors/app-error.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { recentChecks, runChecks } from '../../services/enforcement/check-service.ts';
import { checkCallerOf, requireCheckCaller } from './check-caller.ts';

const WHO =
  'Called with an X-Api-Key an administrator made (unknown or revoked: ApiKeyInvalid, 401; more checks ' +
  "a minute than the key's limit, counted across every instance: TooManyRequests, 429, with Retry-After) " +
  "or a staff token whose role has the area 'enforcement' (no token: TokenNotFound, 401; another role: " +
  'Forbidden, 403).';

const WHAT =
  'A check: plate (normalised as everywhere: spaces dropped, Latin look-alikes of a Russian plate made ' +
  "Cyrillic; RequiredField, InvalidFormat), and zone (a zone number of this city; another city's or an unknown " +
  `one: ZoneNotFound, 404) or point {lat, lon} (in a parking's polygon, or within ${STREET_TOLERANCE_METRES} m ` +
  "of a street's parking line; none: reason no_zone), one of the two (CheckPlaceRequired); time (ISO 8601 " +
  `with an offset, default now, not ahead of now and at most ${CHECK_PAST_DAYS} days back: CheckTimeInvalid); ` +
  "ticket (a barrier car park's ticket number, optional). The answer: allowed, until (ISO 8601 or null), " +
  `reason (${CHECK_REASONS.join(', ')}) and reasonText in the caller's language, zone {zonenumber, name}, ` +
  'place (the map object a point matched: code, category, metres), details (sessionId, companyId of a ' +
  'fleet stay, endedAt, permit {id, type, name, zones, validTo}, otherZone, ticket, graceMinutes: the ' +
  "city's enforcementGraceMinutes). Every check is logged with its answer (checkId).";

/** The enforcement check (issue 21 item 4) for inspectors and partner systems. */
export const enforcementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  // the staff guard fills request.operator; this scope is not the operator routes'
  app.decorateRequest('operator', null);
  app.decorateRequest('checkCaller', null);
  const guard = { preValidation: requireCheckCaller };
  const security: Record<string, string[]>[] = [{ apiKey: [] }, { bearer: [] }];
  const doc = { tags: ['enforcement'], security };

  app.post(
    '/api/enforcement/check',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `Whether a vehicle may stand at a place at a time, until when and why. ${WHAT} ${WHO}`,
        body: CheckRequestSchema,
        response: { 200: CheckAnswerSchema },
      },
    },
    async (request) => {
      const [answer] = await runChecks(request.city, checkCallerOf(request), [request.body], request.lang);
      if (answer instanceof AppError) throw answer;
      return { status: 'ok' as const, check: answer! };
    },
  );

  app.post(
    '/api/enforcement/check-batch',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          `A camera car's pass: items, 1 to ${CHECK_BATCH_MAX} checks (CheckBatchTooLarge), each as the single ` +
          "check's body. Answers items in the same order: {status: 'ok', check} or {status: 'error', plate, " +
          'errorName, errorMessage} for a check that could not be made (ZoneNotFound, CheckTimeInvalid). Each ' +
          `item counts against an API key's limit. ${WHO}`,
        body: CheckBatchRequestSchema,
        response: { 200: CheckBatchAnswerSchema },
      },
    },
    async (request) => {
      const { items } = request.body;
      const answers = await runChecks(request.city, checkCallerOf(request), items, request.lang);
      return {
        status: 'ok' as const,
        items: answers.map((answer, i) =>
          answer instanceof AppError
            ? {
                status: 'error' as const,
                plate: items[i]!.plate,
                errorName: answer.errorName,
                errorMessage: ERROR_MESSAGES[answer.errorName][request.lang],
              }
            : { status: 'ok' as const, check: answer },
        ),
      };
    },
  );

  app.get(
    '/api/enforcement/checks',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "The caller's own latest checks, newest first (the inspector's page lists them): limit 1-100, " +
          'default 20. Items: id, checkedAt, time, plate, zonenumber, point, allowed (null: refused), reason ' +
          `(a check reason or the refusal's error name), reasonText, until. ${WHO}`,
        querystring: RecentChecksQuerySchema,
        response: { 200: RecentChecksAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      items: await recentChecks(request.city, checkCallerOf(request), request.query.limit, request.lang),
    }),
  );
};
