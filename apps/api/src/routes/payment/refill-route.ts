import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RefillAnswerSchema, RefillRequestSchema } from '@parking/domain/payments/refill-contracts';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { startRefill } from '../../services/card-payments/refill-service.ts';
import { companyOf, requireCompany } from '../../plugins/guards/require-company.ts';
import { startCompanyRefill } from '../../services/fleet-parking/company-refill.ts';
import { idempotencyKeyOf } from './idempotency-key-of.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';

/**
 * POST /api/payment/refill (document 2 §7): PaymentService, RefillAmount (roubles), Token,
 * optional phone. Answers the provider's pay link (RedirectURL); the balance rises only when
 * the provider confirms the payment.
 */
export const refillRoute: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  app.post(
    '/api/payment/refill',
    {
      // a driver's token, or a company's (issue 8: the company balance's top-up)
      preHandler: requireToken('standard', 'corporate'),
      schema: {
        tags: ['payment'],
        summary:
          "Top up the balance by card: answers the pay link; credited when the bank confirms. With a corporate token the company's balance (no bonus20, back to /coop-profile)",
        security: [{ bearer: [] }],
        body: RefillRequestSchema,
        response: { 200: RefillAnswerSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request, request.body.idempotencyKey);
      if (request.auth?.kind === 'corporate') {
        await requireCompany(request, reply);
        const { companyId } = companyOf(request);
        const answer = await startCompanyRefill(request.city, companyId, request.body, key, request.lang);
        return { status: 'ok' as const, ...answer };
      }
      const { userId } = driverOf(request);
      const answer = await startRefill(request.city, userId, request.body, key, request.lang);
      return { status: 'ok' as const, ...answer };
    },
  );
};
