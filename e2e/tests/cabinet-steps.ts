import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { STAND_INS } from '../stand-ins/stand-ins-address.ts';
import { postJson, type ApiDriver } from './driver-account';
import { expect } from './fixtures';
import { PAID_ZONE, snap } from './payment-steps';

/**
 * The steps the cabinet journeys share: vehicles and parkings made through the API calls the web
 * app makes (for the journeys that only need them to exist), the MUI selects of the operations
 * filters, a download read back from disk, and the final screenshot of a journey.
 */

const SHOTS = '/tmp/shots';

let drivers = 0;

/**
 * A driver who signs in with the external identity provider (the stand-in's Allow, then
 * POST /api/auth/login-external): an account with a fresh e-mail and no phone, made without a
 * single code. The server allows 20 code sends per client address an hour and every journey
 * comes from 127.0.0.1, so the journeys that are not about codes leave that budget to the ones
 * that are (registration, restore, the phone change).
 */
export async function externalDriver(baseURL: string): Promise<ApiDriver> {
  drivers += 1;
  const email = `cabinet${Date.now()}${drivers}@example.ru`;
  const authorize = new URL('/authorize/decide', STAND_INS);
  for (const [name, value] of Object.entries({
    client_id: 'e2e-client',
    redirect_uri: `${baseURL}/`,
    state: 'cabinet',
    login_hint: email,
    first_name: 'Олег',
    last_name: 'Водителев',
    decision: 'allow',
  })) {
    authorize.searchParams.set(name, value);
  }
  const res = await fetch(authorize, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
  const accessToken = fragment.get('access_token');
  expect(accessToken).toBeTruthy();
  const answer = await postJson(baseURL, '/api/auth/login-external', { accessToken });
  return { email, phone: '', password: '', token: String((answer.result as { token: string }).token) };
}

/** The journey's final state: in test-results/shots like the other journeys, and in /tmp/shots. */
export async function finalShot(page: Page, name: string, fullPage = true): Promise<void> {
  const file = `cabinet-${name}.png`;
  await snap(page, file, fullPage);
  await mkdir(SHOTS, { recursive: true });
  await copyFile(
    path.resolve(import.meta.dirname, '../../test-results/shots', file),
    path.join(SHOTS, `e2e-${file}`),
  );
}

/** POST /api/profile/car, as the vehicle modal sends it. */
export async function addVehicleByApi(baseURL: string, driver: ApiDriver, plate: string): Promise<void> {
  await postJson(
    baseURL,
    '/api/profile/car',
    { numberTs: plate, formatGrz: 'rus', country: 'rus', category: 'B', STSNumber: '' },
    driver.token,
  );
}

/** An hour in the paid zone from the balance: one payment operation. Answers the reservation. */
export async function parkByApi(baseURL: string, driver: ApiDriver, plate: string): Promise<string> {
  const answer = await postJson(
    baseURL,
    '/api/payment/start',
    {
      Vehicle: { Number: plate, Category: 'B', NumberFormat: 'rus' },
      Zone: PAID_ZONE,
      Duration: 60,
      PaymentService: 'balance',
    },
    driver.token,
  );
  return String((answer.result as { reservationId: string }).reservationId);
}

/** Cancels a running parking: a cancel operation, the unused minutes back on the balance. */
export async function cancelByApi(baseURL: string, driver: ApiDriver, reservationId: string): Promise<void> {
  await postJson(baseURL, '/api/payment/cancel', { ReservationId: reservationId }, driver.token);
}

/** Chooses an option of one of the operations filters (MUI selects: a combobox and a listbox). */
export async function chooseFilter(page: Page, label: string, option: string): Promise<void> {
  const filters = page.getByRole('form', { name: 'Фильтры истории операций' });
  await filters.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(filters.getByRole('combobox', { name: label })).toHaveText(option);
}

/** Clicks a download link and answers the file's name and bytes. */
export async function downloadOf(page: Page, link: string): Promise<{ name: string; bytes: Buffer }> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  const failure = await download.failure();
  expect(failure, `download of ${link}`).toBeNull();
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}
