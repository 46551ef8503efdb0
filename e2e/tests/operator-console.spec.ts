import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  addStaffMember,
  cityPage,
  CONSOLE_CITY,
  consoleNav,
  consoleSignIn,
  consoleSignOut,
  EN,
  type GeoFile,
  inConsoleCity,
  minutesAhead,
  shotAtWidths,
  STAFF_FORM_RU,
  typeDateTime,
  uniqueLogin,
  withNewZone,
  zoneOfFeature,
} from './console-steps';
import { logIn, registerDriver } from './driver-account';
import { expect, test } from './fixtures';
import { OPERATOR_LOGIN, OPERATOR_PASSWORD } from './operator-account';
import { uniquePlate } from './operator-steps';
import { pickOption, pickZone } from './payment-steps';

/**
 * The city's staff console (issue 20) end to end, in rostov (perm's zones, notice and news are
 * the other journeys'): the demo administrator (DEMO_OPERATOR_PASSWORD in playwright.config.ts)
 * adds a tariff manager, who imports a new zone and parking from a GeoJSON file made of the
 * city's own export plus the two (the import is the full set of the types a file holds), gives
 * the new zone its first tariff and schedules two price changes for zone 102, which a driver's
 * cost breakdown across the changes then shows; and a content editor added in the English
 * console publishes news and a pop-up notice that a driver who had closed the old notice sees.
 *
 * The driver's breakdown is for zone 102 rather than the new zone: a version can only start in
 * the future, so a new zone has no price until its first version begins, and nothing can be
 * priced there before. No journey parks in rostov's 102, both changes start an hour or more
 * ahead, and the manager cancels them once the driver has seen the prices.
 */

const STAFF_EN = {
  open: 'Add a staff member',
  dialog: 'New staff member',
  login: 'Login',
  name: 'Name',
  role: 'Role',
  password: 'Password',
  submit: 'Add',
  table: 'Staff',
};

/** The zone whose tariff the manager changes: rostov's 102, paid in the daytime, no journey parks there. */
const CHANGED_ZONE = '102';

/** Schedules a version from `at` with one hourly price on every row of every day type. */
async function scheduleVersion(page: Page, at: Date, roubles: string): Promise<void> {
  await page.getByRole('button', { name: 'Запланировать новую версию' }).click();
  const form = page.getByRole('form', { name: 'Новая версия тарифа' });
  await typeDateTime(page, 'Действует с', at);
  for (const price of await form.getByRole('textbox', { name: 'Цена в час, ₽' }).all()) {
    await price.fill(roubles);
  }
  await form.getByRole('button', { name: 'Запланировать' }).click();
  await expect(form).toHaveCount(0);
}

/** Opens a zone's versions from the Tariffs list, found by its number. */
async function openTariffZone(page: Page, zone: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Номер или название зоны' }).fill(zone);
  await page.getByRole('table', { name: 'Тарифы' }).getByRole('button', { name: zone, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Зона ${zone}( |$)`) })).toBeVisible();
}

/** "1 234,50 ₽" as the console writes roubles in Russian (any spaces). */
const consoleMoney = (roubles: string) => new RegExp(`${roubles.replace('.', ',')}\\s₽ в час`);

test.describe('city console', () => {
  test.beforeEach(async ({ page }) => {
    await inConsoleCity(page);
  });

  test("an administrator creates a tariff manager; the manager imports a zone from GeoJSON, schedules tariff changes, and a driver's cost preview across the change shows both prices", async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(90_000);
    const registering = registerDriver(`${baseURL}/c/${CONSOLE_CITY}`);
    const stamp = String(Date.now()).slice(-6);
    const manager = {
      login: uniqueLogin('tariffs'),
      name: `Тарифов ${stamp}`,
      role: 'Менеджер тарифов',
      password: 'tariff-pass-2024',
    };

    // The administrator adds the tariff manager in Staff, the area an administrator starts in
    await page.goto('/operator');
    await consoleSignIn(page, OPERATOR_LOGIN, OPERATOR_PASSWORD);
    await expect(page).toHaveURL(/\/operator\/staff$/);
    await addStaffMember(page, manager, STAFF_FORM_RU);
    await consoleSignOut(page);

    // The manager sees only the manager's areas and starts in the map
    await consoleSignIn(page, manager.login, manager.password);
    await expect(consoleNav(page).getByRole('link')).toHaveText([
      'Зоны и объекты',
      'Тарифы',
      'Производственный календарь',
    ]);
    await expect(page).toHaveURL(/\/operator\/map$/);
    await expect(page.getByText(manager.name, { exact: true })).toBeVisible();

    // Export, add a zone and a parking in it, and import: only the two are new
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Выгрузить GeoJSON' }).click(),
    ]);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as GeoFile;
    expect(exported.type).toBe('FeatureCollection');
    const paidParking = exported.features.find(
      (f) =>
        f.properties.objecttype === 'parkings' &&
        f.properties.category === 'roadside' &&
        f.properties.freeparking === false &&
        f.properties.active === true &&
        zoneOfFeature(f) === CHANGED_ZONE,
    );
    expect(paidParking, `a paid roadside parking in zone ${CHANGED_ZONE}`).toBeDefined();
    const zone = { code: `9${stamp}`, nameRu: `Новая ${stamp}`, nameEn: `New ${stamp}` };
    const parkingCode = `E2E${stamp}`;
    const file = withNewZone(exported, zone, { code: parkingCode, lngLat: [39.7123, 47.2345] });
    await page.getByRole('tab', { name: 'Загрузка GeoJSON' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'rostov-new-zone.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from(JSON.stringify(file, null, 2)),
    });
    const counts = page.getByLabel('Итоги');
    await expect(counts.getByText('2 добавлено', { exact: true })).toBeVisible();
    await expect(counts.getByText('0 изменено', { exact: true })).toBeVisible();
    await expect(counts.getByText('0 удалено', { exact: true })).toBeVisible();
    await expect(
      counts.getByText(`${exported.features.length} без изменений`, { exact: true }),
    ).toBeVisible();
    const changes = page.getByRole('table', { name: 'Что изменится' });
    await expect(changes.getByRole('row')).toHaveCount(3);
    for (const [code, type] of [
      [zone.code, 'zone'],
      [parkingCode, 'parkings'],
    ]) {
      const row = changes
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: code, exact: true }) });
      await expect(row).toContainText('Добавлен');
      await expect(row).toContainText(type!);
    }
    await shotAtWidths(page, 'manager-import-preview');
    await page.getByRole('button', { name: 'Загрузить изменения' }).click();
    const confirm = page.getByRole('dialog', { name: 'Загрузить файл?' });
    await expect(confirm).toContainText('Будет добавлено: 2, изменено: 0, удалено: 0.');
    await confirm.getByRole('button', { name: 'Загрузить изменения' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Загружено: добавлено 2, изменено 0, удалено 0.' }),
    ).toBeVisible();

    // Tariffs: the new zone has none in force and gets its first version
    await consoleNav(page).getByRole('link', { name: 'Тарифы' }).click();
    await openTariffZone(page, zone.code);
    await expect(page.getByText('Действующего тарифа нет')).toBeVisible();
    await scheduleVersion(page, minutesAhead(60), '55');
    const firstVersion = page.getByLabel('Будет действовать');
    await expect(firstVersion).toHaveCount(1);
    await expect(firstVersion).toContainText(consoleMoney('55,00'));

    // ...and zone 102 gets a rise in an hour and another in two
    await page.getByRole('button', { name: 'К списку зон' }).click();
    await openTariffZone(page, CHANGED_ZONE);
    await expect(page.getByLabel('Действует', { exact: true })).toBeVisible();
    await scheduleVersion(page, minutesAhead(60), '93,50');
    await scheduleVersion(page, minutesAhead(120), '187,25');
    const coming = page.getByLabel('Будет действовать');
    await expect(coming).toHaveCount(2);
    await expect(coming.first()).toContainText(consoleMoney('93,50'));
    await expect(coming.last()).toContainText(consoleMoney('187,25'));
    await shotAtWidths(page, 'manager-tariffs');

    // A driver prices three hours in a parking of zone 102: the breakdown has both new prices
    const driver = await registering;
    const driverPage = await cityPage(browser, baseURL!);
    await logIn(driverPage, driver, CONSOLE_CITY);
    await driverPage.goto('/profile/parking');
    await pickZone(driverPage, CHANGED_ZONE);
    await driverPage
      .getByRole('textbox', { name: 'Номер парковки' })
      .fill(String(paidParking!.properties.code));
    await driverPage.getByRole('textbox', { name: 'Номер транспортного средства' }).fill(uniquePlate());
    await pickOption(driverPage, 'Продолжительность', '3:00');
    const cost = driverPage.locator('[aria-live="polite"]').filter({ hasText: 'К оплате' });
    await expect(cost).toHaveAttribute('aria-busy', 'false');
    await cost.getByRole('button', { name: 'Подробнее о стоимости' }).click();
    const breakdown = driverPage.getByRole('table', { name: 'Расчёт стоимости по интервалам' });
    await expect(breakdown.getByRole('cell', { name: '187,25', exact: true }).first()).toBeVisible();
    const prices = await breakdown.locator('tbody tr td:nth-child(3)').allInnerTexts();
    // the price runs, in order (midnight may split a run into two rows of one price)
    const runs = prices.filter((p, i) => p !== prices[i - 1]);
    expect(runs.slice(-2)).toEqual(['93,50', '187,25']);
    // before the change the driver pays what zone 102 costs now
    expect(runs.length).toBeGreaterThanOrEqual(3);
    await driverPage.context().close();

    // The manager takes both changes back: zone 102 is priced as before for everyone else
    for (const left of [1, 0]) {
      await coming.first().getByRole('button', { name: 'Отменить версию' }).click();
      const cancel = page.getByRole('dialog', { name: 'Отменить версию тарифа?' });
      await cancel.getByRole('button', { name: 'Отменить версию' }).click();
      await expect(cancel).toHaveCount(0);
      await expect(coming).toHaveCount(left);
    }
  });

  test('a content editor added in the English console publishes news and a notice that a driver then sees', async ({
    page,
    baseURL,
    browser,
  }) => {
    const stamp = String(Date.now()).slice(-6);
    const editor = {
      login: uniqueLogin('content'),
      name: `Editor ${stamp}`,
      role: 'Content editor',
      password: 'content-pass-2024',
    };
    const news = { ru: `Новые зоны в Ростове ${stamp}`, en: `New zones in Rostov ${stamp}` };
    const notice = {
      ru: `Работы на набережной ${stamp}`,
      en: `Works on the embankment ${stamp}`,
      text: `Парковка на набережной закрыта до вечера (${stamp}).`,
    };

    // A driver has seen the city's pop-up notice and closed it
    const driverPage = await cityPage(browser, baseURL!, false);
    await driverPage.goto('/news');
    const popup = driverPage.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect(popup).not.toContainText(notice.ru);
    await popup.getByRole('button', { name: 'Понятно' }).click();
    await expect(popup).toHaveCount(0);

    // The administrator, in the English console, adds a content editor
    await page.goto('/en/operator');
    await consoleSignIn(page, OPERATOR_LOGIN, OPERATOR_PASSWORD, EN);
    await expect(page).toHaveURL(/\/en\/operator\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Control console' })).toBeVisible();
    await expect(consoleNav(page, 'Console areas').getByRole('link', { name: 'Staff' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await addStaffMember(page, editor, STAFF_EN);
    await shotAtWidths(page, 'admin-staff-en');
    await consoleSignOut(page, EN);

    // The editor (in Russian) sees settings and content only
    await page.goto('/operator');
    await consoleSignIn(page, editor.login, editor.password);
    await expect(consoleNav(page).getByRole('link')).toHaveText(['Настройки', 'Содержимое']);
    await consoleNav(page).getByRole('link', { name: 'Содержимое' }).click();

    // News in Russian and English, published now
    await page.getByRole('button', { name: 'Добавить новость' }).click();
    const newsForm = page.getByRole('dialog', { name: 'Добавить новость' });
    await newsForm.getByRole('textbox', { name: 'Заголовок (рус.)' }).fill(news.ru);
    await newsForm.getByRole('textbox', { name: 'Заголовок (англ.)' }).fill(news.en);
    await newsForm.getByRole('textbox', { name: 'Анонс (рус.)' }).fill('В городе появились новые зоны.');
    await newsForm.getByRole('textbox', { name: 'Анонс (англ.)' }).fill('The city has new zones.');
    await newsForm.getByRole('button', { name: 'Сохранить' }).click();
    await expect(newsForm).toHaveCount(0);
    await expect(
      page.getByRole('table', { name: 'Новости' }).getByRole('row').filter({ hasText: news.ru }),
    ).toContainText('Опубликована');

    // The pop-up notice changes
    await page.getByRole('tab', { name: 'Всплывающее сообщение' }).click();
    await page.getByRole('textbox', { name: 'Заголовок (рус.)' }).fill(notice.ru);
    await page.getByRole('textbox', { name: 'Заголовок (англ.)' }).fill(notice.en);
    await page.getByRole('textbox', { name: 'Сообщение HTML (рус.)' }).fill(`<p>${notice.text}</p>`);
    await page
      .getByRole('textbox', { name: 'Сообщение HTML (англ.)' })
      .fill('<p>The embankment is closed.</p>');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Сохранено' })).toBeVisible();

    // The driver comes back: the changed notice opens again, and the news is in the list
    await driverPage.reload();
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { name: notice.ru })).toBeVisible();
    await expect(popup).toContainText(notice.text);
    await popup.getByRole('button', { name: 'Понятно' }).click();
    await expect(popup).toHaveCount(0);
    await expect(driverPage.getByRole('heading', { level: 2, name: news.ru })).toBeVisible();
    await driverPage.goto('/en/news');
    await expect(driverPage.getByRole('heading', { level: 2, name: news.en })).toBeVisible();
    await driverPage.context().close();
  });
});
