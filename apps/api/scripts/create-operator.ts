/**
 * Creates a city's staff member, by default an administrator: the city's first one, who then
 * adds the rest in the console (or sets a new password, name and role for an existing login):
 *
 *   OPERATOR_PASSWORD='...' npx tsx apps/api/scripts/create-operator.ts --city perm --login anna [--name "Anna P."] [--role administrator]
 *
 * Without OPERATOR_PASSWORD the password is read from the first line of standard input, so it
 * never lands in the shell history. Uses the server's configuration (DATA_DIR, DATABASE_URL, ...).
 * With the embedded database (no DATABASE_URL) stop the server first: it holds the data directory.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { STAFF_ROLES } from '@parking/domain/staff/staff-roles';
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
    options: {
      city: { type: 'string' },
      login: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'administrator' },
    },
  });
  const role = STAFF_ROLES.find((r) => r === values.role);
  if (!values.city || !values.login || !role) {
    process.stderr.write(
      `usage: create-operator.ts --city <code> --login <login> [--name <name>] [--role ${STAFF_ROLES.join('|')}]\n`,
    );
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
    const made = await createOperator(city, { login: values.login, password, name: values.name, role });
    process.stdout.write(
      `${made.created ? 'created' : 'updated'} ${role} ${made.login} (id ${made.id}) in ${values.city}\n`,
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
