import { setImmediate as atTurnEnd } from 'node:timers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers leave at the end of the event-loop turn that made them, all of that turn's answers
 * together, instead of each the moment its handler returns. This is what Redis does with its
 * replies (written in one pass before it polls again) and Netty's flush consolidation: under
 * load a turn serves many connections, and writing their answers back to back lets the peer
 * (a proxy, a load balancer) wake once for the lot rather than once per answer. On this project's
 * 2-core VM that wake-up is what a busy call pays most for: the cost call spent about half of
 * its CPU there (docs/decisions/0008). An idle server answers as before: the turn ends at once.
 *
 * node:timers, not the global: a test's fake timers must not hold answers back.
 */
export const writeCoalescingPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (_request, _reply, payload, done) => {
      atTurnEnd(done, null, payload);
    });
  },
  { name: 'write-coalescing' },
);
