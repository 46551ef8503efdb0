import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CostAnswerSchema, CostRequestSchema } from '@parking/domain/payments/session-contracts';
import { requireToken } from '../../plugins/auth-user.ts';
import { quoteCost } from '../../services/parking/cost-service.ts';
import { payerOf, paymentFlags, rejectInvalid } from './payment-input.ts';

/**
 * POST /api/payment/cost (driver) and /api/payment/unregistered/cost (guest token, where
 * useSessionWithoutRegister is on): the cost of a stay in kopecks with its interval breakdown,
 * the balance and whether it is enough. Nothing is written.
 */
export const costRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = [
    { url: '/api/payment/cost', kinds: ['standard'] as const, guest: false },
    { url: '/api/payment/unregistered/cost', kinds: ['guest', 'standard'] as const, guest: true },
  ];
  for (const { url, kinds, guest } of routes) {
    app.post(
      url,
      {
        preHandler: requireToken(...kinds),
        attachValidation: true,
        schema: {
          tags: ['payment'],
          summary: guest
            ? 'Cost of a stay for a guest (kopecks, with the interval breakdown)'
            : 'Cost of a stay, or of extending session ReservationId (kopecks; balance and moneyEnough)',
          security: [{ bearer: [] }],
          body: CostRequestSchema,
          response: { 200: CostAnswerSchema },
        },
      },
      async (request) => {
        rejectInvalid(request);
        const flags = await paymentFlags(request, guest);
        return {
          status: 'ok' as const,
          ...(await quoteCost(request.city, flags, payerOf(request), request.body)),
        };
      },
    );
  }
};
