import type { Locator, Page } from '@playwright/test';
import { logIn, postJson, registerDriver } from './driver-account';
import { expect, shot, test } from './fixtures';

/**
 * A driver on a phone-sized screen (360 px) in a city other than the default one (issue 18,
 * item 7): the header names the city and the language in full beside the account's menus, and
 * the appeals list fits the screen with each appeal's status in view.
 */

/** The element's text is all there: not cut with an ellipsis, not pushed out of its box. */
async function expectWhole(box: Locator, text: string) {
  await expect(box).toHaveText(text);
  const cut = await box.evaluate((el) => {
    const shown = el.querySelector('span:not([class*="Icon"])') ?? el;
    return shown.scrollWidth > shown.clientWidth + 1 || el.scrollWidth > el.clientWidth + 1;
  });
  expect(cut, `${text} is cut`).toBe(false);
}

/** The whole of the element lies between the screen's left and right edges. */
async function withinTheWidth(page: Page, box: Locator) {
  await box.scrollIntoViewIfNeeded();
  const rect = await box.boundingBox();
  const width = page.viewportSize()!.width;
  expect(rect!.x).toBeGreaterThanOrEqual(0);
  expect(rect!.x + rect!.width).toBeLessThanOrEqual(width);
}

async function fitsTheScreen(page: Page) {
  const [scrollWidth, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test('at 360 px a driver in Moscow sees the city, the language and the appeals list whole', async ({
  page,
  baseURL,
}) => {
  const cityBase = `${baseURL}/c/moscow`;
  const driver = await registerDriver(cityBase);
  const long = `Оплатил парковку в зоне 101, но сессия не появилась в списке, проверьте, пожалуйста ${Date.now()}`;
  await postJson(
    cityBase,
    '/api/appealProcessing/appealRegistration/v1',
    { idSubject: 'payment', message: long, email: driver.email },
    driver.token,
  );
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('city', JSON.stringify('moscow')));
  await logIn(page, driver, 'moscow');

  await page.goto('/en/profile/feedback');
  const header = page.getByRole('banner');
  // the account's menus first: they take the room the city and the language share
  await expect(header.getByRole('button', { name: /^My account/ })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Parking/ })).toBeVisible();
  await expectWhole(header.getByRole('button', { name: /^City: Moscow/ }), 'Moscow');
  await expectWhole(header.getByRole('button', { name: /^Language: English/ }), 'EN');
  const row = page
    .getByRole('region', { name: 'My appeals' })
    .getByRole('button', { name: /^Appeal No\. \d+/ });
  await fitsTheScreen(page);
  await withinTheWidth(page, row.getByText('Registered', { exact: true }));
  await page.screenshot({ path: shot('phone-appeals-en.png') });

  await page.goto('/profile/feedback');
  await expect(header.getByRole('button', { name: /^Личный кабинет/ })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Парковка/ })).toBeVisible();
  await expectWhole(header.getByRole('button', { name: /^Город: Москва/ }), 'Москва');
  await expectWhole(header.getByRole('button', { name: /^Язык: Русский/ }), 'RU');
  const rowRu = page
    .getByRole('region', { name: 'Мои обращения' })
    .getByRole('button', { name: /^Обращение № \d+/ });
  await fitsTheScreen(page);
  await withinTheWidth(page, rowRu.getByText('Зарегистрировано', { exact: true }));
});
