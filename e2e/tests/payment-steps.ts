import type { Page } from '@playwright/test';
import { postJson, type ApiDriver } from './driver-account';
import { expect, shot } from './fixtures';

/**
 * The steps the payment journeys share: the form's pickers, the sandbox bank's page, a top-up
 * through the browser (the journey that is about it) or through the API (journeys that only need
 * money), and screenshots taken once menus and transitions have settled.
 */

/**
 * Money as the site writes it in Russian, the one way (issue 24): "1 234,50 ₽". Playwright folds
 * the no-break spaces Intl puts in, so plain spaces here.
 */
export const rub = (kopecks: number): string =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(kopecks / 100)
    .replace(/\s/g, ' ')} ₽`;

/** Kopecks of a total the form shows in Russian ("1 234,50 ₽"). */
export const kopecksOfRub = (text: string): number =>
  Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

/** Zone 101 of perm is paid round the clock: a journey that needs a price at any hour uses it. */
export const PAID_ZONE = '101';

export async function pickZone(page: Page, zone: string) {
  const field = page.getByRole('combobox', { name: 'Парковочная зона' });
  await field.click();
  await field.fill(zone);
  await page
    .getByRole('option', { name: new RegExp(`^${zone}\\b`) })
    .first()
    .click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

export async function pickOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** A screenshot of the page from its top, with transitions finished and no caret blinking. */
export async function snap(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot(name), fullPage, animations: 'disabled' });
}

/**
 * On the bank's page: approve, and come back to the shop. Most cities pay at the sandbox bank;
 * YOOKASSA_CITY at the YooKassa stand-in's checkout page (its card field holds a paying card).
 */
export async function approveAtBank(page: Page, screenshot: string) {
  await expect(page).toHaveURL(/\/sandbox-pay\/|\/checkout\//);
  if (/\/sandbox-pay\//.test(page.url())) await expect(page.getByText('Тестовый банк')).toBeVisible();
  else await expect(page.getByTestId('yookassa-amount')).toBeVisible();
  await snap(page, screenshot);
  await page
    .getByRole('button', { name: /^Оплатить/ })
    .first()
    .click();
}

/** Tops up in the browser: the header's balance dropdown, the refill modal, the bank, back. */
export async function topUpInBrowser(page: Page, roubles: string) {
  await page.getByRole('button', { name: /^Баланс/ }).click();
  await page
    .getByRole('dialog', { name: 'Ваш баланс' })
    .getByRole('button', { name: 'Пополнить баланс' })
    .click();
  const modal = page.getByRole('dialog', { name: 'Пополнение баланса' });
  await modal.getByRole('textbox', { name: /Сумма пополнения/ }).fill(roubles);
  await modal.getByRole('combobox', { name: 'Способ оплаты' }).click();
  await page.getByRole('option', { name: 'Банковская карта' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Получить ссылку' }).click();
  await expect(modal.getByText(/Бонус после оплаты/)).toBeVisible();
  await snap(page, 'payments-refill-link.png', false);
  await modal.getByRole('link', { name: /^Оплатить/ }).click();
  await approveAtBank(page, 'payments-sandbox-bank.png');
}

async function balanceOf(baseURL: string, driver: ApiDriver): Promise<number> {
  const res = await fetch(`${baseURL}/api/profile/get-profile-v6`, {
    headers: { authorization: `Bearer ${driver.token}` },
  });
  return ((await res.json()) as { result: { balance: number } }).result.balance;
}

/**
 * Money for a journey that is not about topping up: the refill call, Approve on the bank's page
 * (a plain form post, as the browser would send it), and the balance once the webhook landed.
 */
export async function topUpByApi(baseURL: string, driver: ApiDriver, roubles: number): Promise<void> {
  const before = await balanceOf(baseURL, driver);
  const answer = await postJson(
    baseURL,
    '/api/payment/refill',
    { PaymentService: 'card', RefillAmount: String(roubles) },
    driver.token,
  );
  const payPage = String(answer.RedirectURL);
  const res = await fetch(payPage, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  await expect.poll(() => balanceOf(baseURL, driver)).toBeGreaterThanOrEqual(before + roubles * 100);
}
