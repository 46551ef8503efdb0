import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { postJson, type ApiDriver } from './driver-account';
import { expect } from './fixtures';
import { PAID_ZONE, pickOption, pickZone, snap } from './payment-steps';

/**
 * The steps the subscription journeys (issue 6) share: the city's calendar day, the constructor's
 * pickers, the benefits table, the header balance and the cost box of the parking form, a
 * subscription bought through the API for the journeys that only need one, and the final shot.
 */

/** perm's time zone: the browser runs in it too (test.use), so "today" is the city's today. */
export const CITY_TIME_ZONE = 'Asia/Yekaterinburg';

/** A calendar day in perm, n days from today: { iso: 'YYYY-MM-DD', typed: 'DDMMYYYY', shown: 'DD.MM.YYYY' }. */
export function cityDay(daysAhead = 0) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: CITY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const day = new Date(`${parts}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + daysAhead);
  const iso = day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, typed: `${d}${m}${y}`, shown: `${d}.${m}.${y}`, short: `${d}/${m}/${y!.slice(2)}` };
}

/** Kopecks of a money text: "8 100,00 ₽", "Баланс: 36 000,00 ₽". */
export function kopecksOf(text: string): number {
  const match = /(-?[\d\s\u00a0]+)(?:[.,](\d{2}))?/.exec(text.replace(/^[^\d-]+/, ''));
  if (!match) throw new Error(`no money in ${JSON.stringify(text)}`);
  return Number(match[1]!.replace(/[\s\u00a0]/g, '')) * 100 + Number(match[2] ?? 0);
}

/** The header's balance button, in kopecks. */
export async function headerBalance(page: Page): Promise<number> {
  const text = await page.getByRole('button', { name: /^Баланс/ }).textContent();
  return kopecksOf(text!.replace(/^.*?Баланс:?/, ''));
}

/** The constructor's single-choice pickers (MUI selects). */
export async function pickSelect(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

/** The constructor's zones: a multiple select whose list stays open until Escape. */
export async function pickZones(page: Page, zones: string[]) {
  await page.getByRole('combobox', { name: /^Зоны/ }).click();
  const list = page.getByRole('listbox');
  for (const zone of zones) {
    await list.getByRole('option', { name: new RegExp(`^${zone}\\b`) }).click();
    await expect(list.getByRole('option', { name: new RegExp(`^${zone}\\b`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Types a day into an MUI date field (sections DD/MM/YYYY): focus the day, then the digits. */
export async function typeDate(page: Page, label: string, typed: string) {
  const group = page.getByRole('group', { name: new RegExp(`^${label}`) });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(typed);
}

/** The benefits table of /profile/abonements and its row for a plate. */
export const benefitsTable = (page: Page) => page.getByRole('table', { name: 'Мои абонементы и льготы' });
export const benefitRow = (page: Page, plate: string): Locator =>
  benefitsTable(page).locator('tbody').getByRole('row').filter({ hasText: plate });

/** The row's period cell, "DD/MM/YY HH:mm — DD/MM/YY HH:mm", as { start, end } instants (UTC ms, city time). */
export async function periodOf(row: Locator): Promise<{ start: number; end: number; text: string }> {
  const text = (await row.getByRole('cell').filter({ hasText: ' — ' }).textContent())!.trim();
  const m = /^(\d\d)\/(\d\d)\/(\d\d) (\d\d):(\d\d) — (\d\d)\/(\d\d)\/(\d\d) (\d\d):(\d\d)$/.exec(text);
  if (!m) throw new Error(`no period in ${JSON.stringify(text)}`);
  const at = (d: string, mo: string, y: string, h: string, mi: string) =>
    Date.UTC(2000 + Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  return { start: at(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!), end: at(m[6]!, m[7]!, m[8]!, m[9]!, m[10]!), text };
}

/** The cost box of the parking form: aria-busy while a newer price is on its way. */
const costSummary = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: 'К оплате' });

/**
 * What an hour in the paid zone costs this plate in the cabinet's parking form (/profile/parking):
 * the zone, the plate and one hour chosen, the settled total in kopecks and the box itself.
 */
export async function hourCostInForm(page: Page, plate: string): Promise<{ total: number; box: Locator }> {
  await page.goto('/profile/parking');
  await pickZone(page, PAID_ZONE);
  const plateField = page.getByRole('textbox', { name: 'Номер транспортного средства' });
  await plateField.fill(plate);
  await expect(plateField).toHaveValue(plate);
  await pickOption(page, 'Продолжительность', '1:00');
  const box = costSummary(page);
  await expect(box).toHaveAttribute('aria-busy', 'false');
  const total = page.getByText('К оплате').locator('xpath=following-sibling::*[1]');
  await expect(total).toHaveText(/^[\d\s]*\d,\d{2}\s?₽$/);
  return { total: kopecksOf((await total.textContent())!), box };
}

/** POST /api/payment/cost for an hour of this plate in the paid zone, as the form asks it. */
export async function hourCostByApi(baseURL: string, driver: ApiDriver, plate: string) {
  const answer = await postJson(
    baseURL,
    '/api/payment/cost',
    { Vehicle: { Number: plate, Category: 'B', NumberFormat: 'rus' }, Zone: PAID_ZONE, Duration: 60 },
    driver.token,
  );
  return answer as unknown as { totalcost: number; totaldiscount: number; benefitsName: string[] };
}

/** A constructor subscription bought from the balance through the calls the web app makes. */
export async function buySubscriptionByApi(
  baseURL: string,
  driver: ApiDriver,
  plate: string,
  zones: string[],
  days: number,
  start = cityDay(0).iso,
): Promise<{ code: string; price: number }> {
  const found = await postJson(
    baseURL,
    '/backend/v2/selectedAbonements',
    { zones, dateStart: start, timing: days },
    driver.token,
  );
  const [result] = found.result as { permissionKindCode: string; price: number }[];
  await postJson(
    baseURL,
    '/api/payment/subscription',
    {
      vehicle: plate,
      codeSubscription: result!.permissionKindCode,
      paymentService: 'balance',
      timestart: start,
      idempotencyKey: `e2e-subscription-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    driver.token,
  );
  return { code: result!.permissionKindCode, price: result!.price };
}

/** The journey's final state, in test-results/shots and as /tmp/shots/e2e6-<name>.png. */
export async function finalShot6(page: Page, name: string, fullPage = true): Promise<void> {
  const file = `subscriptions-${name}.png`;
  await snap(page, file, fullPage);
  await mkdir('/tmp/shots', { recursive: true });
  await copyFile(
    path.resolve(import.meta.dirname, '../../test-results/shots', file),
    path.join('/tmp/shots', `e2e6-${name}.png`),
  );
}
