import {
  addStaffMember,
  cityPage,
  CONSOLE_CITY,
  consoleNav,
  consoleSignIn,
  consoleSignOut,
  inConsoleCity,
  shotAtWidths,
  STAFF_FORM_RU,
  uniqueLogin,
} from './console-steps';
import { logIn, registerDriver } from './driver-account';
import { expect, test } from './fixtures';
import { OPERATOR_LOGIN, OPERATOR_PASSWORD } from './operator-account';
import { paidSessionByApi, uniquePlate } from './operator-steps';
import { topUpByApi } from './payment-steps';

/**
 * Driver support (issue 21 item 1) end to end in rostov: the administrator adds a support
 * operator, who finds a driver by the plate of a running stay, stops the stay with a refund of
 * its unused time and a reason; the driver then sees the refund, with that reason, in their
 * operations history, in Russian and in English.
 */

test.describe('driver support', () => {
  test.beforeEach(async ({ page }) => {
    await inConsoleCity(page);
  });

  test('a support operator finds a driver by plate and refunds a running stay with a reason; the driver sees it in the history', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000);
    const cityBase = `${baseURL}/c/${CONSOLE_CITY}`;
    const stamp = String(Date.now()).slice(-6);
    const reason = `Паркомат не работал ${stamp}`;
    const support = {
      login: uniqueLogin('support'),
      name: `Поддержка ${stamp}`,
      role: 'Поддержка',
      password: 'support-pass-2024',
    };

    // A driver with money parks for an hour in the centre (paid round the clock)
    const driver = await registerDriver(cityBase);
    await topUpByApi(cityBase, driver, 500);
    const plate = uniquePlate();
    const stay = await paidSessionByApi(cityBase, driver, plate);

    // The administrator adds a support operator, who opens Driver support
    await page.goto('/operator');
    await consoleSignIn(page, OPERATOR_LOGIN, OPERATOR_PASSWORD);
    await addStaffMember(page, support, STAFF_FORM_RU);
    await consoleSignOut(page);
    await consoleSignIn(page, support.login, support.password);
    await consoleNav(page).getByRole('link', { name: 'Поддержка водителей' }).click();
    await expect(page).toHaveURL(/\/operator\/drivers$/);

    // Found by the plate of the stay
    await page.getByRole('searchbox', { name: 'Телефон, e-mail, госномер или номер заказа' }).fill(plate);
    const results = page.getByRole('table', { name: 'Водители' });
    await expect(results.getByRole('row')).toHaveCount(2);
    await expect(results).toContainText(driver.email);
    await results.getByRole('button', { name: 'Водителев Олег' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Водителев Олег' })).toBeVisible();
    await shotAtWidths(page, 'support-driver-profile');

    // The running stay is stopped with a refund and a reason
    await page.getByRole('tab', { name: 'Парковки' }).click();
    const row = page
      .getByRole('table', { name: 'Парковки' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: stay.reservationId, exact: true }) });
    await expect(row).toContainText('Идёт');
    await row.getByRole('button', { name: 'Остановить с возвратом' }).click();
    const dialog = page.getByRole('dialog', { name: 'Остановить парковку?' });
    await expect(dialog).toContainText(`Парковка № ${stay.reservationId}`);
    await dialog.getByRole('textbox', { name: 'Причина' }).fill(reason);
    await dialog.getByRole('button', { name: 'Остановить с возвратом' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('alert').filter({ hasText: /^Начислено на баланс водителя: / }),
    ).toBeVisible();
    await expect(row).toContainText('Завершена');
    await shotAtWidths(page, 'support-stay-refunded');

    // The support history of the driver names the action
    await page.getByRole('tab', { name: 'Профиль' }).click();
    const corrections = page.getByRole('table', { name: 'Корректировки поддержки' });
    await expect(corrections).toContainText(`Остановка парковки № ${stay.reservationId}`);
    await expect(corrections).toContainText(reason);

    // The driver sees the refund with the reason, in Russian and in English
    const driverPage = await cityPage(browser, baseURL!);
    await logIn(driverPage, driver, CONSOLE_CITY);
    await driverPage.goto('/profile/operations');
    const refund = driverPage.getByRole('row').filter({ hasText: reason });
    await expect(refund).toContainText('Отмена / возврат');
    await expect(refund).toContainText('Возврат за неиспользованное время');
    await driverPage.goto('/en/profile/operations');
    const english = driverPage.getByRole('row').filter({ hasText: reason });
    await expect(english).toContainText('Cancellation / refund');
    await expect(english).toContainText('Refund for unused time');
    await driverPage.context().close();
  });
});
