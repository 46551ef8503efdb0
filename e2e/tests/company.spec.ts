import { chooseFilter, externalDriver, finalShot } from './cabinet-steps';
import {
  addActiveDriver,
  addActiveVehicle,
  companyBalance,
  companyByApi,
  companyKopecksByApi,
  companySignsIn,
  companyTokenByApi,
  companyTopUpByApi,
  companyLoginForm,
  driverRow,
  fillDriverModal,
  fillVehicleModal,
  type FleetDriverInput,
  fullName,
  openTab,
  roublesText,
  secondPage,
  uniqueImei,
  uniqueVin,
  vehicleRow,
} from './company-steps';
import { logIn, registerDriver } from './driver-account';
import { expect, test } from './fixtures';
import { uniquePlate } from './operator-steps';
import { approveAtBank, kopecksOfRub, PAID_ZONE, pickOption, pickZone, rub, snap } from './payment-steps';

/**
 * The corporate (fleet) cabinet (issue 8), end to end: the city's operator makes a company
 * through the API (the demo operator, DEMO_OPERATOR_PASSWORD in playwright.config.ts); the company
 * signs in on /coop-profile with its INN, contract number and password, adds its vehicles (with
 * their tracking devices) and drivers, turns them on, tops up through the sandbox bank; its driver
 * parks on the company's money from their own cabinet or the company parks them from
 * /coop-profile, and the company's operations show that parking under the driver's filter. perm
 * has the corporate area (isCoopProfile), and zone 101 is paid round the clock. Every journey has
 * its own company, plates, VINs, IMEIs and phones, so repeats on one server never meet.
 */

/** The drivers' phones shown the way the cabinet shows them: +7 (9xx) xxx - xx - xx. */
const shownPhone = (d: string) =>
  `+7 (${d.slice(1, 4)}) ${d.slice(4, 7)} - ${d.slice(7, 9)} - ${d.slice(9, 11)}`;

/** A driver of the company with a phone nobody registered (the company parks them itself). */
const otherPhone = () => `79${String(Date.now()).slice(-9)}`;

test.describe('corporate cabinet', () => {
  test('a company signs in, adds an active vehicle and driver, tops up, and sees its driver park on its money', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(240_000);
    const company = await companyByApi(baseURL!);
    // the company's driver is a registered driver with a confirmed phone (the driver's door needs it)
    const registered = await registerDriver(baseURL!);
    const plate = uniquePlate();
    const imei = uniqueImei();
    const driver: FleetDriverInput = {
      lastName: 'Рулёв',
      firstName: 'Пётр',
      middleName: 'Ильич',
      phone: registered.phone,
      plate,
    };

    // The login modal's link to the corporate sign-in (perm has isCoopProfile)
    await page.goto('/');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Войти как юридическое лицо' }).click();
    await expect(page).toHaveURL(/\/coop-profile$/);
    await expect(companyLoginForm(page)).toBeVisible();
    await snap(page, 'corporate-login.png');
    await companySignsIn(page, company);
    await expect(page).toHaveURL(/\/coop-profile$/);
    await expect(page.getByText(`ИНН:${company.inn}`)).toBeVisible();
    await expect(companyBalance(page)).toHaveText(roublesText(0));

    // Vehicles and devices: one vehicle, its plate refused a second time before any call
    await addActiveVehicle(page, { plate, vin: uniqueVin(), imei });
    const again = await fillVehicleModal(page, { plate, vin: uniqueVin(), imei: uniqueImei() });
    await expect(
      again.getByText('Данное транспортное средство уже существует', { exact: true }),
    ).toBeVisible();
    await snap(page, 'corporate-vehicle-exists.png', false);
    await again.getByRole('button', { name: 'Отмена' }).click();
    await expect(again).toHaveCount(0);
    await expect(vehicleRow(page, plate)).toHaveCount(1);
    await expect(page.getByRole('tab', { name: 'Транспорт и устройства (1)' })).toBeVisible();

    // Drivers: the driver on that vehicle; a second driver on the same vehicle is refused
    await openTab(page, 'Водители');
    const added = await fillDriverModal(page, driver);
    await expect(added).toHaveCount(0);
    const row = driverRow(page, fullName(driver));
    await expect(row).toContainText(shownPhone(driver.phone));
    await expect(row).toContainText(plate);
    const second = await fillDriverModal(page, {
      lastName: 'Запасной',
      firstName: 'Иван',
      middleName: '',
      phone: otherPhone(),
      plate,
    });
    await expect(second.getByText('Данное устройство уже занято', { exact: true })).toBeVisible();
    await snap(page, 'corporate-device-taken.png', false);
    await second.getByRole('button', { name: 'Отмена' }).click();
    await expect(page.getByRole('table', { name: 'Водители' }).getByRole('row')).toHaveCount(2);
    await page.getByRole('switch', { name: `Водитель ${fullName(driver)} активен` }).click();
    await expect(page.getByRole('switch', { name: `Водитель ${fullName(driver)} активен` })).toBeChecked();
    await expect(row).toContainText(imei);
    await snap(page, 'corporate-drivers.png');

    // A second vehicle and driver: the operations' filter has someone else to choose
    const otherPlate = uniquePlate();
    const other: FleetDriverInput = {
      lastName: 'Другой',
      firstName: 'Семён',
      middleName: '',
      phone: otherPhone(),
      plate: otherPlate,
    };
    await addActiveVehicle(page, { plate: otherPlate, vin: uniqueVin(), imei: uniqueImei() });
    await addActiveDriver(page, other);

    // Top up through the sandbox bank: back on /coop-profile with the whole roubles
    await page.getByRole('button', { name: 'Пополнить' }).click();
    const refill = page.getByRole('dialog', { name: 'Пополнение баланса организации' });
    await refill.getByRole('textbox', { name: 'Сумма, ₽' }).fill('1000');
    await pickOption(page, 'Способ оплаты', 'Банковская карта');
    await snap(page, 'corporate-refill.png', false);
    await refill.getByRole('button', { name: 'Перейти к оплате' }).click();
    await approveAtBank(page, 'corporate-bank.png');
    await expect(page).toHaveURL(/\/coop-profile\?.*payment=/);
    await expect(companyBalance(page)).toHaveText(roublesText(100_000), { timeout: 20_000 });
    expect(await companyKopecksByApi(baseURL!, company)).toBe(100_000);
    await finalShot(page, 'corporate-topped-up');

    // The driver, in a browser of their own, parks the company's vehicle on the company's money
    const driverPage = await secondPage(browser, baseURL!);
    await logIn(driverPage, registered);
    await driverPage.goto('/profile/parking');
    await pickZone(driverPage, PAID_ZONE);
    await driverPage.getByRole('textbox', { name: 'Номер транспортного средства' }).fill(plate);
    await pickOption(driverPage, 'Продолжительность', '1:00');
    await pickOption(driverPage, 'Кто платит', company.name);
    await expect(
      driverPage.getByText('Оплата с баланса организации за её транспортное средство'),
    ).toBeVisible();
    const start = driverPage.getByRole('button', { name: 'Начать парковку' });
    await expect(start).toBeEnabled();
    await snap(driverPage, 'corporate-driver-payer.png');
    await start.click();
    const paid = driverPage.getByRole('dialog', { name: 'Оплата парковки' });
    await expect(paid.getByText('Парковка успешно оплачена')).toBeVisible();
    await paid.getByRole('button', { name: 'OK' }).click();
    const current = driverPage.getByRole('region', { name: 'Текущие парковки' });
    await expect(current.getByRole('listitem', { name: `Зона ${PAID_ZONE}, ${plate}` })).toBeVisible();
    // the driver's own balance did not pay
    await expect(driverPage.getByRole('button', { name: /^Баланс: 0,00/ })).toBeVisible();
    await snap(driverPage, 'corporate-driver-parked.png');
    await driverPage.context().close();

    // The company: less money, and the parking under that driver's filter with name and phone
    const left = await companyKopecksByApi(baseURL!, company);
    expect(left).toBeLessThan(100_000);
    await page.goto('/coop-profile');
    await expect(companyBalance(page)).toHaveText(roublesText(left));
    await openTab(page, 'Операции');
    await chooseFilter(page, 'Водитель', fullName(driver));
    const history = page.getByRole('table', { name: 'История операций' });
    const parking = history.getByRole('row').filter({ hasText: 'Оплата парковки' });
    await expect(parking).toHaveCount(1);
    await expect(parking).toContainText(fullName(driver));
    await expect(parking).toContainText(shownPhone(driver.phone));
    await expect(parking).toContainText(`−${rub(100_000 - left)}`);
    // the top-up has no driver: not under the driver's filter
    await expect(history.getByRole('row').filter({ hasText: 'Пополнение баланса' })).toHaveCount(0);
    await finalShot(page, 'corporate-operations-driver');
    await chooseFilter(page, 'Водитель', fullName(other));
    await expect(page.getByText('За выбранный период операций нет')).toBeVisible();
    await expect(page.getByRole('table', { name: 'История операций' })).toHaveCount(0);
    await chooseFilter(page, 'Водитель', 'Все');
    await expect(history.getByRole('row').filter({ hasText: 'Пополнение баланса' })).toHaveCount(1);
    await expect(history.getByRole('row').filter({ hasText: fullName(driver) })).toHaveCount(1);
  });

  test('a company parks its driver from /coop-profile on its own money', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const company = await companyByApi(baseURL!, 'АО «Таксопарк»');
    await companyTopUpByApi(baseURL!, company, 500);
    const plate = uniquePlate();
    const driver: FleetDriverInput = {
      lastName: 'Парковкин',
      firstName: 'Глеб',
      middleName: '',
      phone: otherPhone(),
      plate,
    };
    await page.goto('/coop-profile');
    await companySignsIn(page, company);
    await expect(companyBalance(page)).toHaveText(roublesText(50_000));
    await addActiveVehicle(page, { plate, vin: uniqueVin(), imei: uniqueImei() });
    await addActiveDriver(page, driver);

    const panel = await openTab(page, 'Парковка');
    // the only active driver is chosen already
    await expect(panel.getByRole('combobox', { name: 'Водитель' })).toHaveText(
      `${fullName(driver)} — ${plate}`,
    );
    await panel.getByRole('combobox', { name: 'Зона' }).click();
    await page
      .getByRole('option', { name: new RegExp(`^${PAID_ZONE}\\b`) })
      .first()
      .click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(panel.getByRole('combobox', { name: 'Продолжительность' })).toHaveText('1:00');
    const price = panel.getByText('Стоимость').locator('xpath=following-sibling::*[1]');
    await expect(price).toHaveText(/^[1-9][\d\s]*,\d{2}\s?₽$/);
    const kopecks = kopecksOfRub((await price.textContent())!);
    await snap(page, 'corporate-park-form.png');
    await panel.getByRole('button', { name: 'Начать парковку' }).click();
    await expect(
      panel.getByText(new RegExp(`^Парковка ${plate} в зоне ${PAID_ZONE} оплачена до `)),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Начать парковку' })).toBeDisabled();
    await expect(companyBalance(page)).toHaveText(roublesText(50_000 - kopecks));
    expect(await companyKopecksByApi(baseURL!, company)).toBe(50_000 - kopecks);
    await finalShot(page, 'corporate-parked-by-company');

    await openTab(page, 'Операции');
    await chooseFilter(page, 'Водитель', fullName(driver));
    const parking = page
      .getByRole('table', { name: 'История операций' })
      .getByRole('row')
      .filter({ hasText: 'Оплата парковки' });
    await expect(parking).toHaveCount(1);
    await expect(parking).toContainText(shownPhone(driver.phone));
    await expect(parking).toContainText(`−${rub(kopecks)}`);

    // the company stops the stay: the unused minutes come back to its balance
    const park = await openTab(page, 'Парковка');
    const running = park.getByRole('row').filter({ hasText: plate });
    await expect(running).toContainText(fullName(driver));
    await running.getByRole('button', { name: /Остановить/ }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Неиспользованное время вернётся на баланс организации');
    await confirm.getByRole('button', { name: 'Остановить парковку' }).click();
    await expect(park.getByText(new RegExp(`^Парковка ${plate} остановлена\\.`))).toBeVisible();
    await expect(park.getByRole('row').filter({ hasText: plate })).toHaveCount(0);
    await expect.poll(() => companyKopecksByApi(baseURL!, company)).toBeGreaterThan(50_000 - kopecks);
    await finalShot(page, 'corporate-stopped-by-company');
  });

  test("the company's and the driver's tokens open only their own cabinets", async ({
    page,
    baseURL,
    browser,
  }) => {
    const company = await companyByApi(baseURL!, 'ИП «Отдельный»');
    const driver = await externalDriver(baseURL!);

    // Signed in as the company only: /profile is not a company's, the site sends it home
    await page.goto('/coop-profile');
    await companySignsIn(page, company);
    await page.goto('/profile/parking');
    await expect(page).toHaveURL(/\/$/);
    // the header leads the company to its cabinet; it offers no login and no sign-up (issue 18)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Компания' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Регистрация' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Личный кабинет/ })).toHaveCount(0);
    await page.goto('/coop-profile');
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();

    // Signed in as the driver only: /coop-profile is the corporate sign-in
    const driverPage = await secondPage(browser, baseURL!);
    await logIn(driverPage, driver);
    await driverPage.goto('/profile/parking');
    await expect(driverPage.getByRole('button', { name: 'Личный кабинет: Олег Водителев' })).toBeVisible();
    await driverPage.goto('/coop-profile');
    await expect(companyLoginForm(driverPage)).toBeVisible();
    await expect(driverPage.getByRole('heading', { level: 1, name: company.name })).toHaveCount(0);
    await snap(driverPage, 'corporate-driver-sees-login.png');
    await driverPage.context().close();

    // A token put in the other's place is refused by the server, not trusted by the page
    const companyToken = await companyTokenByApi(baseURL!, company);
    const swapped = await secondPage(browser, baseURL!);
    await swapped.addInitScript(
      ({ driverToken, companyToken }) => {
        if (!sessionStorage.getItem('swapped')) {
          sessionStorage.setItem('swapped', '1');
          localStorage.setItem(
            'tokens',
            JSON.stringify({ perm: { standard: companyToken, corporate: driverToken } }),
          );
        }
      },
      { driverToken: driver.token, companyToken },
    );
    await swapped.goto('/coop-profile');
    // the company's token in the driver's place: the driver's session is refused and ends
    const again = swapped.getByRole('dialog', { name: 'Нужно войти снова' });
    await expect(again).toBeVisible();
    await snap(swapped, 'corporate-swapped-refused.png', false);
    await again.getByRole('button', { name: 'OK' }).click();
    // ...and the login modal offers a new sign-in; the visitor closes it
    const login = swapped.getByRole('dialog', { name: 'Вход' });
    await login.getByRole('button', { name: 'Закрыть' }).click();
    await expect(login).toHaveCount(0);
    // the driver's token in the company's place: the corporate sign-in, not the cabinet
    await expect(companyLoginForm(swapped)).toBeVisible();
    await expect(swapped.getByRole('heading', { level: 1, name: company.name })).toHaveCount(0);
    await swapped.goto('/profile/parking');
    await expect(swapped).toHaveURL(/\/$/);
    await finalShot(swapped, 'corporate-swapped-tokens');
    await swapped.context().close();
  });
});
