import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeGrzRequestSchema,
  SubscriptionActionAnswerSchema,
  SubscriptionActionRequestSchema,
} from '@parking/domain/subscriptions/benefit-contracts';
import { driverOf, requireToken } from '../../plugins/guards/require-token.ts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { subscriptionAction, type SubscriptionAction } from '../../services/subscriptions/benefit-service.ts';

const SUMMARIES: Record<Exclude<SubscriptionAction, 'changeGRZ'>, string> = {
  pauseAb: 'Pause a subscription (canPause): its end moves later by the paused time on continue',
  continueAb: 'Continue a paused subscription (canContinue): the end moves later by the paused minutes',
  refund:
    'Refund a subscription (canRefund): the unused whole days pro rata back to the balance; it ends now',
};

const ERRORS =
  " Errors: SubscriptionNotFound 404 (unknown or another driver's), SubscriptionActionNotAllowed 409.";

/** POST /backend/v2/pauseAb, continueAb, refund ({ orderNum }) and changeGRZ ({ orderNum, grzNew }). */
export const subscriptionActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  for (const action of Object.keys(SUMMARIES) as (keyof typeof SUMMARIES)[]) {
    app.post(
      `/backend/v2/${action}`,
      {
        preHandler: requireToken(),
        schema: {
          tags: ['subscriptions'],
          summary: `${SUMMARIES[action]}. Answers message and the row (result); refund also refunded and balance (kopecks).${ERRORS}`,
          security: [{ bearer: [] }],
          body: SubscriptionActionRequestSchema,
          response: { 200: SubscriptionActionAnswerSchema },
        },
      },
      async (request) => {
        const { userId } = driverOf(request);
        const answer = await subscriptionAction(
          request.city,
          userId,
          action,
          request.body.orderNum,
          request.lang,
        );
        return { status: 'ok' as const, ...answer };
      },
    );
  }
  app.post(
    '/backend/v2/changeGRZ',
    {
      preHandler: requireToken(),
      schema: {
        tags: ['subscriptions'],
        summary: `Move a subscription to another of the driver's own plates (canChangeTs); VehicleNotFound 404 for a plate not theirs, SubscriptionAlreadyExists 409.${ERRORS}`,
        security: [{ bearer: [] }],
        body: ChangeGrzRequestSchema,
        response: { 200: SubscriptionActionAnswerSchema },
      },
    },
    async (request) => {
      const { userId } = driverOf(request);
      const { orderNum, grzNew } = request.body;
      const answer = await subscriptionAction(
        request.city,
        userId,
        'changeGRZ',
        orderNum,
        request.lang,
        grzNew,
      );
      return { status: 'ok' as const, ...answer };
    },
  );
};
