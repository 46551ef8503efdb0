import type { FastifyPluginAsync } from 'fastify';

/** Top-up, the provider's webhook and payment-from-portal. */
export const CARD_ROUTES: FastifyPluginAsync[] = [];
