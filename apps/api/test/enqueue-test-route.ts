import type { FastifyPluginAsync } from 'fastify';
import { enqueueMessage } from '../src/services/delivery/enqueue-message.ts';
import type { OutgoingMessage } from '../src/services/delivery/outgoing-message.ts';

/**
 * Test support: POST /api/test/enqueue does what an account route does — one transaction that
 * queues the message it got (the body, unchecked: enqueueMessage checks it).
 */
export const enqueueTestRoute: FastifyPluginAsync = async (app) => {
  app.post('/api/test/enqueue', async (request) => {
    await request.city.db.transaction((tx) => enqueueMessage(tx, request.body as OutgoingMessage));
    return { status: 'ok' };
  });
};
