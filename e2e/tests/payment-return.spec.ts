import type { Page } from '@playwright/test';
import { logIn, registerDriver } from './driver-account';
import { expect, test } from './fixtures';
import { approveAtBank, PAID_ZONE, snap } from './payment-steps';

/**
 * Back from the bank outside the default city and in English (issue 18): the driver lands on the
 * page the payment started from, in the same city and language, and is told what was paid.
 * The city lives in the browser's storage and the language in the address: the bank's return
 * address has to carry both.
 */

/** Opens the site in this city before any page script runs (the header's city modal, skipped). */
async function inCity(page: Page, city: string) {
  await page.addInitScript((code) => localStorage.setItem('city', JSON.stringify(code)), city);
}

async function pickEnglish(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test.describe('back from the bank in another city, in English', () => {
  test('a guest in sevastopol pays and comes back to the English guest page with the stay', async ({
    page,
  }) => {
    await inCity(page, 'sevastopol');
    await page.goto('/en/guest-payment');
    const zone = page.getByRole('combobox', { name: 'Parking zone' });
    await zone.click();
    await zone.fill(PAID_ZONE);
    await page
      .getByRole('option', { name: new RegExp(`^${PAID_ZONE}\\b`) })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Vehicle number' }).fill('A321BC92');
    await pickEnglish(page, 'Duration', '1:00');
    await pickEnglish(page, 'Payment method', 'Bank card');
    await page.getByRole('textbox', { name: 'E-mail or phone for the receipt' }).fill('guest@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();

    await approveAtBank(page, 'return-sevastopol-bank.png');
    await expect(page).toHaveURL(/\/en\/guest-payment\?.*payment=/);
    const notice = page.getByRole('status').filter({ hasText: 'Parking paid' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    // plates are kept in Cyrillic letters, whatever the keyboard typed
    await expect(notice).toContainText('А321ВС92');
    await expect(notice).toContainText(`Zone ${PAID_ZONE}`);
    await expect(notice).toContainText('Paid until');
    await expect(page.getByRole('button', { name: /Sevastopol/ })).toBeVisible();
    await snap(page, 'return-sevastopol-guest-paid.png');
  });

  test('a driver in rostov tops up and comes back to the English parking page', async ({ page, baseURL }) => {
    const driver = await registerDriver(`${baseURL}/c/rostov`);
    await inCity(page, 'rostov');
    await logIn(page, driver, 'rostov');
    await page.goto('/en/profile/parking');
    await page.getByRole('button', { name: /^Balance/ }).click();
    await page.getByRole('dialog', { name: 'Your balance' }).getByRole('button', { name: 'Top up' }).click();
    const modal = page.getByRole('dialog', { name: 'Top up the balance' });
    await modal.getByRole('textbox', { name: /Amount/ }).fill('300');
    await modal.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Bank card' }).click();
    await modal.getByRole('button', { name: 'Get the link' }).click();
    await modal.getByRole('link', { name: /^Pay/ }).click();

    await approveAtBank(page, 'return-rostov-bank.png');
    await expect(page).toHaveURL(/\/en\/profile\/parking\?.*payment=/);
    await expect(page.getByText('Payment received: ₽300.00. The balance is updated.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: /Rostov-on-Don/ })).toBeVisible();
    await snap(page, 'return-rostov-driver-paid.png');
  });
});
