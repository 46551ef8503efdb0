import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@parking/domain/envelope';
import { ReceiptEmailSchema } from '@parking/domain/receipts/payer-contracts';
import { setReceiptEmail } from '../../services/card-payments/receipt-email.ts';
import { rejectInvalid } from './payment-input.ts';

const Body = z.object({
  /** The /payment page's invoiceId: our card payment id. */
  invoiceId: z.string().trim().min(1, 'RequiredField').max(100),
  email: ReceiptEmailSchema,
});

/**
 * POST /api/payment/card-payment/receipt-email: the /payment widget page leaves the e-mail typed
 * for the receipt with its invoice before sending the payer to the bank; once the bank confirms,
 * the receipt is mailed there.
 */
export const receiptEmailRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payment/card-payment/receipt-email',
    {
      attachValidation: true,
      schema: {
        tags: ['payment'],
        summary: "The receipt's e-mail for a card payment still waiting for the bank (the /payment page)",
        body: Body,
        response: { 200: okEnvelope({}) },
      },
    },
    async (request) => {
      rejectInvalid(request);
      await setReceiptEmail(request.city, request.body.invoiceId, request.body.email);
      return { status: 'ok' as const };
    },
  );
};
