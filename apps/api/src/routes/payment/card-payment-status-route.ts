import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@parking/domain/envelope';
import { AppError } from '../../errors/app-error.ts';
import { tokenService } from '../../services/accounts/token-service.ts';
import { findCardPayment } from '../../services/card-payments/card-payment-service.ts';
import {
  cardPaymentView,
  CardPaymentViewSchema,
  isPayer,
} from '../../services/card-payments/card-payment-view.ts';
import { paidParkingOf } from '../../services/card-payments/paid-parking.ts';

const Query = z
  .object({
    paymentId: z.string().trim().max(100).optional(),
    /** The /payment widget page's name for the same id. */
    invoiceId: z.string().trim().max(100).optional(),
  })
  .refine((q) => Boolean(q.paymentId ?? q.invoiceId), { message: 'RequiredField', path: ['paymentId'] });

/**
 * GET /api/payment/card-payment?paymentId= (or invoiceId=): a card payment's state, so the web
 * can show "waiting for the bank" or "paid" after the driver returns, and the /payment widget
 * page its amount. Only reads: the redirect back never settles anything. Without a token
 * (or with someone else's) the public part; the payer's token or guest token gets everything.
 */
export const cardPaymentStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payment/card-payment',
    {
      schema: {
        tags: ['payment'],
        summary: "A card payment's state and amount (payer: also bonus, purpose, bill number)",
        querystring: Query,
        response: { 200: okEnvelope({ result: CardPaymentViewSchema }) },
      },
    },
    async (request) => {
      const auth = request.token
        ? await tokenService.resolve(request.city.db, request.token, ['standard', 'guest', 'corporate'])
        : null;
      const id = (request.query.paymentId ?? request.query.invoiceId)!;
      const row = await findCardPayment(request.city.db, id);
      if (!row) throw new AppError('NotFound', 404);
      const payer = isPayer(row, auth);
      const stay = payer ? await paidParkingOf(request.city.db, row) : undefined;
      return { status: 'ok' as const, result: cardPaymentView(row, payer, stay) };
    },
  );
};
