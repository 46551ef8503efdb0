import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GateEntryAnswerSchema, GateEventRequestSchema } from '@parking/domain/payments/barrier-contracts';
import { gateEventsService } from '../../services/barrier/gate-events-service.ts';
import { requireGateKey } from '../../plugins/guards/require-gate-key.ts';

/** POST /api/gate/entry: a barrier gate issued a ticket (X-Gate-Key). */
export const gateEntryRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/gate/entry',
    {
      preHandler: requireGateKey(app.env.GATE_API_KEY),
      schema: {
        tags: ['planar'],
        summary: 'Gate: a car entered with this ticket (parkingNumber, ticketNumber, enteredAt?)',
        body: GateEventRequestSchema,
        response: { 200: GateEntryAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await gateEventsService.enter(request.city, request.body),
    }),
  );
};
