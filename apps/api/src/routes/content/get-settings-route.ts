import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@parking/domain/envelope';
import { SettingsFlagsSchema } from '@parking/domain/contracts/settings-flags';
import { getSettingsFlags } from '../../services/content/settings-flags-service.ts';

/** GET /api/options/get-settings: feature flags, duration intervals, payment methods, topics. */
export const getSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/options/get-settings',
    {
      schema: {
        tags: ['content'],
        summary: 'Settings flags',
        response: { 200: okEnvelope({ result: SettingsFlagsSchema }) },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      result: await getSettingsFlags(request.city, request.lang, app.env),
    }),
  );
};
