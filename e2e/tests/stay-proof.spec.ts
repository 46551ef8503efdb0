import { externalDriver, addVehicleByApi } from './cabinet-steps';
import { clientAddress } from './client-address';
import { logIn } from './driver-account';
import { expect, shot, test } from './fixtures';
import {
  cityIso,
  importFinesByApi,
  operatorTokenByApi,
  paidSessionByApi,
  uniquePlate,
  uniqueUin,
} from './operator-steps';
import { topUpByApi } from './payment-steps';
import { CITY_TIME_ZONE } from './subscription-steps';

/**
 * Proof of payment (issue 23 item 5) in Chromium against the real server: a fine on a plate whose
 * stay was paid offers the appeal with the proof in one click; the proof's public page, opened
 * without a login, says Paid with the stay's facts and hands out its one-page PDF.
 */
test.use({ timezoneId: CITY_TIME_ZONE });

test('a covered fine: appeal with the proof in one click, and the public proof page', async ({
  page,
  browser,
  baseURL,
}) => {
  const plate = uniquePlate();
  const uin = uniqueUin();
  const driver = await externalDriver(baseURL!);
  await addVehicleByApi(baseURL!, driver, plate);
  await topUpByApi(baseURL!, driver, 500);
  const session = await paidSessionByApi(baseURL!, driver, plate);
  const report = await importFinesByApi(baseURL!, await operatorTokenByApi(baseURL!), [
    {
      uin,
      date: cityIso(new Date(session.start.getTime() + 60_000)),
      sums: { total: 150000 },
      grz: plate,
      place: { text: 'ул. Ленина, 50', zone: session.zone },
      type: 'ст. 8.30 КоАП ПК: неоплата парковки',
      provider: 'Административная комиссия г. Перми',
      status: 'issued',
    },
  ]);
  expect(report.problems).toEqual([]);

  await logIn(page, driver);
  await page.goto('/profile/penalty');
  await page.getByRole('button', { name: new RegExp(plate) }).click();
  const details = page.locator(`#fine-${uin}-details`);
  await details.getByRole('button', { name: 'Обжаловать с подтверждением оплаты' }).click();
  await expect(page).toHaveURL(/\/profile\/feedback\?fine=/);
  const message = page
    .getByRole('form', { name: 'Новое обращение' })
    .getByRole('textbox', { name: 'Сообщение' });
  await expect(message).toHaveValue(new RegExp(`УИН ${uin} .* ${plate}: .*Подтверждение оплаты: http`));
  const proofUrl = /(http\S+\/proof\/[\w-]{24})$/.exec(await message.inputValue())![1]!;

  // the inspector's phone: another browser, no login, the address from the QR code
  const context = await browser.newContext({
    locale: 'ru-RU',
    timezoneId: CITY_TIME_ZONE,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  // the site's first-visit pop-up is notification.spec.ts's business
  await context.addInitScript(() =>
    localStorage.setItem(
      'notification-popup',
      JSON.stringify({ closed: true, updated: '2099-01-01T00:00:00Z' }),
    ),
  );
  const inspector = await context.newPage();
  await inspector.goto(proofUrl);
  const verdict = inspector.getByRole('status', { name: 'Вердикт' });
  await expect(verdict).toContainText('Оплачено');
  const facts = inspector.getByLabel('Сведения об оплате');
  await expect(facts).toContainText(plate);
  await expect(facts).toContainText(session.reservationId);
  await expect(inspector.getByText(/Проверено сайтом 127\.0\.0\.1/)).toBeVisible();
  await inspector.screenshot({ path: shot('stay-proof-page.png'), fullPage: true });
  const [download] = await Promise.all([
    inspector.waitForEvent('download'),
    inspector.getByRole('link', { name: 'Скачать PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`podtverzhdenie-oplaty-${session.reservationId}.pdf`);
  await context.close();
});
