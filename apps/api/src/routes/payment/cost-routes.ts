import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CostAnswerSchema, CostRequestSchema } from '@parking/domain/payments/session-contracts';
import { requireToken } from '../../plugins/guards/require-token.ts';
import { peekSettingsFlags } from '../../services/content/settings-flags-service.ts';
import { peekQuote, quoteCost } from '../../services/parking/cost-service.ts';
import { guestCallAllowed, payerOf, paymentFlags, rejectInvalid } from './payment-input.ts';

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
      // not async: when everything the price needs is in memory (peekQuote), the answer is
      // sent without a promise; otherwise the same answer comes from quoteCost
      (request) => {
        rejectInvalid(request);
        const flags = peekSettingsFlags(request.city, request.lang);
        const quick =
          flags &&
          guestCallAllowed(flags, guest) &&
          peekQuote(request.city, flags, payerOf(request), request.body);
        if (quick) return { status: 'ok' as const, ...quick };
        return paymentFlags(request, guest).then(async (loaded) => ({
          status: 'ok' as const,
          ...(await quoteCost(request.city, loaded, payerOf(request), request.body)),
        }));
      },
    );
  }
};
