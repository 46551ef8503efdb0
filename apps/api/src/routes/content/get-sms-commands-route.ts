import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@parking/domain/envelope';
import { SmsCommandSchema } from '@parking/domain/contracts/content';
import { listSmsCommands } from '../../services/content/sms-commands-service.ts';

/** GET /api/sms/get-commands: SMS commands in display order. */
export const getSmsCommandsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sms/get-commands',
    {
      schema: {
        tags: ['content'],
        summary: 'SMS commands (command_transcription parts separated by *)',
        response: { 200: okEnvelope({ result: z.array(SmsCommandSchema) }) },
      },
    },
    async (request) => ({ status: 'ok' as const, result: await listSmsCommands(request.city, request.lang) }),
  );
};
