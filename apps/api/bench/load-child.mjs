// Runs one autocannon load in its own process (so its CPU is not the servers') and prints the
// result as JSON. Config comes as one JSON argument:
//   { url, method, connections, seconds, overallRate?, connectionRate?, tokens?: string[], body?: object,
//     uniqueStart?: boolean }
// tokens: each connection takes one in turn (an Authorization: Bearer header). uniqueStart:
// every request gets a fresh plate and idempotency key, so each one is a new parking session.
import autocannon from 'autocannon';

const config = JSON.parse(process.argv[2]);
let connection = 0;
let sequence = 0;
// One prefix per run, so two runs against the same database never reuse a plate.
const runTag = String(Date.now() % 100_000).padStart(5, '0');

const PLATE_LETTERS = 'АВЕКМНОРСТУХ';
/** The n-th standard plate L DDD LL DDD starting with `letter`: 1.3 million before repeating. */
function standardPlate(letter, n) {
  const digits = String(n % 1000).padStart(3, '0');
  const region = 100 + (Math.floor(n / 1000) % 900);
  const pair = Math.floor(n / 900_000) % 144;
  return `${letter}${digits}${PLATE_LETTERS[Math.floor(pair / 12)]}${PLATE_LETTERS[pair % 12]}${region}`;
}

function setupRequest(request, context) {
  if (context.token === undefined && config.tokens?.length)
    context.token = config.tokens[connection++ % config.tokens.length];
  const headers = { ...request.headers, 'content-type': 'application/json' };
  if (context.token) headers.authorization = `Bearer ${context.token}`;
  let body = config.body;
  if (config.uniqueStart) {
    const n = sequence++;
    // A standard Russian plate unique within the run (each bench run has a fresh database, and
    // the phase's first letter keeps phases apart).
    body = {
      ...body,
      Vehicle: { ...body.Vehicle, Number: standardPlate(config.plateLetter ?? 'Х', n) },
      idempotencyKey: `bench-${runTag}-${config.phase ?? 0}-${n}`,
    };
  }
  return { ...request, headers, body: body === undefined ? undefined : JSON.stringify(body) };
}

const instance = autocannon(
  {
    url: config.url,
    connections: config.connections,
    duration: config.seconds,
    ...(config.overallRate ? { overallRate: config.overallRate } : {}),
    // each connection paces itself: a steadier stream than overallRate's per-second batches
    ...(config.connectionRate ? { connectionRate: config.connectionRate } : {}),
    requests: [{ method: config.method, setupRequest }],
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    process.stdout.write(JSON.stringify(result));
  },
);
process.once('SIGINT', () => instance.stop());
