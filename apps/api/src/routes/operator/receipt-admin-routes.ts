import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StaffReceiptIdParamsSchema,
  StaffReceiptListAnswerSchema,
  StaffReceiptListQuerySchema,
  StaffReceiptPaidAnswerSchema,
} from '@parking/domain/staff/receipt-admin-contracts';
import { requireStaff } from '../../plugins/guards/require-operator.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { registerReceiptPaymentByStaff, searchReceipts } from '../../services/receipts/receipt-admin.ts';
import { staffActor } from './staff-actor.ts';

/** Paid receipts registered by staff (issue 21 item 2), beside the bank import's receipt-paid. */
export const receiptAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preValidation: requireStaff('companies') };
  const doc = { tags: ['operator', 'receipts'], security: [{ bearer: [] }] };
  const roles = 'Administrators, support and accountants only: else Forbidden (403)';

  app.get(
    '/api/operator/receipts',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "Drivers' receipts and invoices, newest first: q is a receipt number or a UIN, or part of the " +
          "payer's name or INN; status (awaiting, paid); page, pageSize (1-100). Each row as the driver's " +
          `list has it (sum in kopecks) plus userId and payerInn. ${roles}`,
        querystring: StaffReceiptListQuerySchema,
        response: { 200: StaffReceiptListAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, ...(await searchReceipts(request.city, request.query)) }),
  );

  app.post(
    '/api/operator/receipts/:id/paid',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "Registers the payment of receipt id for its own sum, now: the bank import's registration " +
          '(receipt-paid), in one transaction with its audit row (receipt.register_payment, the staff ' +
          'member). Idempotent: a receipt already paid answers alreadyPaid true and moves nothing. ' +
          `Answers the receipt as listed. ReceiptNotFound (404). ${roles}`,
        params: StaffReceiptIdParamsSchema,
        response: { 200: StaffReceiptPaidAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await registerReceiptPaymentByStaff(request.city, staffActor(request), request.params.id)),
    }),
  );
};
