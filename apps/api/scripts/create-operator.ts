/**
 * Creates a city's operator account (or sets a new password for an existing login):
 *
 *   OPERATOR_PASSWORD='...' npx tsx apps/api/scripts/create-operator.ts --city perm --login anna [--name "Anna P."]
 *
 * Without OPERATOR_PASSWORD the password is read from the first line of standard input, so it
 * never lands in the shell history. Uses the server's configuration (DATA_DIR, DATABASE_URL, ...).
 * With the embedded database (no DATABASE_URL) stop the server first: it holds the data directory.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/config/env.ts';
import { loadCities } from '../src/config/load-cities.ts';
import { PidLock } from '../src/db/pid-lock.ts';
import { createOperator } from '../src/services/operator/create-operator.ts';

async function readPassword(): Promise<string> {
  if (process.env.OPERATOR_PASSWORD) return process.env.OPERATOR_PASSWORD;
  process.stderr.write('Password: ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { city: { type: 'string' }, login: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.city || !values.login) {
    process.stderr.write('usage: create-operator.ts --city <code> --login <login> [--name <name>]\n');
    process.exit(64);
  }
  const env = parseEnv({ ...process.env, LOG_LEVEL: 'warn' });
  const cities = loadCities(env);
  if (!cities.hosted.has(values.city)) {
    process.stderr.write(`city ${values.city} is not hosted here (HOSTED_CITIES)\n`);
    process.exit(64);
  }
  const password = await readPassword();
  const lock = env.DATABASE_URL ? null : PidLock.acquire(env.DATA_DIR);
  const app = await buildApp({ env, cities });
  try {
    const city = await app.cityRegistry.get(values.city)!;
    const made = await createOperator(city, { login: values.login, password, name: values.name });
    process.stdout.write(
      `${made.created ? 'created' : 'updated'} operator ${made.login} (id ${made.id}) in ${values.city}\n`,
    );
  } finally {
    await app.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
