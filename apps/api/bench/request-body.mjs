// The request bodies both load children send: the same body each time, or (uniqueStart) a
// new parking session each time, with its own plate and idempotency key.

const PLATE_LETTERS = 'АВЕКМНОРСТУХ';
/** The n-th standard plate L DDD LL DDD starting with `letter`: 1.3 million before repeating. */
function standardPlate(letter, n) {
  const digits = String(n % 1000).padStart(3, '0');
  const region = 100 + (Math.floor(n / 1000) % 900);
  const pair = Math.floor(n / 900_000) % 144;
  return `${letter}${digits}${PLATE_LETTERS[Math.floor(pair / 12)]}${PLATE_LETTERS[pair % 12]}${region}`;
}

/**
 * A function giving the n-th request's body as a string (undefined without a body). One prefix
 * per run, so two runs against the same database never reuse a key; the phase's plate letter
 * keeps the phases of one run apart (each bench run has a fresh database).
 */
export function bodyMaker(config) {
  const runTag = String(Date.now() % 100_000).padStart(5, '0');
  const fixed = config.body === undefined ? undefined : JSON.stringify(config.body);
  if (!config.uniqueStart) return () => fixed;
  return (n) =>
    JSON.stringify({
      ...config.body,
      Vehicle: { ...config.body.Vehicle, Number: standardPlate(config.plateLetter ?? 'Х', n) },
      idempotencyKey: `bench-${runTag}-${config.phase ?? 0}-${n}`,
    });
}
