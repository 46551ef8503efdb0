import type { Page } from '@playwright/test';
import {
  addVehicleByApi,
  cancelByApi,
  chooseFilter,
  downloadOf,
  externalDriver,
  finalShot,
  parkByApi,
} from './cabinet-steps';
import { logIn, postJson, type ApiDriver } from './driver-account';
import { expect, test } from './fixtures';
import { topUpByApi } from './payment-steps';
import { codeIn, waitForMessage } from './read-messages';

/**
 * The personal cabinet (issue 5), end to end: the real server on a fresh database, the SMS
 * stand-in for phone codes, the sandbox bank for the money, the web app in Chromium. Each journey
 * has its own driver, signed in through the identity provider stand-in (no codes: the server's
 * hourly cap on codes per address is left to the journeys about codes); vehicles and parkings a
 * journey only needs are made through the API calls the web app makes, the rest through the pages.
 */

const vehiclesCard = (page: Page) => page.getByRole('region', { name: 'Транспортные средства' });
const documentsCard = (page: Page) => page.getByRole('region', { name: 'Документы' });
const phonesList = (page: Page) => page.getByRole('list', { name: 'Телефоны' });
/** A phone as the cabinet shows it: +7 (912) 345 - 67 - 89. */
const shownPhone = (d: string) =>
  `+${d[0]} (${d.slice(1, 4)}) ${d.slice(4, 7)} - ${d.slice(7, 9)} - ${d.slice(9, 11)}`;
const item = (list: ReturnType<Page['getByRole']>, text: string) =>
  list.getByRole('listitem').filter({ hasText: text });

/** The operations table's data rows (the header row is not one). */
const operationRows = (page: Page) =>
  page.getByRole('table', { name: 'История операций' }).locator('tbody').getByRole('row');

/** What the history call says for this driver and filter: every row, page after page. */
async function historyOf(baseURL: string, driver: ApiDriver, filter: Record<string, string> = {}) {
  const rows: { type: string; transport: string }[] = [];
  for (let offset = 0; ; offset += 50) {
    const answer = await postJson(
      baseURL,
      '/api/profile/get-operations-with-filter',
      { ...filter, offset },
      driver.token,
    );
    const page = answer.result as { type: string; transport: string }[];
    rows.push(...page);
    if (page.length < 50) return rows;
  }
}

test.describe('personal cabinet', () => {
  test('a driver adds cars typed in Latin, sees them Cyrillic and makes the second one main', async ({
    page,
    baseURL,
  }) => {
    const driver = await externalDriver(baseURL!);
    await logIn(page, driver);
    await page.goto('/profile/my-profile');
    const card = vehiclesCard(page);
    await expect(card.getByText('Транспортные средства не добавлены')).toBeVisible();

    const addCar = async (typed: string, stored: string) => {
      await card.getByRole('button', { name: 'Добавить' }).click();
      const modal = page.getByRole('dialog', { name: 'Новое транспортное средство' });
      const plate = modal.getByRole('textbox', { name: 'Государственный номер' });
      await plate.pressSequentially(typed);
      // converted while typed: no spaces, upper case, Latin look-alikes Cyrillic
      await expect(plate).toHaveValue(stored);
      await modal.getByRole('button', { name: 'Сохранить' }).click();
      await expect(modal).toHaveCount(0);
      await expect(item(card, stored)).toBeVisible();
    };

    await addCar('x 777 km 159', 'Х777КМ159');
    // the first car is the main one
    await expect(item(card, 'Х777КМ159').getByText('Основное')).toBeVisible();
    await addCar('e 001 ok 59', 'Е001ОК59');
    await expect(card.getByText('2 транспортных средства')).toBeVisible();
    await expect(item(card, 'Е001ОК59').getByText('Основное')).toHaveCount(0);

    await card.getByRole('button', { name: 'Сделать основным: Е001ОК59' }).click();
    const expectSecondMain = async () => {
      await expect(item(card, 'Е001ОК59').getByText('Основное')).toBeVisible();
      await expect(item(card, 'Х777КМ159').getByText('Основное')).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Сделать основным: Х777КМ159' })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Сделать основным: Е001ОК59' })).toHaveCount(0);
      await expect(card.getByRole('listitem')).toHaveCount(2);
    };
    await expectSecondMain();

    await page.reload();
    await expectSecondMain();
    // stored so, not only shown so
    const profile = (await (
      await fetch(`${baseURL}/api/profile/get-profile-v6`, {
        headers: { authorization: `Bearer ${driver.token}` },
      })
    ).json()) as { result: { ts: { numberTs: string; mainTs: boolean }[] } };
    expect(profile.result.ts.map((v) => [v.numberTs, v.mainTs]).sort()).toEqual([
      ['Е001ОК59', true],
      ['Х777КМ159', false],
    ]);
    await finalShot(page, 'vehicles');
  });

  test('a driver adds an STS and a driver licence; the same STS again is refused', async ({
    page,
    baseURL,
  }) => {
    const driver = await externalDriver(baseURL!);
    await logIn(page, driver);
    await page.goto('/profile/my-profile');
    const card = documentsCard(page);
    await expect(card.getByText('Документы не добавлены')).toBeVisible();

    const openAdd = async () => {
      await card.getByRole('button', { name: 'Добавить' }).click();
      return page.getByRole('dialog', { name: 'Новый документ' });
    };

    // an STS typed in Latin and without spaces: masked and Cyrillic as typed
    let modal = await openAdd();
    await expect(modal.getByRole('combobox', { name: /Тип документа/ })).toHaveText('СТС');
    const number = modal.getByRole('textbox', { name: /Серия и номер/ });
    await number.pressSequentially('59ab123456');
    await expect(number).toHaveValue('59 АВ 123456');
    await modal.getByRole('button', { name: 'Сохранить' }).click();
    await expect(modal).toHaveCount(0);
    await expect(item(card, '59 АВ 123456')).toContainText('СТС');

    // a driver licence of the all-digits kind
    modal = await openAdd();
    await modal.getByRole('combobox', { name: /Тип документа/ }).click();
    await page.getByRole('option', { name: 'Водительское удостоверение' }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await modal.getByRole('textbox', { name: /Серия и номер/ }).pressSequentially('5912345678');
    await expect(modal.getByRole('textbox', { name: /Серия и номер/ })).toHaveValue('59 12 345678');
    await modal.getByRole('button', { name: 'Сохранить' }).click();
    await expect(modal).toHaveCount(0);
    await expect(item(card, '59 12 345678')).toContainText('Водительское удостоверение');

    // the same STS again, typed in lower-case Latin: refused, the modal stays, nothing added
    modal = await openAdd();
    await modal.getByRole('textbox', { name: /Серия и номер/ }).pressSequentially('59 ab 123456');
    await modal.getByRole('button', { name: 'Сохранить' }).click();
    await expect(modal.getByText('Такой документ уже добавлен')).toBeVisible();
    await expect(modal).toBeVisible();
    await finalShot(page, 'documents-duplicate', false);
    await modal.getByRole('button', { name: 'Отмена' }).click();
    await expect(modal).toHaveCount(0);
    // the server refuses it as well, whatever the web checked first
    const res = await fetch(`${baseURL}/api/profile/document`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'ru',
        authorization: `Bearer ${driver.token}`,
      },
      body: JSON.stringify({ type: 'STS', title: '59 ab 123456' }),
    });
    expect(await res.json()).toMatchObject({
      status: 'error',
      errorName: 'DocumentExists',
      errorMessage: 'Такой документ уже добавлен',
    });

    await page.reload();
    await expect(card.getByRole('listitem')).toHaveCount(2);
    await expect(item(card, '59 АВ 123456')).toContainText('СТС');
    await expect(item(card, '59 12 345678')).toContainText('Водительское удостоверение');
    await finalShot(page, 'documents');
  });

  test('a driver adds a phone and then changes it, each with the code from the SMS', async ({
    page,
    baseURL,
  }) => {
    // signed in with the identity provider: an account without a phone yet
    const driver = await externalDriver(baseURL!);
    await logIn(page, driver);
    await page.goto('/profile/my-profile');
    const phones = phonesList(page);
    await expect(page.getByText(driver.email)).toBeVisible();
    await expect(phones.getByRole('listitem')).toHaveCount(0);

    /** A number nobody has yet (11 digits, as the stand-in files the SMS under). */
    const freshPhone = (salt: number) => `798${String((Date.now() + salt) % 100_000_000).padStart(8, '0')}`;

    const confirmWithCode = async (phone: string, title: string) => {
      const modal = page.getByRole('dialog', { name: title });
      await modal.getByRole('textbox', { name: /Номер телефона/ }).fill(phone);
      await modal.getByRole('button', { name: 'Получить код' }).click();
      const confirm = page.getByRole('dialog', { name: 'Подтверждение' });
      await expect(confirm.getByText(`Код отправлен в SMS на ${shownPhone(phone)}`)).toBeVisible();
      const sms = await waitForMessage(phone, (m) => m.kind !== 'email');
      await confirm.getByRole('textbox', { name: /Код подтверждения/ }).fill(codeIn(sms));
      await confirm.getByRole('button', { name: 'Подтвердить' }).click();
      await expect(confirm).toHaveCount(0);
    };

    // the first phone: added with its code, and main as the only one
    const first = freshPhone(0);
    await page.getByRole('button', { name: 'Добавить телефон' }).click();
    await confirmWithCode(first, 'Добавить телефон');
    await expect(item(phones, shownPhone(first)).getByText('Основной')).toBeVisible();
    await expect(phones.getByRole('listitem')).toHaveCount(1);

    // changed to another number, proven by the code sent to the new one: it takes the place
    const changed = freshPhone(7_777);
    await phones.getByRole('button', { name: `Изменить телефон: ${shownPhone(first)}` }).click();
    await confirmWithCode(changed, 'Изменить телефон');
    const expectChanged = async () => {
      await expect(item(phones, shownPhone(changed)).getByText('Основной')).toBeVisible();
      await expect(item(phones, shownPhone(first))).toHaveCount(0);
      await expect(phones.getByRole('listitem')).toHaveCount(1);
    };
    await expectChanged();

    await page.reload();
    await expectChanged();
    const profile = (await (
      await fetch(`${baseURL}/api/profile/get-profile-v6`, {
        headers: { authorization: `Bearer ${driver.token}` },
      })
    ).json()) as { result: { phones: { phone: string; isMain: boolean }[] } };
    expect(profile.result.phones).toEqual([{ phone: changed, isMain: true }]);
    await finalShot(page, 'phones');
  });

  test('a driver filters the operations by type and by vehicle', async ({ page, baseURL }) => {
    const driver = await externalDriver(baseURL!);
    await topUpByApi(baseURL!, driver, 500);
    const [first, second] = ['А111АА59', 'В222ВВ59'];
    await addVehicleByApi(baseURL!, driver, first);
    await addVehicleByApi(baseURL!, driver, second);
    for (const plate of [first, first, second]) {
      await cancelByApi(baseURL!, driver, await parkByApi(baseURL!, driver, plate));
    }
    const all = await historyOf(baseURL!, driver);
    // one top-up (and its bonus, where the city gives one), three parkings, three cancels
    expect(all.filter((r) => r.type === 'payment')).toHaveLength(3);
    expect(all.filter((r) => r.type === 'cancel')).toHaveLength(3);

    await logIn(page, driver);
    await page.goto('/profile/operations');
    const rows = operationRows(page);
    await expect(rows).toHaveCount(all.length);
    const column = (n: number) =>
      page.getByRole('table', { name: 'История операций' }).locator(`tbody tr td:nth-child(${n})`);

    await chooseFilter(page, 'Тип операции', 'Оплата парковки');
    await expect(rows).toHaveCount(3);
    await expect(column(2)).toHaveText(Array(3).fill('Оплата парковки'));

    await chooseFilter(page, 'Тип операции', 'Пополнение баланса');
    await expect(rows).toHaveCount(all.filter((r) => r.type === 'refill').length);
    await expect(column(2).first()).toHaveText('Пополнение баланса');

    await chooseFilter(page, 'Тип операции', 'Все');
    await expect(rows).toHaveCount(all.length);

    // the second car: its one parking and its cancel
    await chooseFilter(page, 'Транспортное средство', second);
    await expect(rows).toHaveCount(2);
    await expect(column(2)).toHaveText(['Отмена / возврат', 'Оплата парковки']);
    await expect(rows.filter({ hasText: first })).toHaveCount(0);

    // both filters at once: the first car's parkings only
    await chooseFilter(page, 'Транспортное средство', first);
    await chooseFilter(page, 'Тип операции', 'Оплата парковки');
    await expect(rows).toHaveCount(2);
    await expect(column(2)).toHaveText(['Оплата парковки', 'Оплата парковки']);
    await finalShot(page, 'operations-filters');
  });

  test('a driver with over 50 operations scrolls for more and exports them as XLS and PDF', async ({
    page,
    baseURL,
  }) => {
    const driver = await externalDriver(baseURL!);
    await topUpByApi(baseURL!, driver, 1000);
    const plate = 'К505КК59';
    await addVehicleByApi(baseURL!, driver, plate);
    for (let i = 0; i < 28; i += 1) {
      await cancelByApi(baseURL!, driver, await parkByApi(baseURL!, driver, plate));
    }
    const total = (await historyOf(baseURL!, driver)).length;
    expect(total).toBeGreaterThan(56);

    await logIn(page, driver);
    await page.goto('/profile/operations');
    const rows = operationRows(page);
    // the first page of 50, then the next one once the end of the table comes near
    await expect(rows).toHaveCount(50);
    await page.getByTestId('operations-end').scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(total);
    expect(total).toBeGreaterThan(50);
    await finalShot(page, 'operations-scrolled', false);

    const xls = await downloadOf(page, 'Скачать XLS');
    expect(xls.name).toMatch(/^operations-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(xls.bytes.length).toBeGreaterThan(1000);
    expect(xls.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    // a real workbook: a zip with a worksheet inside
    expect(xls.bytes.includes(Buffer.from('xl/worksheets/'))).toBe(true);

    const pdf = await downloadOf(page, 'Скачать PDF');
    expect(pdf.name).toMatch(/^operations-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.bytes.length).toBeGreaterThan(1000);
    expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf.bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
    await page.getByRole('table', { name: 'История операций' }).scrollIntoViewIfNeeded();
    await finalShot(page, 'operations-export');
  });
});
