import type { Page } from '@playwright/test';
import { clientAddress } from './client-address';
import { codeIn, waitForMessage } from './read-messages';

/**
 * A registered driver for the payment journeys, made through the real registration calls (codes
 * read from the SMTP and SMS stand-ins) rather than the registration pages, which
 * accounts.spec.ts already drives. Returns the token; `logIn` puts it where the web app keeps it.
 */
export interface ApiDriver {
  email: string;
  phone: string;
  password: string;
  token: string;
}

async function postJson(baseURL: string, path: string, body: unknown, token?: string, address?: string) {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown> & { status: string };
  if (answer.status !== 'ok') throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer;
}

export async function registerDriver(baseURL: string): Promise<ApiDriver> {
  const n = `${Date.now() % 1_000_000_000}`.padStart(9, '0');
  const d = { email: `payer${n}@example.ru`, phone: `79${n}`, password: 'parking42' };
  // the driver registers from an address of their own (client-address.ts)
  const address = clientAddress();
  const { emailSalt: salt } = await postJson(
    baseURL,
    '/api/registration/register',
    {
      firstname: 'Олег',
      lastname: 'Водителев',
      middlename: '',
      pass: d.password,
      email: d.email,
      phone: d.phone,
    },
    undefined,
    address,
  );
  await postJson(
    baseURL,
    '/api/profile/confirm-email',
    { salt, code: codeIn(await waitForMessage(d.email)) },
    undefined,
    address,
  );
  await postJson(baseURL, '/api/profile/send-sms-code', { salt, phone: d.phone }, undefined, address);
  const sms = await waitForMessage(d.phone, (m) => m.kind !== 'email');
  const answer = await postJson(
    baseURL,
    '/api/profile/confirm-phone',
    { salt, code: codeIn(sms) },
    undefined,
    address,
  );
  const { token } = answer;
  return { ...d, token: String(token) };
}

/** Logs the browser in as the driver in the default city before any page script runs. */
export async function logIn(page: Page, driver: ApiDriver, city = 'perm'): Promise<void> {
  await page.addInitScript(
    ({ token, city }) => {
      localStorage.setItem('tokens', JSON.stringify({ [city]: { standard: token } }));
    },
    { token: driver.token, city },
  );
}

export { postJson };
