import { postJson, registerDriver, type ApiDriver } from './driver-account';
import { expect, shot, test } from './fixtures';
import { PAID_ZONE, topUpByApi } from './payment-steps';
import { waitForMessage } from './read-messages';

/**
 * Issue 23 item 1 end to end, outside the default city, in English, on a 360 px phone: a driver
 * whose reminders come by e-mail (no push on this device) pays for a 30-minute stay that began 20
 * minutes ago with "remind 15 minutes before", the reminder job queues the reminder at once, the SMTP stand-in receives it,
 * and its one-tap link opens the extend page without a login: the stay, the cost, one button,
 * the new end. The city is in another time zone than the browser's, so the page names it.
 */
const CITY = 'novosibirsk';
const PLATE = 'К456ОР154';

async function putJson(baseURL: string, path: string, body: unknown, driver: ApiDriver) {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${driver.token}` },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { status: string };
  expect(answer.status, JSON.stringify(answer)).toBe('ok');
}

test('a reminder e-mail in novosibirsk: its one-tap link shows the cost and extends the stay', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = `${baseURL}/c/${CITY}`;
  const driver = await registerDriver(base);
  await topUpByApi(base, driver, 500);
  await putJson(
    base,
    '/api/profile/reminder-settings',
    { minutesBefore: 15, beforeEnd: true, afterEnd: false, push: false, fallback: 'email', atNight: true },
    driver,
  );
  await postJson(
    base,
    '/api/payment/post-payment-start',
    {
      Vehicle: { Number: PLATE, Category: 'B', NumberFormat: 'rus' },
      Zone: PAID_ZONE,
      Duration: 30,
      // began 20 minutes ago: the "15 minutes before the end" moment passed 5 minutes ago
      timestart: new Date(Date.now() - 20 * 60_000).toISOString(),
      PaymentService: 'balance',
    },
    driver.token,
  );

  // the job looks every 30 s (REMINDER_INTERVAL_SECONDS), then the outbox sends
  const mail = await waitForMessage(
    driver.email,
    (m) => m.kind === 'email' && /\/extend\//.test(m.text),
    90_000,
  );
  const text = mail.kind === 'email' ? mail.text : '';
  const link = /https?:\/\/[^\s"<>]+\/extend\/[A-Za-z0-9._-]+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  const url = new URL(link!);
  expect(url.pathname).toMatch(new RegExp(`^/c/${CITY}/(en/)?extend/`));
  // the same link in English: /c/<city>/en/extend/<token>
  const english = url.pathname.replace(new RegExp(`^/c/${CITY}/(en/)?`), `/c/${CITY}/en/`);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(english);
  await expect(page.getByRole('heading', { name: 'Extend your parking', level: 1 })).toBeVisible();
  await expect(page.getByText(PLATE)).toBeVisible();
  await expect(page.getByText(`Zone ${PAID_ZONE}`, { exact: false })).toBeVisible();
  const end = page.getByTestId('stay-end');
  await expect(end).toContainText('Paid until');
  // Asia/Novosibirsk is not the browser's zone here: the time says whose it is
  await expect(end).toContainText(/GMT\+7/);
  const before = await end.textContent();
  await expect(page.getByTestId('balance')).toContainText('Balance:');
  const button = page.getByRole('button', { name: /^Extend for 15 min — ₽\d/ });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: shot('reminder-extend-360-en-before.png'), fullPage: true });

  await button.click();
  await expect(page.getByText(/Done! Your parking now ends at/)).toBeVisible();
  await expect(end).not.toHaveText(before!);
  await page.screenshot({ path: shot('reminder-extend-360-en-after.png'), fullPage: true });

  // a forged token shows the dead-link page with the way to the map
  await page.goto(english.replace(/[A-Za-z0-9_-]{6}$/, 'AAAAAA'));
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the map' })).toBeVisible();
});
