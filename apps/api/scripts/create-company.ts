/**
 * Makes a city's corporate customer (a company that signed a contract):
 *
 *   COMPANY_PASSWORD='...' npx tsx apps/api/scripts/create-company.ts --city perm --inn 5902183383 \
 *     --contract "КП-0001" --name "ООО «Флот»" --email fleet@example.ru
 *
 * The company logs in with inn, contract number and this password (POST /api/auth/login-corp-v1).
 * Without COMPANY_PASSWORD the password is read from the first line of standard input, so it
 * never lands in the shell history. A taken inn and contract answer CompanyExists; the operator
 * resets a password with PUT /api/operator/companies/password. Uses the server's configuration;
 * with the embedded database (no DATABASE_URL) stop the server first.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { NewCompanyRequestSchema } from '@parking/domain/company/operator-company-contracts';
import { buildApp } from '../src/app.ts';
import { scriptActor } from '../src/services/operator/staff-change.ts';
import { parseEnv } from '../src/config/env.ts';
import { loadCities } from '../src/config/load-cities.ts';
import { PidLock } from '../src/db/pid-lock.ts';
import { AppError } from '../src/errors/app-error.ts';
import { createCompany } from '../src/services/company/company-admin.ts';

async function readPassword(): Promise<string> {
  if (process.env.COMPANY_PASSWORD) return process.env.COMPANY_PASSWORD;
  process.stderr.write('Password: ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

const USAGE =
  'usage: create-company.ts --city <code> --inn <inn> --contract <number> --name <name> --email <email>\n';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      city: { type: 'string' },
      inn: { type: 'string' },
      contract: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
    },
  });
  if (!values.city || !values.inn || !values.contract || !values.name || !values.email) {
    process.stderr.write(USAGE);
    process.exit(64);
  }
  const env = parseEnv({ ...process.env, LOG_LEVEL: 'warn' });
  const cities = loadCities(env);
  if (!cities.hosted.has(values.city)) {
    process.stderr.write(`city ${values.city} is not hosted here (HOSTED_CITIES)\n`);
    process.exit(64);
  }
  const parsed = NewCompanyRequestSchema.safeParse({
    inn: values.inn,
    contractNumber: values.contract,
    name: values.name,
    email: values.email,
    password: await readPassword(),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n');
    process.stderr.write(`${problems}\n`);
    process.exit(64);
  }
  const lock = env.DATABASE_URL ? null : PidLock.acquire(env.DATA_DIR);
  const app = await buildApp({ env, cities });
  try {
    const city = await app.cityRegistry.get(values.city)!;
    const made = await createCompany(city, scriptActor('create-company'), parsed.data);
    process.stdout.write(
      `created company ${made.inn} / ${made.contractNumber} (id ${made.id}) in ${values.city}\n`,
    );
  } catch (error) {
    if (error instanceof AppError) throw new Error(error.errorName);
    throw error;
  } finally {
    await app.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
