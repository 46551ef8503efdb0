import type { Page } from '@playwright/test';
import { logIn, registerDriver } from './driver-account';
import { expect, test } from './fixtures';
import { kopecksOfRub, PAID_ZONE, pickOption, pickZone, rub, snap, topUpByApi } from './payment-steps';

/**
 * The installable app (issue 23): the worker installs and takes the page, the shell opens
 * without signal and says so, the browser finds the site installable, and a payment tapped
 * without signal is kept and sent once when the connection is back.
 */
test.use({ serviceWorkers: 'allow' });

/** Until the worker has installed (its precache filled) and controls this page. */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('the app installs, passes the installability checks and opens offline', async ({ page, context }) => {
  await page.goto('/');
  await workerInControl(page);
  // the map's data, fetched once through the worker, is what it draws offline
  await page.reload();
  await expect(page.getByTestId('map')).toBeVisible();
  await page.waitForFunction(async () => (await (await caches.open('map-data')).keys()).length > 0);

  const cdp = await context.newCDPSession(page);
  const installability = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito profiles, where Chromium installs nothing: the one error
  // that is the browser's, not the site's
  expect(installability.installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('map')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Нет соединения' })).toContainText(
    'для оплаты нужно соединение',
  );
  await snap(page, 'offline-map.png', false);
  await context.setOffline(false);
});

test('a driver payment tapped without signal is kept and sent once when the connection is back', async ({
  page,
  context,
  baseURL,
}) => {
  const driver = await registerDriver(baseURL!);
  await topUpByApi(baseURL!, driver, 500);
  await logIn(page, driver);
  const starts: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() === 'POST' && /\/api\/payment\/start$/.test(new URL(request.url()).pathname)) {
      starts.push(JSON.parse(request.postData() ?? '{}').idempotencyKey);
    }
  });
  await page.goto('/profile/parking');
  await workerInControl(page);
  await expect(page.getByRole('button', { name: /^Баланс: 600,00/ })).toBeVisible();
  await pickZone(page, PAID_ZONE);
  await page.getByRole('textbox', { name: 'Номер транспортного средства' }).fill('О321ОО59');
  await pickOption(page, 'Продолжительность', '1:00');
  const total = page.getByText('К оплате').locator('xpath=following-sibling::*[1]');
  await expect(total).toHaveText(/^[1-9][\d\s]*,\d{2}\s?₽$/);
  const kopecks = kopecksOfRub((await total.textContent())!);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Начать парковку' }).click();
  // (the review step before money moves is skipped by the journeys' fixture: payment-review.spec.ts)
  const queued = page.getByRole('status').filter({ hasText: 'Оплата ещё не отправлена' });
  await expect(queued).toContainText('О321ОО59');
  await expect(queued.getByRole('button', { name: 'Отменить' })).toBeVisible();
  await snap(page, 'offline-payment-queued.png', false);
  // kept in the page's storage (it survives a reload) with the key it will be sent with
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('offline-payments') ?? '[]'));
  expect(kept).toMatchObject([{ kind: 'payment', body: { Vehicle: { Number: 'О321ОО59' } } }]);
  expect(starts).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByRole('dialog').getByText('Парковка успешно оплачена')).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(queued).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Баланс: ${rub(60_000 - kopecks)}` })).toBeVisible();
  // one start reached the server, once
  await page.waitForTimeout(1_000);
  expect(starts).toEqual([kept[0].key]);
});
