import {
  addStaffMember,
  CONSOLE_CITY,
  consoleShot,
  consoleSignIn,
  consoleSignOut,
  inConsoleCity,
  STAFF_FORM_RU,
  uniqueLogin,
} from './console-steps';
import { registerDriver } from './driver-account';
import { expect, test } from './fixtures';
import { OPERATOR_LOGIN, OPERATOR_PASSWORD } from './operator-account';
import { paidSessionByApi, uniquePlate } from './operator-steps';
import { PAID_ZONE, topUpByApi } from './payment-steps';

/**
 * The street check (issue 21 item 5) end to end in rostov on a phone (360 px): the administrator
 * adds an inspector, a driver pays an hour in the centre (paid round the clock), and the
 * inspector, on the phone-sized console, checks the paid plate (green, until the stay's end)
 * and a plate nobody paid for (red); both checks are listed under the form.
 */

test.describe('the inspector', () => {
  test.beforeEach(async ({ page }) => {
    await inConsoleCity(page);
  });

  test('checks a paid plate and an unpaid one on a phone', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const cityBase = `${baseURL}/c/${CONSOLE_CITY}`;
    const inspector = {
      login: uniqueLogin('inspector'),
      name: `Инспектор ${String(Date.now()).slice(-5)}`,
      role: 'Инспектор',
      password: 'inspector-pass-2024',
    };

    // a driver with money pays an hour in the centre
    const driver = await registerDriver(cityBase);
    await topUpByApi(cityBase, driver, 300);
    const paid = uniquePlate();
    const stay = await paidSessionByApi(cityBase, driver, paid);
    const unpaid = uniquePlate();

    // the administrator adds an inspector, who signs in on a phone
    await page.goto('/operator');
    await consoleSignIn(page, OPERATOR_LOGIN, OPERATOR_PASSWORD);
    await addStaffMember(page, inspector, STAFF_FORM_RU);
    await consoleSignOut(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await consoleSignIn(page, inspector.login, inspector.password);
    await expect(page).toHaveURL(/\/operator\/enforcement$/);
    const form = page.getByRole('form', { name: 'Проверка номера' });

    // the paid plate, typed the way a phone keyboard gives it (Latin, lower case, spaces)
    const typed = paid
      .replace(/А/g, 'a')
      .replace(/В/g, 'b')
      .replace(/(\d{3})/, ' $1 ');
    await form.getByRole('textbox', { name: 'Госномер' }).fill(typed);
    await form.getByRole('combobox', { name: 'Парковочная зона' }).click();
    await page
      .getByRole('option', { name: new RegExp(`\\b${PAID_ZONE}\\b`) })
      .first()
      .click();
    await form.getByRole('button', { name: 'Проверить' }).click();
    const allowed = page.getByRole('status', { name: 'Разрешено' });
    await expect(allowed).toContainText(paid);
    await expect(allowed).toContainText('Парковка оплачена');
    await expect(allowed).toContainText(`Парковка № ${stay.reservationId}`);
    // the stay's end and the time left (with the date when it ends after midnight)
    await expect(allowed).toContainText(/До (\d{2}\.\d{2}\.\d{4}, )?\d{2}:\d{2} \(через \d+ минут/);
    await consoleShot(page, 'inspector-allowed-360.png');

    // a plate nobody paid for, in the same zone
    await form.getByRole('textbox', { name: 'Госномер' }).fill(unpaid);
    await form.getByRole('button', { name: 'Проверить' }).click();
    const refused = page.getByRole('status', { name: 'Не разрешено' });
    await expect(refused).toContainText(unpaid);
    await expect(refused).toContainText('Парковка не оплачена');

    // both checks are the inspector's latest, newest first, and the page fits the phone
    const recent = page.getByRole('list', { name: 'Последние проверки' }).getByRole('listitem');
    await expect(recent.nth(0)).toContainText(unpaid);
    await expect(recent.nth(0)).toContainText('Не разрешено');
    await expect(recent.nth(1)).toContainText(paid);
    await expect(recent.nth(1)).toContainText('Разрешено');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    await consoleShot(page, 'inspector-not-allowed-360.png');
  });
});
