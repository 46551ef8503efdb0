import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CorrectionAnswerSchema,
  CorrectionDecisionSchema,
  CorrectionIdParamsSchema,
  CorrectionListAnswerSchema,
  CorrectionListQuerySchema,
  CorrectionRequestSchema,
  DriverAppealsAnswerSchema,
  DriverBlockRequestSchema,
  DriverDossierAnswerSchema,
  DriverFinesAnswerSchema,
  DriverIdParamsSchema,
  DriverOperationsAnswerSchema,
  DriverPageQuerySchema,
  DriverProfileAnswerSchema,
  DriverReceiptsAnswerSchema,
  DriverSearchAnswerSchema,
  DriverSearchQuerySchema,
  DriverSessionParamsSchema,
  DriverSessionsAnswerSchema,
  StayCancelRequestSchema,
  StayRefundRequestSchema,
} from '@parking/domain/staff/driver-support-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { requireStaff } from '../../plugins/guards/require-operator.ts';
import {
  approveCorrection,
  listCorrections,
  rejectCorrection,
  requestCorrection,
} from '../../services/driver-support/balance-corrections.ts';
import { setDriverBlocked } from '../../services/driver-support/driver-block.ts';
import {
  driverAppeals,
  driverDossier,
  driverFines,
  driverOperations,
  driverReceipts,
  driverSessions,
} from '../../services/driver-support/driver-dossier.ts';
import { searchDrivers } from '../../services/driver-support/driver-search.ts';
import { cancelStay, refundStay } from '../../services/driver-support/stay-actions.ts';
import { staffActor } from './staff-actor.ts';

/**
 * Driver support (issue 21 item 1): staff with the drivers area (support, administrators) find
 * a driver, read the dossier and act on it. Every action carries a reason (SupportReasonInvalid
 * otherwise) and is recorded in the audit log in the transaction of its effect; money actions
 * carry the dialog's requestId, so a retry of one submit answers the first result.
 */
export const driverSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preValidation: requireStaff('drivers') };
  const doc = { tags: ['operator', 'drivers'], security: [{ bearer: [] }] };
  const refused = 'Other roles: Forbidden (403).';
  const notFound = 'AccountNotFound (404) for an unknown driver.';
  const ok = { status: 'ok' as const };

  app.get(
    '/api/operator/drivers',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Drivers by q: a phone (10 or 11 digits, any spelling), a whole e-mail, a plate (of a vehicle or ' +
          `a stay) or an order (session) number; empty q: the newest. page, pageSize (1-100). ${refused}`,
        querystring: DriverSearchQuerySchema,
        response: { 200: DriverSearchAnswerSchema },
      },
    },
    async (request) => ({ ...ok, ...(await searchDrivers(request.city, request.query)) }),
  );

  app.get(
    '/api/operator/drivers/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'A driver: profile (names, phones, e-mail, registered at, blocked, balance in kopecks), vehicles, ' +
          `support's latest corrections and the city's approval limit. ${notFound} ${refused}`,
        params: DriverIdParamsSchema,
        response: { 200: DriverDossierAnswerSchema },
      },
    },
    async (request) => ({ ...ok, ...(await driverDossier(request.city, request.params.id)) }),
  );

  app.get(
    '/api/operator/drivers/:id/sessions',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `The driver's stays, newest first, with what was paid, refunded and may still be refunded. ${notFound} ${refused}`,
        params: DriverIdParamsSchema,
        querystring: DriverPageQuerySchema,
        response: { 200: DriverSessionsAnswerSchema },
      },
    },
    async (request) => ({
      ...ok,
      ...(await driverSessions(request.city, request.params.id, request.query)),
    }),
  );

  app.get(
    '/api/operator/drivers/:id/operations',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `The driver's operations history as the driver sees it, newest first. ${notFound} ${refused}`,
        params: DriverIdParamsSchema,
        querystring: DriverPageQuerySchema,
        response: { 200: DriverOperationsAnswerSchema },
      },
    },
    async (request) => ({
      ...ok,
      ...(await driverOperations(request.city, request.params.id, request.query, request.lang)),
    }),
  );

  app.get(
    '/api/operator/drivers/:id/receipts',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `The driver's receipts and invoices, newest first. ${notFound} ${refused}`,
        params: DriverIdParamsSchema,
        response: { 200: DriverReceiptsAnswerSchema },
      },
    },
    async (request) => ({ ...ok, ...(await driverReceipts(request.city, request.params.id)) }),
  );

  app.get(
    '/api/operator/drivers/:id/appeals',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `The driver's appeals, newest activity first. ${notFound} ${refused}`,
        params: DriverIdParamsSchema,
        response: { 200: DriverAppealsAnswerSchema },
      },
    },
    async (request) => ({
      ...ok,
      ...(await driverAppeals(request.city, request.params.id, request.lang)),
    }),
  );

  app.get(
    '/api/operator/drivers/:id/fines',
    {
      ...guard,
      schema: {
        ...doc,
        summary: `The fines on the driver's plates and STS, with the stay or permit that covered each. ${notFound} ${refused}`,
        params: DriverIdParamsSchema,
        response: { 200: DriverFinesAnswerSchema },
      },
    },
    async (request) => ({ ...ok, ...(await driverFines(request.city, request.params.id)) }),
  );

  app.post(
    '/api/operator/drivers/:id/corrections',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'A goodwill correction of the balance: amount in kopecks (credit > 0, debit < 0, not 0, at most ' +
          '1,000,000 roubles either way: CorrectionAmountInvalid), reason, requestId. Up to the city’s ' +
          'correctionApprovalKopecks it is posted at once as a new ledger transaction; above it it waits ' +
          '(status pending) for another staff member. A debit the balance does not cover: NoMoneyNoHoney ' +
          `(402). The same requestId again: the first answer; with other fields: ValidationError (409). ${notFound} ${refused}`,
        params: DriverIdParamsSchema,
        body: CorrectionRequestSchema,
        response: { 200: CorrectionAnswerSchema },
      },
    },
    async (request) => ({
      ...ok,
      ...(await requestCorrection(request.city, staffActor(request), request.params.id, request.body)),
    }),
  );

  app.post(
    '/api/operator/drivers/:id/sessions/:sessionId/cancel',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Cancels a running stay of the driver as the driver’s own cancel does: it ends now and its unused ' +
          'whole minutes go back to the balance (NoSaving under 30 minutes left, ParkingSessionIsOver once ' +
          `ended, ParkingSessionNotFound when not the driver's). reason, requestId. ${refused}`,
        params: DriverSessionParamsSchema,
        body: StayCancelRequestSchema,
        response: { 200: CorrectionAnswerSchema },
      },
    },
    async (request) => ({
      ...ok,
      ...(await cancelStay(
        request.city,
        staffActor(request),
        request.params.id,
        request.params.sessionId,
        request.body,
        request.lang,
      )),
    }),
  );

  app.post(
    '/api/operator/drivers/:id/sessions/:sessionId/refund',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Refunds part or all of a finished stay to the balance as a correction naming the stay: amount in ' +
          'kopecks (> 0), at most what it cost less earlier refunds (StayRefundTooLarge, 409); a running stay: ' +
          'StayStillRunning (409). reason, requestId. Above the city’s limit it waits for approval. ' +
          `ParkingSessionNotFound (404). ${refused}`,
        params: DriverSessionParamsSchema,
        body: StayRefundRequestSchema,
        response: { 200: CorrectionAnswerSchema },
      },
    },
    async (request) => ({
      ...ok,
      ...(await refundStay(
        request.city,
        staffActor(request),
        request.params.id,
        request.params.sessionId,
        request.body,
      )),
    }),
  );

  app.put(
    '/api/operator/drivers/:id/block',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Blocks (blocked true) or unblocks the account, with a reason. A block revokes every token of the ' +
          'driver on every server instance within a second, and the driver’s logins answer AccountBlocked ' +
          `(403). Asking for the state it is in changes nothing. ${notFound} ${refused}`,
        params: DriverIdParamsSchema,
        body: DriverBlockRequestSchema,
        response: { 200: DriverProfileAnswerSchema },
      },
    },
    async (request) => ({
      ...ok,
      driver: await setDriverBlocked(request.city, staffActor(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/operator/corrections',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Corrections by status: pending (default; the approvers’ queue, oldest first), posted or rejected ' +
          `(newest first), with the city's approval limit. page, pageSize. ${refused}`,
        querystring: CorrectionListQuerySchema,
        response: { 200: CorrectionListAnswerSchema },
      },
    },
    async (request) => ({ ...ok, ...(await listCorrections(request.city, request.query)) }),
  );

  app.post(
    '/api/operator/corrections/:id/approve',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Approves a pending correction with a reason: its money moves now, once however often asked. The ' +
          'requester’s own: CorrectionOwnApproval (403); decided already: CorrectionDecided (409); a debit ' +
          `the balance no longer covers: NoMoneyNoHoney (402). CorrectionNotFound (404). ${refused}`,
        params: CorrectionIdParamsSchema,
        body: CorrectionDecisionSchema,
        response: { 200: CorrectionAnswerSchema },
      },
    },
    async (request) => ({
      ...ok,
      ...(await approveCorrection(request.city, staffActor(request), request.params.id, request.body)),
    }),
  );

  app.post(
    '/api/operator/corrections/:id/reject',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Rejects a pending correction with a reason (its requester may withdraw it): no money moves. ' +
          `CorrectionDecided (409), CorrectionNotFound (404). ${refused}`,
        params: CorrectionIdParamsSchema,
        body: CorrectionDecisionSchema,
        response: { 200: CorrectionAnswerSchema },
      },
    },
    async (request) => ({
      ...ok,
      ...(await rejectCorrection(request.city, staffActor(request), request.params.id, request.body)),
    }),
  );
};
