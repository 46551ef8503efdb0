import type { FastifyInstance } from 'fastify';
import type { CityContext } from '../src/config/city-context.ts';
import { secretValues } from '../src/services/accounts/secret-values.ts';

/**
 * Helpers for the account API tests (not a test file itself). Codes and passwords are read from
 * the delivery outbox, the only place their plain value exists; once the delivery worker has
 * sent a message it blanks them there, so the dev outbox's rendered text is read instead.
 */

export interface Call {
  token?: string;
  /** Client address: each test scenario uses its own so per-address limits do not mix. */
  ip?: string;
  lang?: 'ru' | 'en';
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: Record<string, unknown> & { status: string; errorName?: string };
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  options: Call = {},
): Promise<Answer> {
  const res = await app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...options.headers,
    },
    ...(payload !== undefined ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

export const post = (
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown> = {},
  options?: Call,
) => call(app, 'POST', url, payload, options);

export const cityOf = (app: FastifyInstance, code = 'perm'): Promise<CityContext> =>
  app.cityRegistry.get(code)!;

export interface Sent {
  id: number;
  channel: string;
  template: string;
  vars: Record<string, string>;
  /** The code or password, wherever it can still be read. */
  secret: string | undefined;
}

/** Messages queued to a recipient, newest first. */
export async function sentTo(app: FastifyInstance, recipient: string, city = 'perm'): Promise<Sent[]> {
  const db = await cityOf(app, city);
  const { rows } = await db.query(
    `SELECT o.id, o.channel, o.template, o.vars, d.body
       FROM outbox o LEFT JOIN dev_outbox d ON d.outbox_id = o.id
      WHERE o.recipient = $1 ORDER BY o.id DESC`,
    [recipient],
  );
  return rows.map((row) => {
    const vars = row.vars as Record<string, string>;
    const plain = vars.code ?? vars.password;
    const body = (row.body as string | null) ?? '';
    // the secret's place in the rendered text: its own line (e-mail), after ': ' (SMS), last (call)
    const rendered =
      row.template === 'code'
        ? /\b(\d{4,6})\b/.exec(body)?.[1]
        : (/^([A-Za-z0-9]{4,20})$/m.exec(body) ??
            /:\s([A-Za-z0-9]{4,20})\s*$/.exec(body) ??
            /(\d{4})\s*$/.exec(body))?.[1];
    return {
      id: row.id as number,
      channel: row.channel as string,
      template: row.template as string,
      vars,
      secret: plain && plain !== '[blanked]' ? plain : rendered,
    };
  });
}

/** The newest code or password sent to a recipient. */
export async function lastSecret(app: FastifyInstance, recipient: string, city = 'perm'): Promise<string> {
  const [newest] = await sentTo(app, recipient, city);
  if (!newest?.secret) throw new Error(`nothing readable was sent to ${recipient}`);
  return newest.secret;
}

/** Lets the next send to a target pass the resend cooldown, as if a minute went by. */
export async function ageSends(app: FastifyInstance, target: string, city = 'perm'): Promise<void> {
  await (
    await cityOf(app, city)
  ).query(`UPDATE code_sends SET created_at = created_at - interval '1 minute' WHERE target = $1`, [target]);
}

/** Step 1's form for a driver. */
export const registrationForm = (d: { email: string; phone: string; pass: string }) => ({
  firstname: 'Анна',
  lastname: 'Смирнова',
  middlename: 'Игоревна',
  pass: d.pass,
  email: d.email,
  phone: d.phone,
});

let counter = 0;
/** A fresh e-mail, phone and client address for one scenario. */
/** Step 1 of a registration; answers the driver and the salt the browser would hold. */
export async function startRegistration(app: FastifyInstance, d = freshDriver()) {
  const res = await post(app, '/api/registration/register', registrationForm(d), { ip: d.ip });
  if (res.status !== 200) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { d, salt: res.body.emailSalt as string };
}

export function freshDriver(tag = 'driver') {
  counter += 1;
  const n = String(Date.now() % 1_000_000).padStart(6, '0') + String(counter).padStart(3, '0');
  return {
    email: `${tag}.${n}@example.com`,
    phone: `79${n}`.slice(0, 11).padEnd(11, '0'),
    ip: `10.${(counter >> 8) & 255}.${counter & 255}.${(Date.now() >> 3) & 255}`,
    pass: 'secret-12',
  };
}

/** Registers a driver through all three steps; answers the token. */
export async function registerDriver(
  app: FastifyInstance,
  driver: ReturnType<typeof freshDriver>,
  city = '',
): Promise<string> {
  const base = city ? `/c/${city}` : '';
  const opts = { ip: driver.ip };
  const reg = await post(
    app,
    `${base}/api/registration/register`,
    { firstname: 'Иван', lastname: 'Петров', pass: driver.pass, email: driver.email, phone: driver.phone },
    opts,
  );
  if (reg.status !== 200) throw new Error(`register: ${JSON.stringify(reg.body)}`);
  const salt = reg.body.emailSalt as string;
  const code = await lastSecret(app, driver.email, city || 'perm');
  const email = await post(app, `${base}/api/profile/confirm-email`, { salt, code }, opts);
  if (email.status !== 200) throw new Error(`confirm-email: ${JSON.stringify(email.body)}`);
  const sms = await post(app, `${base}/api/profile/send-sms-code`, { salt, phone: driver.phone }, opts);
  if (sms.status !== 200) throw new Error(`send-sms-code: ${JSON.stringify(sms.body)}`);
  const phoneCode = await lastSecret(app, driver.phone, city || 'perm');
  const done = await post(app, `${base}/api/profile/confirm-phone`, { salt, code: phoneCode }, opts);
  if (done.status !== 200 || typeof done.body.token !== 'string') {
    throw new Error(`confirm-phone: ${JSON.stringify(done.body)}`);
  }
  return done.body.token;
}

/** Makes a captcha challenge's answer known to a test (only its digest is stored, so one is set). */
export async function solveCaptcha(
  city: CityContext,
  challenge: Record<string, unknown>,
  answer = 'k7m2x',
): Promise<{ captchaId: string; captcha: string }> {
  const id = challenge.captchaId as string;
  await city.query('UPDATE captchas SET answer_hash = $2 WHERE id = $1', [
    id,
    secretValues.salted(id, answer),
  ]);
  return { captchaId: id, captcha: answer.toUpperCase() };
}
