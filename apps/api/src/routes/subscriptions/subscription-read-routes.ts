import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BenefitsAnswerSchema } from '@parking/domain/subscriptions/benefit-contracts';
import { SubscriptionOffersAnswerSchema } from '@parking/domain/subscriptions/subscription-contracts';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { listBenefits } from '../../services/subscriptions/benefit-service.ts';
import { listOffers } from '../../services/subscriptions/subscription-offers.ts';
import { parkingClock } from '../../services/parking/parking-clock.ts';

/** GET /api/profile/get-subscription and /api/profile/get-benefits-v2 (document 2 §7). */
export const subscriptionReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/get-subscription',
    {
      preHandler: requireToken(),
      schema: {
        tags: ['subscriptions'],
        summary:
          "The city's subscription offers: parkingPermit, parkingPermitCode, parkingPermitType (day, week, " +
          'month, quarter, year, prev_day), parkingPermitDesc, parkingPermitStartDate, minStartDate, ' +
          "maxStartDate (YYYY-MM-DD), parkingPermitTs ('#' any), cost (kopecks), days, zone (['#'] all)",
        security: [{ bearer: [] }],
        response: { 200: SubscriptionOffersAnswerSchema },
      },
    },
    async (request) => {
      driverOf(request);
      return {
        status: 'ok' as const,
        result: await listOffers(request.city, request.lang, parkingClock.now()),
      };
    },
  );
  app.get(
    '/api/profile/get-benefits-v2',
    {
      preHandler: requireToken(),
      schema: {
        tags: ['subscriptions'],
        summary:
          "The driver's benefits and subscriptions: variation (a subscription's name in the request's " +
          "language), type, zone (['#'] any), zoneKind, sale " +
          "(percent), showSale, transport.numberTs ('#' any), orderNum, canChangeTs, canRefund, canPause, " +
          'canContinue, startOf/endOf (DD/MM/YY HH:mm), startIso/endIso, status, paid (kopecks)',
        security: [{ bearer: [] }],
        response: { 200: BenefitsAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await listBenefits(request.city, driverOf(request).userId, request.lang),
    }),
  );
};
