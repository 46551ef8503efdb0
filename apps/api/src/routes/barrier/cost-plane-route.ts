import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CostPlaneAnswerSchema, CostPlaneQuerySchema } from '@parking/domain/payments/barrier-contracts';
import { requireToken } from '../../plugins/guards/require-token.ts';
import { quoteBarrier } from '../../services/barrier/barrier-cost-service.ts';

/** GET /backend/v2/costPlane: the price of a barrier ticket, payable for 30 seconds. */
export const costPlaneRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backend/v2/costPlane',
    {
      preHandler: requireToken('standard', 'guest'),
      schema: {
        tags: ['planar'],
        summary: 'Barrier parking price by ticket (card) number and parking code; cost 0 opens the gate',
        querystring: CostPlaneQuerySchema,
        response: { 200: CostPlaneAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, result: await quoteBarrier(request.city, request.query) }),
  );
};
