import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BalanceAnswerSchema } from '@parking/domain/company/company-contracts';
import { requireToken } from '../../plugins/guards/require-token.ts';
import { balanceOfToken } from '../../services/company/company-profile.ts';

/**
 * GET /api/profile/get-balance: the balance of whoever the token names. A driver's: balance and
 * balanceKopecks both kopecks (like every driver amount); a company's: balance in whole roubles,
 * cut (document 2 §9), and balanceKopecks exact.
 */
export const getBalanceRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile/get-balance',
    {
      preHandler: requireToken('standard', 'corporate'),
      schema: {
        tags: ['profile', 'corporate'],
        summary:
          "The balance: with a driver's token the driver's (balance and balanceKopecks both kopecks); " +
          "with a corporate token the company's (balance: whole roubles cut, balanceKopecks: kopecks)",
        security: [{ bearer: [] }],
        response: { 200: BalanceAnswerSchema },
      },
    },
    async (request) => ({ status: 'ok' as const, result: await balanceOfToken(request.city, request.auth) }),
  );
};
