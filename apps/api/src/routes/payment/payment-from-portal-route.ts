import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@parking/domain/envelope';
import { AppError } from '../../errors/app-error.ts';
import {
  cardPaymentView,
  CardPaymentViewSchema,
  checkWithProvider,
} from '../../services/card-payments/card-payment-view.ts';

/** The card widget's payment info (document 1 §3); only `order` is used, the rest is the page's claim. */
const PaymentFromPortalQuery = z.object({
  source: z.string().max(100).optional(),
  /** Our payment id (the widget's invoiceId). */
  order: z.string().trim().min(1).max(100),
  billnumber: z.string().max(100).optional(),
  amount: z.string().max(30).optional(),
  /** UTC YYYYMMDDhhmmss. */
  paymentDate: z
    .string()
    .regex(/^\d{14}$/)
    .optional(),
  status: z.string().max(40).optional(),
});

/**
 * GET /api/payment/payment-from-portal (document 2 §7): the /payment card widget page reports
 * its result. Never trusted: a pending payment is checked with the provider and settled from
 * the provider's answer; the call answers the payment's state as we now know it.
 */
export const paymentFromPortalRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payment/payment-from-portal',
    {
      schema: {
        tags: ['payment'],
        summary: "The card widget page's result: verified with the provider, answers the payment's state",
        querystring: PaymentFromPortalQuery,
        response: { 200: okEnvelope({ result: CardPaymentViewSchema }) },
      },
    },
    async (request) => {
      const row = await checkWithProvider(request.city, request.query.order, request.log);
      if (!row) throw new AppError('NotFound', 404);
      return { status: 'ok' as const, result: cardPaymentView(row, false) };
    },
  );
};
