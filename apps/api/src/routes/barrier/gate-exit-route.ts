import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GateEventRequestSchema, GateExitAnswerSchema } from '@parking/domain/payments/barrier-contracts';
import { gateEventsService } from '../../services/barrier/gate-events-service.ts';
import { requireGateKey } from '../../plugins/guards/require-gate-key.ts';

/** POST /api/gate/exit: may this ticket leave? Closes it when yes (X-Gate-Key). */
export const gateExitRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/gate/exit',
    {
      preHandler: requireGateKey(app.env.GATE_API_KEY),
      schema: {
        tags: ['planar'],
        summary:
          'Gate: may this ticket leave now? (paid within the exit window, or free); closes it when yes',
        body: GateEventRequestSchema,
        response: { 200: GateExitAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await gateEventsService.exit(request.city, request.body),
    }),
  );
};
