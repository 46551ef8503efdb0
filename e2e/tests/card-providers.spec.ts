import type { Page } from '@playwright/test';
import { CLOUDPAYMENTS_CITY, STAND_INS, YOOKASSA_CITY } from '../stand-ins/stand-ins-address.ts';
import { logIn, postJson, registerDriver } from './driver-account';
import { expect, test } from './fixtures';
import { approveAtBank, PAID_ZONE, pickOption, pickZone, snap } from './payment-steps';

/**
 * Real money paths (issue 22) against the stand-ins that speak the providers' protocols: a
 * CloudPayments city (its widget on our /payment page, Check/Pay/Receipt notifications signed
 * with Content-HMAC) and a YooKassa city (its hosted checkout, two-stage capture, a partial refund
 * with its refund receipt read back by the reconciliation job).
 */

/** Opens the site in this city before any page script runs (the header's city modal, skipped). */
async function inCity(page: Page, city: string) {
  await page.addInitScript((code) => localStorage.setItem('city', JSON.stringify(code)), city);
}

test.describe('card providers', () => {
  test('a guest in kazan pays in the CloudPayments widget and gets the receipt link', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await inCity(page, CLOUDPAYMENTS_CITY);
    await page.goto('/guest-payment');
    await pickZone(page, PAID_ZONE);
    await page.getByRole('textbox', { name: 'Номер транспортного средства' }).fill('Е432КХ116');
    await pickOption(page, 'Продолжительность', '1:00');
    await pickOption(page, 'Способ оплаты', 'Банковская карта');
    await page.getByRole('textbox', { name: 'E-mail или телефон для чека' }).fill('guest-kazan@example.ru');
    await page.getByRole('button', { name: 'Продолжить' }).click();

    // our /payment page opens the provider's widget (its script from the stand-in)
    await expect(page).toHaveURL(/\/payment\?invoiceId=/);
    await expect(page.getByRole('textbox', { name: 'E-mail для чека' })).toHaveValue(
      'guest-kazan@example.ru',
    );
    await snap(page, 'providers-cloudpayments-invoice.png');
    await page.getByRole('button', { name: 'Оплатить' }).click();
    const widget = page.getByTestId('cp-widget');
    await expect(widget).toBeVisible();
    await snap(page, 'providers-cloudpayments-widget.png', false);
    await widget.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await widget.getByRole('button', { name: 'Pay' }).click();

    // back on the page the payment started from: what was paid, then the fiscal receipt's link
    await expect(page).toHaveURL(/\/guest-payment\?.*payment=/, { timeout: 20_000 });
    const notice = page.getByRole('status').filter({ hasText: 'Парковка оплачена' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice).toContainText('Е432КХ116');
    const receipt = notice.getByRole('link', { name: /Кассовый чек/ });
    await expect(receipt).toBeVisible({ timeout: 20_000 });
    const href = (await receipt.getAttribute('href'))!;
    expect(href.startsWith(STAND_INS)).toBe(true);
    await snap(page, 'providers-cloudpayments-paid.png');
    // the stand-in's cash register page: an income receipt with our line
    const fiscal = await (await fetch(href)).text();
    expect(fiscal).toContain('Приход');
    expect(fiscal).toContain('Оплата парковки');
  });

  test('a driver in ekaterinburg pays a stay at YooKassa, cancels it, and the unused minutes go back to the card', async ({
    page,
    baseURL,
  }) => {
    const cityBase = `${baseURL}/c/${YOOKASSA_CITY}`;
    const driver = await registerDriver(cityBase);
    const started = await postJson(
      cityBase,
      '/api/payment/start',
      {
        Vehicle: { Number: 'В515ОР96', Category: 'B', NumberFormat: 'rus' },
        Zone: PAID_ZONE,
        Duration: 60,
        PaymentService: 'card',
        returnTo: '/en/profile/parking',
      },
      driver.token,
    );
    await inCity(page, YOOKASSA_CITY);
    await logIn(page, driver, YOOKASSA_CITY);
    await page.goto(String(started.RedirectURL));
    await approveAtBank(page, 'providers-yookassa-checkout.png');

    // held, captured by us, paid: back on the English parking page with the stay running
    await expect(page).toHaveURL(/\/en\/profile\/parking\?.*payment=/, { timeout: 20_000 });
    const current = page.getByRole('region', { name: 'Current parkings' });
    const stay = current.getByRole('listitem', { name: `Zone ${PAID_ZONE}, В515ОР96` });
    await expect(stay).toBeVisible({ timeout: 20_000 });

    await current.getByRole('button', { name: `Cancel: Zone ${PAID_ZONE}, В515ОР96` }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel parking' });
    await cancel.getByRole('button', { name: 'Cancel parking' }).click();
    await expect(cancel).toContainText(/back to the card/i, { timeout: 20_000 });
    await snap(page, 'providers-yookassa-cancelled.png', false);
    await cancel.getByRole('button', { name: 'OK' }).click();

    // the history: the refund as a cancel row, and its receipt once YooKassa's register made it
    const refundRow = page.getByRole('row').filter({ hasText: 'Cancellation / refund' }).first();
    // the reconciliation job asks YooKassa for the receipts every few seconds: look again until there
    await expect(async () => {
      await page.goto('/en/profile/operations');
      await expect(refundRow).toContainText(/Receipt: ФН \d+ ФД \d+ ФП \d+/, { timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
    await expect(refundRow).toContainText('Done');
    const paymentRow = page.getByRole('row').filter({ hasText: 'Parking payment' }).first();
    await expect(paymentRow).toContainText(/Receipt: ФН \d+ ФД \d+ ФП \d+/);
    await snap(page, 'providers-yookassa-history.png');
  });
});
