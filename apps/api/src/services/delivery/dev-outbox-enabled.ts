import type { Env } from '../../config/env.ts';

/**
 * The dev outbox (messages kept for the developer's page instead of being sent) exists outside
 * production, or where DEV_OUTBOX=true says so explicitly (a demo stand); DEV_OUTBOX=false turns
 * it off anywhere. Where it is off, a channel without a real transport fails loudly.
 */
export function devOutboxEnabled(env: Pick<Env, 'NODE_ENV' | 'DEV_OUTBOX'>): boolean {
  return env.DEV_OUTBOX ?? env.NODE_ENV !== 'production';
}
