import { setImmediate as atTurnEnd } from 'node:timers';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { writeCoalescingPlugin } from './write-coalescing.ts';

/** A server whose one route logs when it answers, when the answer is written, and what ran between. */
async function loggingApp(coalesce: boolean) {
  const log: string[] = [];
  const app = Fastify();
  if (coalesce) await app.register(writeCoalescingPlugin);
  app.get('/answer', (_request, reply) => {
    // queued before the answer: with coalescing it runs before the answer is written
    atTurnEnd(() => log.push('end of turn'));
    reply.raw.once('finish', () => log.push('written'));
    log.push('answered');
    return { ok: true };
  });
  return { app, log };
}

describe('write coalescing', () => {
  it('writes an answer at the end of the turn that made it, not when the handler returns', async () => {
    const { app, log } = await loggingApp(true);
    const res = await app.inject({ method: 'GET', url: '/answer' });
    expect(res.json()).toEqual({ ok: true });
    expect(log).toEqual(['answered', 'end of turn', 'written']);
  });

  it('without it the answer is written before the turn ends (what the plugin changes)', async () => {
    const { app, log } = await loggingApp(false);
    await app.inject({ method: 'GET', url: '/answer' });
    await new Promise((resolve) => atTurnEnd(resolve));
    expect(log).toEqual(['answered', 'written', 'end of turn']);
  });

  it('answers under fake timers: the hold-back uses node:timers, not the faked global', async () => {
    const { app } = await loggingApp(true);
    vi.useFakeTimers();
    try {
      const res = await app.inject({ method: 'GET', url: '/answer' });
      expect(res.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
