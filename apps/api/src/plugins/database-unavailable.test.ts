import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** drizzle's wrapper around a driver error. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it('knows an unreachable or departing server, however wrapped', () => {
    const down = [
      coded('ECONNREFUSED'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P02'),
      coded('57P03', 'the database system is starting up'),
      coded('08006'),
      coded('08P01'),
      coded('53300', 'too many connections'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      new Error('Cannot use a pool after calling end on the pool'),
      new Error('PGlite is closed'),
      new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], ''),
    ];
    for (const error of down) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), `wrapped ${error.message}`).toBe(true);
    }
  });

  it('leaves a query that is wrong to UnknownError', () => {
    for (const error of [coded('23505'), coded('42601'), coded('22P02'), new Error('boom'), null, 'text'])
      expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
