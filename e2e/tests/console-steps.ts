import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { clientAddress } from './client-address';
import { expect } from './fixtures';

/**
 * The steps the city console journeys (issue 20) share: the console opened in a city other than
 * perm, sign-in and sign-out on /operator, a staff member added by the administrator, the
 * console's date-time pickers typed in the browser's own time zone, a GeoJSON file built from
 * the city's export, and screenshots kept out of the repository.
 */

/** The console journeys run in rostov: perm's zones, notice and news belong to the other journeys. */
export const CONSOLE_CITY = 'rostov';

/** A second browser of its own in rostov; `popupClosed` as the fixtures' pages have it. */
export async function cityPage(browser: Browser, baseURL: string, popupClosed = true): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'ru-RU',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  const page = await context.newPage();
  await inConsoleCity(page, popupClosed);
  return page;
}

/** Sets the city (and, unless told otherwise, a closed pop-up) before any page script runs. */
export async function inConsoleCity(page: Page, popupClosed = true): Promise<void> {
  await page.addInitScript(
    ({ city, popupClosed }) => {
      localStorage.setItem('city', JSON.stringify(city));
      if (popupClosed && !localStorage.getItem('notification-popup')) {
        localStorage.setItem(
          'notification-popup',
          JSON.stringify({ closed: true, updated: '2099-01-01T00:00:00Z' }),
        );
      }
    },
    { city: CONSOLE_CITY, popupClosed },
  );
}

/** A login nobody else has (lower case, as the server keeps logins). */
export const uniqueLogin = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export interface StaffTexts {
  form: string;
  login: string;
  password: string;
  submit: string;
  logout: string;
}

export const RU: StaffTexts = {
  form: 'Вход для оператора',
  login: 'Логин',
  password: 'Пароль',
  submit: 'Войти',
  logout: 'Выйти',
};

export const EN: StaffTexts = {
  form: 'Operator sign-in',
  login: 'Login',
  password: 'Password',
  submit: 'Sign in',
  logout: 'Sign out',
};

/** Fills the console's sign-in form (already on the page) and waits for the frame. */
export async function consoleSignIn(page: Page, login: string, password: string, texts = RU): Promise<void> {
  const form = page.getByRole('form', { name: texts.form });
  await form.getByRole('textbox', { name: texts.login }).fill(login);
  await form.getByLabel(texts.password).fill(password);
  await form.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByRole('button', { name: texts.logout })).toBeVisible();
}

/** Signs out from the frame: the sign-in form is back. */
export async function consoleSignOut(page: Page, texts = RU): Promise<void> {
  await page.getByRole('button', { name: texts.logout }).click();
  await expect(page.getByRole('form', { name: texts.form })).toBeVisible();
}

/** The console's navigation (the side list on a wide screen, the tabs on a phone). */
export const consoleNav = (page: Page, name = 'Разделы пульта'): Locator =>
  page.getByRole('navigation', { name });

/** The Staff area's Add dialog and list in Russian, for addStaffMember. */
export const STAFF_FORM_RU = {
  open: 'Добавить сотрудника',
  dialog: 'Новый сотрудник',
  login: 'Логин',
  name: 'Имя',
  role: 'Роль',
  password: 'Пароль',
  submit: 'Добавить',
  table: 'Сотрудники',
};

/** The administrator's Staff area: a member added with the Add dialog, then found in the list. */
export async function addStaffMember(
  page: Page,
  member: { login: string; name: string; role: string; password: string },
  texts: {
    open: string;
    dialog: string;
    login: string;
    name: string;
    role: string;
    password: string;
    submit: string;
    table: string;
  },
): Promise<void> {
  await page.getByRole('button', { name: texts.open }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialog });
  await dialog.getByRole('textbox', { name: texts.login }).fill(member.login);
  await dialog.getByRole('textbox', { name: texts.name }).fill(member.name);
  await dialog.getByRole('combobox', { name: texts.role }).click();
  await page.getByRole('option', { name: member.role, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await dialog.getByLabel(texts.password).fill(member.password);
  await dialog.getByRole('button', { name: texts.submit }).click();
  await expect(dialog).toHaveCount(0);
  const row = page
    .getByRole('table', { name: texts.table })
    .getByRole('row')
    .filter({ hasText: member.login });
  await expect(row).toContainText(member.role);
}

/**
 * Types an instant into an MUI date-time field (DD.MM.YYYY HH:mm in Russian): the field keeps
 * the browser's wall time, so the digits are made in the browser.
 */
export async function typeDateTime(page: Page, label: string, at: Date): Promise<void> {
  const digits = await page.evaluate((ms) => {
    const d = new Date(ms);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(d.getDate())}${two(d.getMonth() + 1)}${d.getFullYear()}${two(d.getHours())}${two(d.getMinutes())}`;
  }, at.getTime());
  const group = page.getByRole('group', { name: new RegExp(`^${label}`) });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

/** A whole minute at least `minutes` ahead (the tariff form counts in whole minutes). */
export function minutesAhead(minutes: number): Date {
  const at = new Date(Date.now() + minutes * 60_000);
  at.setSeconds(0, 0);
  return new Date(at.getTime() + 60_000);
}

interface GeoFeature {
  type: 'Feature';
  geometry: unknown;
  properties: Record<string, unknown>;
}
export interface GeoFile {
  type: 'FeatureCollection';
  features: GeoFeature[];
}

/** The zone number of a map object's feature ({ zonenumber } in the export). */
export const zoneOfFeature = (f: GeoFeature): string | null => {
  const zone = f.properties.zone;
  if (zone && typeof zone === 'object') return String((zone as { zonenumber: unknown }).zonenumber);
  return typeof zone === 'string' ? zone : null;
};

/**
 * The export plus a new zone (no geometry, as zones travel) and a parking in it: the import is
 * the full set of the types it holds, so everything the city had stays and only these two are new.
 */
export function withNewZone(
  exported: GeoFile,
  zone: { code: string; nameRu: string; nameEn: string },
  parking: { code: string; lngLat: [number, number] },
): GeoFile {
  return {
    ...exported,
    features: [
      ...exported.features,
      {
        type: 'Feature',
        geometry: null,
        properties: {
          objecttype: 'zone',
          code: zone.code,
          name: zone.nameRu,
          name_en: zone.nameEn,
          sortorder: 900,
        },
      },
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: parking.lngLat },
        properties: {
          objecttype: 'parkings',
          category: 'roadside',
          code: parking.code,
          name: `Парковка ${parking.code}`,
          address: 'ул. Испытательная, 1',
          freeparking: false,
          zone: { zonenumber: zone.code },
          spaces: { total: 12, fordisabled: 2 },
          active: true,
        },
      },
    ],
  };
}

/** Screenshots of the console at phone and desktop width, outside the repository. */
export const CONSOLE_SHOTS = '/tmp/console-e2e-shots';

export async function consoleShot(page: Page, name: string): Promise<void> {
  await mkdir(CONSOLE_SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(CONSOLE_SHOTS, name), fullPage: true, animations: 'disabled' });
}

/** The page at a width (phones are 360 px), taken, and put back to the desktop's 1280. */
export async function shotAtWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 780 });
  await consoleShot(page, `${name}-360.png`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await consoleShot(page, `${name}-1280.png`);
}
