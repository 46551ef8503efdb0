import { readFile } from 'node:fs/promises';
import { addVehicleByApi, externalDriver } from './cabinet-steps';
import type { ApiDriver } from './driver-account';
import { logIn } from './driver-account';
import { expect, test } from './fixtures';
import { PAID_ZONE, rub, topUpByApi } from './payment-steps';
import { waitForMessage } from './read-messages';
import {
  benefitRow,
  benefitsTable,
  buySubscriptionByApi,
  CITY_TIME_ZONE,
  cityDay,
  finalShot6,
  headerBalance,
  hourCostByApi,
  hourCostInForm,
  kopecksOf,
  periodOf,
  pickSelect,
  pickZones,
  typeDate,
} from './subscription-steps';

/**
 * Subscriptions, benefits, the constructor and receipts (issue 6), end to end: the real server
 * on a fresh database, the sandbox bank for the money, the SMTP stand-in for the receipt mail,
 * the web app in Chromium. The default city perm has the constructor (useSubscriptionConstructor:
 * /profile/abonements leads to /profile/constructor instead of offering cards, and its rows have
 * actions), receipts and a balance, so every journey runs there. Each journey has its own driver,
 * signed in through the identity provider stand-in (no codes), and its own money.
 *
 * The browser runs in perm's time zone: the constructor's "today" (its earliest start) is the
 * browser's, and the server checks it against the city's.
 */
test.use({ timezoneId: CITY_TIME_ZONE });

const MONEY = 30_000;
/** A card top-up of MONEY roubles lands with the 20% bonus. */
const TOPPED_UP = MONEY * 100 * 1.2;

async function driverWithCars(baseURL: string, plates: string[]): Promise<ApiDriver> {
  const driver = await externalDriver(baseURL);
  for (const plate of plates) await addVehicleByApi(baseURL, driver, plate);
  await topUpByApi(baseURL, driver, MONEY);
  return driver;
}

test.describe('subscriptions and receipts', () => {
  test('a driver buys a month subscription from the balance and parking in its zone gets free', async ({
    page,
    baseURL,
  }) => {
    const plate = 'О101ОО59';
    const driver = await driverWithCars(baseURL!, [plate]);
    await logIn(page, driver);

    // before: an hour in the paid zone costs money, and no benefit is named
    const before = await hourCostInForm(page, plate);
    expect(before.total).toBeGreaterThan(0);
    await expect(before.box).not.toContainText('Льготы');

    await page.goto('/profile/abonements');
    await expect(page.getByText('У вас нет льгот и абонементов.')).toBeVisible();
    // perm has the constructor: Buy leads there instead of offer cards
    await expect(page.getByRole('region', { name: 'Абонементы', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Купить абонемент' }).click();
    await expect(page).toHaveURL(/\/profile\/constructor$/);

    const today = cityDay(0);
    await expect(page.getByRole('combobox', { name: /^Транспортное средство/ })).toHaveText(plate);
    await pickZones(page, [PAID_ZONE]);
    await typeDate(page, 'Дата начала', today.typed);
    await pickSelect(page, /^Срок действия/, '30 дней');
    await page.getByRole('button', { name: 'Далее' }).click();

    const results = page.getByRole('region', { name: 'Подходящие абонементы' });
    await expect(results.getByRole('heading', { name: 'Абонемент на 30 дн.' })).toBeVisible();
    await expect(results).toContainText(`С ${today.shown}, 30 дней`);
    const price = kopecksOf((await results.getByText(/₽/).first().textContent())!);
    expect(price).toBeGreaterThan(0);
    await results.getByRole('button', { name: 'Оплатить' }).click();

    const modal = page.getByRole('dialog', { name: 'Покупка абонемента' });
    await expect(modal.getByRole('combobox', { name: /^Способ оплаты/ })).toHaveText('Баланс');
    await modal.getByRole('button', { name: /^Оплатить с баланса/ }).click();

    const done = page.getByRole('dialog', { name: 'Готово' });
    await expect(done.getByText('Абонемент успешно приобретен.')).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/abonements$/);
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(done).toHaveCount(0);

    // the benefit row: the constructor's name, the zone, the plate, 100% off, from today's midnight
    const row = benefitRow(page, plate);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(0)).toHaveText('Абонемент на 30 дн.');
    await expect(row.getByRole('cell').nth(1)).toHaveText(PAID_ZONE);
    await expect(row.getByRole('cell').nth(2)).toHaveText(plate);
    await expect(row.getByRole('cell').nth(3)).toHaveText('100%');
    const period = await periodOf(row);
    expect(period.text.startsWith(`${today.short} 00:00 — `)).toBe(true);
    expect(period.end - period.start).toBe(30 * 86_400_000);
    await expect.poll(() => headerBalance(page)).toBe(TOPPED_UP - price);
    await finalShot6(page, 'bought-benefit-row');

    // after: the same hour costs nothing, the discount is the full price and the benefit is named.
    // The full price is read again next to it (another plate of the driver's, which still pays):
    // the hour starts now, and a tariff boundary passed between the two reads changes its price.
    await expect(async () => {
      const after = await hourCostInForm(page, plate);
      expect(after.total).toBe(0);
      await expect(after.box).toContainText('Льготы: Абонемент на 30 дн.');
      const discount = after.box.getByText('Скидка').locator('xpath=following-sibling::*[1]');
      await expect(discount).toHaveText(/\d,\d{2}\s?₽$/);
      const fullPrice = (await hourCostByApi(baseURL!, driver, 'Р202РР59')).totalcost;
      expect(fullPrice).toBeGreaterThan(0);
      expect(kopecksOf((await discount.textContent())!)).toBe(fullPrice);
      // the server agrees (the same call the form makes, with the driver's token)
      const cost = await hourCostByApi(baseURL!, driver, plate);
      expect(cost.totalcost).toBe(0);
      expect(cost.totaldiscount).toBe(fullPrice);
    }).toPass({ timeout: 30_000 });
    await finalShot6(page, 'bought-cost-free');
  });

  test('a driver pauses and continues a subscription (the end moves on), then refunds it', async ({
    page,
    baseURL,
  }) => {
    // pause and continue count whole minutes: the journey waits one out
    test.setTimeout(180_000);
    const plate = 'Т303ТТ59';
    const driver = await driverWithCars(baseURL!, [plate]);
    const { price } = await buySubscriptionByApi(baseURL!, driver, plate, [PAID_ZONE], 30);
    await logIn(page, driver);
    await page.goto('/profile/abonements');

    const row = benefitRow(page, plate);
    await expect(row).toHaveCount(1);
    await expect.poll(() => headerBalance(page)).toBe(TOPPED_UP - price);
    const bought = await periodOf(row);
    const pause = row.getByRole('button', { name: 'Приостановить' });
    await expect(pause).toBeEnabled();
    await expect(row.getByRole('button', { name: 'Вернуть' })).toBeEnabled();

    const confirmAndSee = async (question: string, notice: string) => {
      const confirm = page.getByRole('dialog', { name: question });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Да' }).click();
      const done = page.getByRole('dialog', { name: 'Готово' });
      await expect(done.getByText(notice)).toBeVisible();
      await done.getByRole('button', { name: 'OK' }).click();
      await expect(done).toHaveCount(0);
      await expect(confirm).toHaveCount(0);
    };

    await pause.click();
    await confirmAndSee('Приостановить действие абонемента?', 'Действие абонемента приостановлено');
    const pausedAt = Date.now();
    const resume = row.getByRole('button', { name: 'Возобновить' });
    await expect(resume).toBeEnabled();
    await expect(row.getByRole('button', { name: 'Приостановить' })).toHaveCount(0);
    await expect(row.getByRole('cell').nth(0)).toHaveText('Абонемент на 30 дн. (приостановлен)');
    // a paused subscription discounts nothing from now on
    expect((await hourCostByApi(baseURL!, driver, plate)).totalcost).toBeGreaterThan(0);
    await finalShot6(page, 'paused');

    // the paused time is added in whole minutes: stay paused for more than one
    await page.waitForTimeout(Math.max(0, pausedAt + 62_000 - Date.now()));
    await resume.click();
    await confirmAndSee('Возобновить действие абонемента?', 'Действие абонемента возобновлено');
    await expect(row.getByRole('button', { name: 'Приостановить' })).toBeEnabled();
    await expect
      .poll(async () => (await periodOf(row)).end - bought.end, { message: 'the end moved later' })
      .toBeGreaterThanOrEqual(60_000);
    const resumed = await periodOf(row);
    expect(resumed.start).toBe(bought.start);
    expect(resumed.end - bought.end).toBeLessThan(10 * 60_000);
    expect((await hourCostByApi(baseURL!, driver, plate)).totalcost).toBe(0);

    // refund: the unused whole days, pro rata, back on the balance shown in the header
    const balanceBefore = await headerBalance(page);
    await row.getByRole('button', { name: 'Вернуть' }).click();
    const refundAnswer = page.waitForResponse((r) => r.url().includes('/backend/v2/refund'));
    await confirmAndSee('Вернуть оплату за абонемент?', 'Оплата за абонемент возвращена');
    const answer = (await (await refundAnswer).json()) as { refunded: number; balance: number };
    // bought today for 30 days: 29 whole days are unused
    expect(answer.refunded).toBe(Math.floor((price * 29) / 30));
    expect(answer.balance).toBe(balanceBefore + answer.refunded);
    await expect.poll(() => headerBalance(page)).toBe(balanceBefore + answer.refunded);
    await expect(page.getByRole('button', { name: /^Баланс/ })).toContainText(
      rub(balanceBefore + answer.refunded),
    );
    // the refunded row stays, says so, without its actions, and parking costs money again
    await expect(row.getByRole('cell').nth(0)).toHaveText('Абонемент на 30 дн. (возвращён)');
    await expect(row.getByRole('button', { name: 'Вернуть' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Сменить ГРЗ' })).toBeDisabled();
    expect((await hourCostByApi(baseURL!, driver, plate)).totalcost).toBeGreaterThan(0);
    await finalShot6(page, 'refunded');
  });

  test('a driver builds a subscription in the constructor and pays a result from the balance', async ({
    page,
    baseURL,
  }) => {
    const main = 'К404КК59';
    const second = 'М505ММ59';
    const driver = await driverWithCars(baseURL!, [main, second]);
    const zones = (await (
      await fetch(`${baseURL}/backend/v2/getZones`, { headers: { authorization: `Bearer ${driver.token}` } })
    ).json()) as { result: { code: string; special: boolean }[] };
    const special = zones.result.find((z) => z.special)!;
    const plain = zones.result.find((z) => !z.special && z.code !== special.code)!;
    expect(special, 'the seeds mark a special zone').toBeTruthy();
    expect(plain).toBeTruthy();
    const chosen = [plain.code, special.code];
    await logIn(page, driver);
    await page.goto('/profile/constructor');

    const next = page.getByRole('button', { name: 'Далее' });
    // the main vehicle and tomorrow are chosen already, but no zone: Next is off
    await expect(page.getByRole('combobox', { name: /^Транспортное средство/ })).toHaveText(main);
    await expect(next).toBeDisabled();

    await pickSelect(page, /^Транспортное средство/, second);
    await pickZones(page, chosen);
    const zonesField = page.getByRole('combobox', { name: /^Зоны/ });
    for (const code of chosen) await expect(zonesField).toContainText(code);
    // the special zone's chip carries the star
    await expect(zonesField.locator('[aria-label="Особая зона"]')).toHaveCount(1);
    const start = cityDay(3);
    await typeDate(page, 'Дата начала', start.typed);
    await pickSelect(page, /^Срок действия/, '7 дней');
    await expect(next).toBeEnabled();
    await next.click();

    const results = page.getByRole('region', { name: 'Подходящие абонементы' });
    const card = results.getByRole('heading', { name: 'Абонемент на 7 дн.' });
    await expect(card).toBeVisible();
    // pressed: off until something changes
    await expect(next).toBeDisabled();
    await expect(results).toContainText(`С ${start.shown}, 7 дней`);
    for (const code of chosen) await expect(results).toContainText(code);
    await expect(results.locator('[aria-label="Особая зона"]')).toHaveCount(1);
    const price = kopecksOf((await results.getByText(/₽/).first().textContent())!);
    expect(price).toBeGreaterThan(0);

    // a change clears the results and turns Next back on
    await pickSelect(page, /^Срок действия/, '30 дней');
    await expect(results).toHaveCount(0);
    await expect(next).toBeEnabled();
    await pickSelect(page, /^Срок действия/, '7 дней');
    await next.click();
    await expect(card).toBeVisible();
    await finalShot6(page, 'constructor-results');

    await results.getByRole('button', { name: 'Оплатить' }).click();
    const modal = page.getByRole('dialog', { name: 'Покупка абонемента' });
    // the result fixes the vehicle and the start
    await expect(modal.getByRole('combobox', { name: /^Транспортное средство/ })).toHaveText(second);
    await expect(modal.getByRole('combobox', { name: /^Транспортное средство/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(modal).toContainText(`${chosen.length} зоны: ${[...chosen].sort().join(', ')}`);
    await modal.getByRole('button', { name: /^Оплатить с баланса/ }).click();
    const done = page.getByRole('dialog', { name: 'Готово' });
    await expect(done.getByText('Абонемент успешно приобретен.')).toBeVisible();
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/profile\/abonements$/);

    const row = benefitRow(page, second);
    await expect(row).toHaveCount(1);
    await expect(benefitsTable(page).locator('tbody').getByRole('row')).toHaveCount(1);
    await expect(row.getByRole('cell').nth(0)).toHaveText('Абонемент на 7 дн.');
    await expect(row.getByRole('cell').nth(1)).toHaveText([...chosen].sort().join(', '));
    const period = await periodOf(row);
    expect(period.text).toBe(`${start.short} 00:00 — ${cityDay(10).short} 00:00`);
    // not started yet: nothing to pause
    await expect(row.getByRole('button', { name: 'Приостановить' })).toBeDisabled();
    await expect.poll(() => headerBalance(page)).toBe(TOPPED_UP - price);
    await finalShot6(page, 'constructor-bought');
  });

  test('a legal payer gets an invoice for a top-up, downloads its PDF and has it sent by e-mail', async ({
    page,
    baseURL,
  }) => {
    const driver = await externalDriver(baseURL!);
    await logIn(page, driver);
    await page.goto('/profile/receipts');
    await expect(page.getByText('Квитанции отсутствуют.')).toBeVisible();

    // the header's balance, Top up, the Receipt method: the modal turns into the receipt mode
    await page.getByRole('button', { name: /^Баланс/ }).click();
    await page
      .getByRole('dialog', { name: 'Ваш баланс' })
      .getByRole('button', { name: 'Пополнить баланс' })
      .click();
    const refill = page.getByRole('dialog', { name: 'Пополнение баланса' });
    await refill.getByRole('textbox', { name: /Сумма пополнения/ }).fill('1500');
    await refill.getByRole('combobox', { name: /^Способ оплаты/ }).click();
    await page.getByRole('option', { name: 'Квитанция' }).click();
    const modal = page.getByRole('dialog', { name: 'Получение квитанции' });
    await expect(modal).toBeVisible();

    await modal.getByRole('radio', { name: 'Юридическое лицо' }).check();
    const form = modal.getByRole('form', { name: 'Данные плательщика' });
    await expect(form.getByRole('textbox', { name: /^Сумма, ₽/ })).toHaveValue('1500');
    const create = form.getByRole('button', { name: 'Далее' });
    await form.getByRole('textbox', { name: /^Наименование организации/ }).fill('ПАО Сбербанк');
    await form.getByRole('textbox', { name: /^Адрес/ }).fill('117312, г. Москва, ул. Вавилова, д. 19');
    await form.getByRole('textbox', { name: /^ОГРН/ }).fill('1027700132195');
    await form.getByRole('textbox', { name: /^КПП/ }).fill('773601001');
    // a wrong check digit in the INN keeps Next off
    const inn = form.getByRole('textbox', { name: /^ИНН/ });
    await inn.fill('7707083890');
    await expect(inn).toHaveAttribute('aria-invalid', 'true');
    await expect(create).toBeDisabled();
    await inn.fill('7707083893');
    await expect(inn).toHaveAttribute('aria-invalid', 'false');
    await expect(create).toBeEnabled();
    await create.click();

    await expect(modal.getByText(/^Счёт сформирован: /)).toBeVisible();
    await expect(modal).toContainText('Сумма: 1 500,00 ₽');
    const uin = /УИН: (\d{25})/.exec((await modal.getByText(/^УИН: /).textContent())!)![1]!;
    await finalShot6(page, 'receipt-created', false);

    // the PDF, fetched with the token and saved by the browser
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      modal.getByRole('button', { name: 'Скачать PDF' }).click(),
    ]);
    expect(await download.failure()).toBeNull();
    // a legal payer's document is an invoice, named as the server names it
    expect(download.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(2_000);
    await modal.getByRole('button', { name: 'Закрыть' }).click();
    await expect(modal).toHaveCount(0);

    // the receipts page lists it: an invoice awaiting payment
    await page.goto('/profile/receipts');
    const rows = page.getByRole('table', { name: 'Квитанции' }).locator('tbody').getByRole('row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('1 500,00 ₽');
    await expect(rows.first()).toContainText('Ожидает оплаты');
    await rows.first().getByRole('button', { name: 'Счёт' }).click();
    const dialog = page.getByRole('dialog', { name: 'Счёт на оплату' });
    await expect(dialog).toContainText('Плательщик: ПАО Сбербанк');
    await expect(dialog).toContainText(`УИН: ${uin}`);

    // sent to the accountant's address: the mail names the invoice and carries the PDF
    const accountant = `buh${Date.now()}@example.ru`;
    const email = dialog.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveValue(driver.email);
    await email.fill(accountant);
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByText(`Документ отправлен на ${accountant}.`)).toBeVisible();
    await finalShot6(page, 'receipt-sent', false);

    const mail = await waitForMessage(accountant, (m) => m.kind === 'email', 30_000);
    if (mail.kind !== 'email') throw new Error('not a mail');
    expect(mail.text).toContain('в формате PDF');
    expect(mail.text).toContain(`УИН: ${uin}`);
    expect(mail.text).toMatch(/Сумма к оплате: 1[\s\u00a0]?500/);
    expect(mail.subject.length).toBeGreaterThan(0);
  });
});
