import type { Browser, Locator, Page } from '@playwright/test';
import { clientAddress } from './client-address';
import { postJson } from './driver-account';
import { expect } from './fixtures';
import { operatorTokenByApi } from './operator-steps';

/**
 * The steps the corporate journeys (issue 8) share: a company made by the city's operator
 * (POST /api/operator/companies with the demo operator), its sign-in on /coop-profile, the
 * cabinet's vehicle and driver modals, and identifiers that pass the server's checks (an INN
 * with its check digit, a VIN, an IMEI with its Luhn digit) and are new on every run.
 */

export interface ApiCompany {
  id: number;
  name: string;
  inn: string;
  contractNumber: string;
  email: string;
  password: string;
}

let serial = 0;

/** A number of `digits` digits of its own: the clock and a counter (repeats never meet). */
function freshDigits(digits: number): string {
  serial += 1;
  const n = BigInt(Date.now()) * 1000n + BigInt(serial % 1000);
  return n.toString().slice(-digits).padStart(digits, '0');
}

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];

/** An organisation's INN: 9 digits and the check digit (Σ digit × weight mod 11 mod 10). */
export function uniqueInn(): string {
  // no leading 0: the first two digits are a region's code
  const body = `7${freshDigits(8)}`;
  const sum = INN10_WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return `${body}${(sum % 11) % 10}`;
}

/** A 17-character VIN (no I, O, Q): a maker's prefix and digits of its own. */
export function uniqueVin(): string {
  return `XTA21099${freshDigits(9)}`;
}

/** A 15-digit IMEI: 14 digits and the Luhn check digit (unique in every fleet of the city). */
export function uniqueImei(): string {
  const body = `35${freshDigits(12)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The operator makes a company (balance 0) whose login is a fresh INN and contract number. */
export async function companyByApi(baseURL: string, name = 'ООО «Флот»'): Promise<ApiCompany> {
  const operator = await operatorTokenByApi(baseURL);
  const tail = freshDigits(6);
  const wanted = {
    name: `${name} ${tail}`,
    inn: uniqueInn(),
    contractNumber: `КД-${tail}/E2E`,
    email: `fleet${tail}@example.ru`,
    password: 'fleet-pass-42',
  };
  const answer = await postJson(baseURL, '/api/operator/companies', wanted, operator);
  const company = answer.result as { id: number; inn: string; contractNumber: string; balance: number };
  expect(company.inn).toBe(wanted.inn);
  expect(company.balance).toBe(0);
  return { ...wanted, id: company.id };
}

/** The corporate sign-in form of /coop-profile. */
export const companyLoginForm = (page: Page): Locator =>
  page.getByRole('form', { name: 'Вход для юридических лиц' });

/** Fills and sends the corporate sign-in form; the cabinet shows the company's name. */
export async function companySignsIn(page: Page, company: ApiCompany): Promise<void> {
  const form = companyLoginForm(page);
  await form.getByRole('textbox', { name: 'ИНН' }).fill(company.inn);
  await form.getByRole('textbox', { name: 'Номер договора' }).fill(company.contractNumber);
  await form.getByRole('textbox', { name: 'Пароль', exact: true }).fill(company.password);
  await form.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
}

/** One of the cabinet's tabs (their names carry counts: "Водители (2)"). */
export async function openTab(page: Page, name: string): Promise<Locator> {
  const tabs = page.getByRole('tablist', { name: 'Разделы корпоративного кабинета' });
  await tabs.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await expect(tabs.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return page.getByRole('tabpanel');
}

export interface FleetVehicleInput {
  plate: string;
  vin: string;
  imei: string;
}

/** The vehicle modal: plate, VIN and IMEI, then Save. Answers the dialog (it may stay open). */
export async function fillVehicleModal(page: Page, v: FleetVehicleInput): Promise<Locator> {
  await page.getByRole('button', { name: 'Добавить транспорт' }).click();
  const modal = page.getByRole('dialog', { name: 'Новое транспортное средство' });
  await modal.getByRole('textbox', { name: 'Государственный номер' }).fill(v.plate);
  await modal.getByRole('textbox', { name: 'VIN' }).fill(v.vin);
  await modal.getByRole('textbox', { name: 'IMEI устройства' }).fill(v.imei);
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  return modal;
}

/** The vehicles table's row of a plate. */
export const vehicleRow = (page: Page, plate: string): Locator =>
  page.getByRole('table', { name: 'Транспорт и устройства' }).getByRole('row').filter({ hasText: plate });

/** Adds a vehicle with its device (inactive) and turns the device on. */
export async function addActiveVehicle(page: Page, v: FleetVehicleInput): Promise<void> {
  await openTab(page, 'Транспорт и устройства');
  const modal = await fillVehicleModal(page, v);
  await expect(modal).toHaveCount(0);
  await expect(vehicleRow(page, v.plate)).toContainText(v.imei);
  await activate(page, `Устройство ${v.plate} активно`);
}

export interface FleetDriverInput {
  lastName: string;
  firstName: string;
  middleName: string;
  /** 11 digits from 7. */
  phone: string;
  plate: string;
}

export const fullName = (d: FleetDriverInput): string =>
  [d.lastName, d.firstName, d.middleName].filter(Boolean).join(' ');

/** The driver modal: name, phone, vehicle, then Save. Answers the dialog (it may stay open). */
export async function fillDriverModal(page: Page, d: FleetDriverInput): Promise<Locator> {
  await page.getByRole('button', { name: 'Добавить водителя' }).click();
  const modal = page.getByRole('dialog', { name: 'Новый водитель' });
  await modal.getByRole('textbox', { name: 'Фамилия' }).fill(d.lastName);
  await modal.getByRole('textbox', { name: 'Имя' }).fill(d.firstName);
  await modal.getByRole('textbox', { name: 'Отчество (если есть)' }).fill(d.middleName);
  await modal.getByRole('textbox', { name: 'Телефон' }).fill(d.phone);
  await modal.getByRole('combobox', { name: 'Транспортное средство' }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${d.plate}`) })
    .first()
    .click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  return modal;
}

/** The drivers table's row of a driver. */
export const driverRow = (page: Page, name: string): Locator =>
  page.getByRole('table', { name: 'Водители' }).getByRole('row').filter({ hasText: name });

/** Adds a driver (inactive) and turns them on. */
export async function addActiveDriver(page: Page, d: FleetDriverInput): Promise<void> {
  await openTab(page, 'Водители');
  const modal = await fillDriverModal(page, d);
  await expect(modal).toHaveCount(0);
  await expect(driverRow(page, fullName(d))).toContainText(d.plate);
  await activate(page, `Водитель ${fullName(d)} активен`);
}

/** Turns an activation switch on; it follows the list, so it is on only after the server's ok. */
export async function activate(page: Page, label: string): Promise<void> {
  const toggle = page.getByRole('switch', { name: label }).or(page.getByRole('checkbox', { name: label }));
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
}

/** The company card's balance, as the cabinet shows it (whole roubles). */
export const companyBalance = (page: Page): Locator => page.getByTestId('corp-balance');

/** Kopecks of the company, as the operator's list says them. */
export async function companyKopecksByApi(baseURL: string, company: ApiCompany): Promise<number> {
  const operator = await operatorTokenByApi(baseURL);
  const res = await fetch(`${baseURL}/api/operator/companies`, {
    headers: { authorization: `Bearer ${operator}` },
  });
  const answer = (await res.json()) as { result: { id: number; balanceKopecks: number }[] };
  return answer.result.find((c) => c.id === company.id)!.balanceKopecks;
}

/**
 * A second browser of its own (another client address, the notification pop-up closed) for the
 * other party of a journey: the tokens live in localStorage, so a driver and a company signed in
 * side by side need two contexts.
 */
export async function secondPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'ru-RU',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  await context.addInitScript(() => {
    // as fixtures.ts: the payment review is tested in payment-review.spec.ts
    localStorage.setItem('parking-payment.skipReview', 'true');
    if (!localStorage.getItem('notification-popup')) {
      localStorage.setItem(
        'notification-popup',
        JSON.stringify({ closed: true, updated: '2099-01-01T00:00:00Z' }),
      );
    }
  });
  return context.newPage();
}

/** POST /api/auth/login-corp-v1 from an address of its own: the company's token. */
export async function companyTokenByApi(baseURL: string, company: ApiCompany): Promise<string> {
  const answer = await postJson(
    baseURL,
    '/api/auth/login-corp-v1',
    { inn: company.inn, contractNumber: company.contractNumber, password: company.password },
    undefined,
    clientAddress(),
  );
  return String(answer.token);
}

/**
 * Money for a journey that is not about the company's top-up: the refill call with the company's
 * token, Approve on the sandbox bank's page (a plain form post), and the balance once credited.
 */
export async function companyTopUpByApi(
  baseURL: string,
  company: ApiCompany,
  roubles: number,
): Promise<void> {
  const before = await companyKopecksByApi(baseURL, company);
  const token = await companyTokenByApi(baseURL, company);
  const answer = await postJson(
    baseURL,
    '/api/payment/refill',
    { PaymentService: 'card', RefillAmount: String(roubles) },
    token,
  );
  const res = await fetch(String(answer.RedirectURL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  await expect.poll(() => companyKopecksByApi(baseURL, company)).toBe(before + roubles * 100);
}

/** Whole roubles (§9 cuts the company's balance) as the cabinet writes them: "1 000,00 ₽". */
export function roublesText(kopecks: number): RegExp {
  const roubles = Math.floor(kopecks / 100);
  const digits = roubles.toLocaleString('ru-RU').replace(/\s/g, '\\s');
  return new RegExp(`^${digits},00\\s₽$`);
}
