import type { Page } from '@playwright/test';
import { logIn, registerDriver } from './driver-account';
import { expect, test } from './fixtures';
import {
  approveAtBank,
  kopecksOfRub,
  PAID_ZONE,
  pickOption,
  pickZone,
  rub,
  snap,
  topUpByApi,
  topUpInBrowser,
} from './payment-steps';

/**
 * Paying for parking, end to end: the real server, the built-in sandbox bank (its own pay page,
 * its signed webhook back to us) and the web app in Chromium. Zone 101 (the centre of the demo
 * perm) is paid round the clock, so these journeys cost money at any hour; barrier parking 1169
 * has the demo ticket 100004, entered two weeks before the demo load. Each journey has its own
 * driver and its own money.
 */

/** The cost box: aria-busy while a newer price is on its way. */
const costSummary = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: 'К оплате' });

test.describe('parking payments', () => {
  test('a guest pays for street parking by card through the bank', async ({ page }) => {
    await page.goto('/guest-payment');
    await pickZone(page, PAID_ZONE);
    await page.getByRole('textbox', { name: 'Номер транспортного средства' }).fill('а 123 вс 59');
    await expect(page.getByRole('textbox', { name: 'Номер транспортного средства' })).toHaveValue('А123ВС59');
    await pickOption(page, 'Продолжительность', '1:00');
    await pickOption(page, 'Способ оплаты', 'Банковская карта');
    // 54-FZ: the receipt goes to the guest's e-mail or phone
    await page.getByRole('textbox', { name: 'E-mail или телефон для чека' }).fill('guest@example.ru');
    await expect(costSummary(page)).toHaveAttribute('aria-busy', 'false');
    const total = page.getByText('К оплате').locator('xpath=following-sibling::*[1]');
    await expect(total).toHaveText(/^[1-9][\d\s]*,\d{2}\s?₽$/);
    const amount = (await total.textContent())!.replace(/\s?₽$/, '');
    await snap(page, 'payments-guest-form.png');
    await page.getByRole('button', { name: 'Продолжить' }).click();

    await expect(page.getByText(`${amount} ₽`)).toBeVisible();
    await approveAtBank(page, 'payments-guest-bank.png');
    await expect(page).toHaveURL(/\/guest-payment\?.*payment=/);
    const notice = page.getByRole('status').filter({ hasText: 'Парковка оплачена' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice).toContainText(`Банк подтвердил платёж на ${amount} ₽. Парковка уже действует.`);
    // one notice on the page, not the banner and a second word on the same payment
    await expect(page.getByText(/Оплата прошла|Парковка оплачена/)).toHaveCount(1);
    await snap(page, 'payments-guest-paid.png');
  });

  test('a driver tops up, starts, extends and cancels a parking session', async ({ page, baseURL }) => {
    const driver = await registerDriver(baseURL!);
    await logIn(page, driver);
    await page.goto('/profile/parking');
    await expect(page.getByRole('button', { name: /^Баланс: 0,00/ })).toBeVisible();
    await topUpInBrowser(page, '500');
    await expect(page).toHaveURL(/\/profile\/parking\?.*payment=/);
    // 500 roubles and the 20% card bonus, said once and shown in the header
    await expect(page.getByText('Оплата прошла: 500,00 ₽, бонус +100,00 ₽. Баланс обновлён.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: /^Баланс: 600,00/ })).toBeVisible();
    await snap(page, 'payments-refill-returned.png', false);

    await pickZone(page, PAID_ZONE);
    await page.getByRole('textbox', { name: 'Номер транспортного средства' }).fill('К777КК59');
    await pickOption(page, 'Продолжительность', '1:00');
    const summary = page.getByText('Останется на балансе').locator('..');
    await expect(summary).toContainText(/\d,\d{2}\s?₽/);
    await snap(page, 'payments-driver-form.png');
    await page.getByRole('button', { name: 'Начать парковку' }).click();
    const paid = page.getByRole('dialog', { name: 'Оплата парковки' });
    await expect(paid.getByText('Парковка успешно оплачена')).toBeVisible();
    await paid.getByRole('button', { name: 'OK' }).click();
    const current = page.getByRole('region', { name: 'Текущие парковки' });
    await expect(current.getByRole('listitem', { name: `Зона ${PAID_ZONE}, К777КК59` })).toBeVisible();
    await snap(page, 'payments-driver-started.png');

    // The header's parking dropdown: extend by 30 minutes from the balance
    await page.getByRole('button', { name: /^Парковка/ }).click();
    const parkings = page.getByRole('dialog', { name: 'Мои парковки' });
    await expect(parkings.getByText('К777КК59')).toBeVisible();
    await snap(page, 'payments-parking-dropdown.png', false);
    await parkings.getByRole('button', { name: 'Продлить парковку К777КК59' }).click();
    const renew = page.getByRole('dialog', { name: 'Продление парковки' });
    await pickOption(page, 'Продлить на', '0:30');
    await expect(
      renew.getByText(/^Парковка продлится до \d\d:\d\d( GMT[+−-]\d+)? \(\+30 минут\)$/),
    ).toBeVisible();
    const extend = renew.getByRole('button', { name: /^Продлить за/ });
    await expect(extend).toBeEnabled();
    await snap(page, 'payments-renew.png', false);
    await extend.click();
    await expect(renew.getByText(/Парковка продлена до/)).toBeVisible();
    await renew.getByRole('button', { name: 'Готово' }).click();
    await expect(renew).toHaveCount(0);

    // Cancel: the unused time comes back to the balance
    await current.getByRole('button', { name: `Отменить: Зона ${PAID_ZONE}, К777КК59` }).click();
    const cancel = page.getByRole('dialog', { name: 'Отмена парковки' });
    const confirm = cancel.getByRole('button', { name: 'Отменить парковку' });
    await expect(confirm).toBeEnabled();
    await snap(page, 'payments-cancel-confirm.png', false);
    await confirm.click();
    await expect(cancel.getByText('Парковка успешно отменена')).toBeVisible();
    await expect(cancel).toContainText(/возвращено \d+,\d{2}\s₽/);
    await snap(page, 'payments-cancelled.png', false);
    await cancel.getByRole('button', { name: 'OK' }).click();
    await expect(current.getByText('Сейчас у вас нет активных парковок.')).toBeVisible();
  });

  test('a driver pays afterwards for parking yesterday', async ({ page, baseURL }) => {
    const driver = await registerDriver(baseURL!);
    await topUpByApi(baseURL!, driver, 500);
    await logIn(page, driver);
    await page.goto('/profile/parking');
    await expect(page.getByRole('button', { name: /^Баланс: 600,00/ })).toBeVisible();
    await pickZone(page, PAID_ZONE);
    await page.getByRole('textbox', { name: 'Номер транспортного средства' }).fill('М555ММ59');
    await page.getByRole('button', { name: 'Постоплата (вчера)' }).click();
    await page.getByRole('group', { name: 'Время начала парковки' }).click();
    await page.keyboard.type('1000');
    await pickOption(page, 'Продолжительность', '1:00');
    await expect(costSummary(page)).toHaveAttribute('aria-busy', 'false');
    const total = page.getByText('К оплате').locator('xpath=following-sibling::*[1]');
    await expect(total).toHaveText(/^[1-9][\d\s]*,\d{2}\s?₽$/);
    const kopecks = kopecksOfRub((await total.textContent())!);
    const left = rub(60_000 - kopecks);
    await expect(page.getByText('Останется на балансе').locator('xpath=following-sibling::*[1]')).toHaveText(
      left,
    );
    await snap(page, 'payments-post-payment.png');
    await page.getByRole('button', { name: 'Начать парковку' }).click();
    await expect(page.getByRole('dialog').getByText('Парковка успешно оплачена')).toBeVisible();
    // paid for yesterday: nothing runs now, and the money has left the balance
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Сейчас у вас нет активных парковок.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Баланс: ${left}` })).toBeVisible();
  });

  test('a guest pays a barrier parking by ticket', async ({ page }) => {
    await page.goto('/guest-payment');
    await page.getByRole('button', { name: 'Со шлагбаумом' }).click();
    await page.getByRole('textbox', { name: 'Номер билета или карты' }).fill('100004');
    await page.getByRole('textbox', { name: 'Номер парковки' }).fill('1169');
    await pickOption(page, 'Способ оплаты', 'Банковская карта');
    await page.getByRole('textbox', { name: 'E-mail или телефон для чека' }).fill('+7 912 000-00-04');
    await page.getByRole('button', { name: 'Узнать стоимость' }).click();
    const price = page.getByText('Стоимость парковки').locator('xpath=following-sibling::*[1]');
    await expect(price).toHaveText(/^[1-9][\d\s]*,\d{2}\s?₽$/);
    const amount = (await price.textContent())!.replace(/\s?₽$/, '');
    await expect(page.getByText(/^Время стоянки: 14 дней/)).toBeVisible();
    await expect(page.getByText(/Цена действует ещё \d+ секунд/)).toBeVisible();
    await snap(page, 'payments-planar-price.png');
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await approveAtBank(page, 'payments-planar-bank.png');
    await expect(page).toHaveURL(/\/guest-payment\?type=planar&.*payment=/);
    const notice = page.getByRole('status').filter({ hasText: 'Парковка оплачена' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice).toContainText(
      `Банк подтвердил платёж на ${amount} ₽. Шлагбаум откроется при выезде.`,
    );
    // back on the barrier tab, ready for the next ticket
    await expect(page.getByRole('button', { name: 'Со шлагбаумом' })).toHaveAttribute('aria-pressed', 'true');
    await snap(page, 'payments-planar-paid.png');

    // the same ticket again: paid, the barrier is open, nothing more to pay
    await page.getByRole('textbox', { name: 'Номер билета или карты' }).fill('100004');
    await page.getByRole('textbox', { name: 'Номер парковки' }).fill('1169');
    await pickOption(page, 'Способ оплаты', 'Банковская карта');
    await page.getByRole('textbox', { name: 'E-mail или телефон для чека' }).fill('+7 912 000-00-04');
    await page.getByRole('button', { name: 'Узнать стоимость' }).click();
    await expect(page.getByText(/^Парковка уже оплачена, доплачивать не нужно/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Оплатить' })).toHaveCount(0);
  });
});

test.describe('payment pages on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  const fitsTheScreen = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;

  test('the guest payment page fits a phone screen', async ({ page }) => {
    await page.goto('/guest-payment');
    await pickZone(page, PAID_ZONE);
    await page.getByRole('textbox', { name: 'Номер транспортного средства' }).fill('А123ВС59');
    await pickOption(page, 'Способ оплаты', 'Банковская карта');
    await page.getByRole('button', { name: 'Постоплата (вчера)' }).click();
    await expect(page.getByText('К оплате')).toBeVisible();
    expect(await page.evaluate(fitsTheScreen)).toBe(true);
    await snap(page, 'phone-guest-payment.png');
    await page.getByRole('button', { name: 'Со шлагбаумом' }).click();
    expect(await page.evaluate(fitsTheScreen)).toBe(true);
    await snap(page, 'phone-guest-planar.png');
  });

  test('the parking page fits a phone screen', async ({ page, baseURL }) => {
    const driver = await registerDriver(baseURL!);
    await topUpByApi(baseURL!, driver, 100);
    await logIn(page, driver);
    await page.goto('/profile/parking');
    await pickZone(page, PAID_ZONE);
    await page.getByRole('textbox', { name: 'Номер транспортного средства' }).fill('В321ОР159');
    await page.getByRole('button', { name: 'Начать парковку' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('listitem', { name: `Зона ${PAID_ZONE}, В321ОР159` })).toBeVisible();
    expect(await page.evaluate(fitsTheScreen)).toBe(true);
    await snap(page, 'phone-profile-parking.png');
    await page.getByRole('button', { name: /Парковка/ }).click();
    await expect(page.getByRole('dialog', { name: 'Мои парковки' })).toBeVisible();
    await snap(page, 'phone-parking-dropdown.png', false);
  });
});

test('the header of a driver with a five-digit balance fits a laptop screen', async ({ page, baseURL }) => {
  const driver = await registerDriver(baseURL!);
  await topUpByApi(baseURL!, driver, 10_000);
  await logIn(page, driver);
  await page.goto('/profile/parking');
  await expect(page.getByRole('button', { name: /^Баланс: 12\s000,00/ })).toBeVisible();
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 720 });
    // each top menu item on one line, nothing pushed past the edge
    const heights = await page
      .getByRole('navigation', { name: 'Основное меню' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(40);
    expect(await page.getByRole('banner').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await snap(page, `payments-header-${width}.png`, false);
  }
});
