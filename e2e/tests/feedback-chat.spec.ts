import { mkdir } from 'node:fs/promises';
import { externalDriver } from './cabinet-steps';
import { logIn, postJson } from './driver-account';
import { expect, test } from './fixtures';
import { operatorTokenByApi } from './operator-steps';

/**
 * Issue 18 item 2, outside the default city and in English: the chat survives sending (this
 * Chromium's scrollIntoView returns a Promise, which an effect once handed React as its cleanup
 * and the cabinet fell to the error panel), the operator's reply arrives without a reload, and
 * an appeal with a reply not yet read is marked in the list.
 */
const CITY = 'moscow';
const SHOTS = process.env.SHOTS_DIR;

test('the feedback chat in moscow, in English: send, the reply without a reload, the unread mark', async ({
  page,
  baseURL,
}) => {
  const base = `${baseURL}/c/${CITY}`;
  const driver = await externalDriver(base);
  const appeal = async (message: string) =>
    Number(
      (
        await postJson(
          base,
          '/api/appealProcessing/appealRegistration/v1',
          { message, email: driver.email },
          driver.token,
        )
      ).idAppeal,
    );
  const first = await appeal('The top-up did not arrive');
  const second = await appeal('A question about the tariff');
  const operator = await operatorTokenByApi(base);
  const reply = (id: number, message: string) =>
    postJson(base, `/api/operator/appeals/${id}/messages`, { message }, operator);
  const shot = async (name: string) => {
    if (!SHOTS) return;
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  await logIn(page, driver, CITY);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/c/${CITY}/en/profile/feedback`);
  const appeals = page.getByRole('region', { name: 'My appeals' });
  await appeals.getByRole('button', { name: new RegExp(`^Appeal No. ${first}:`) }).click();
  const chat = appeals.getByRole('log');
  await page.getByRole('textbox', { name: 'Message', exact: true }).last().fill('Any news?');
  await page.keyboard.press('Enter');
  await expect(chat.getByText('Any news?', { exact: true })).toBeVisible();
  await expect(chat.getByText(/^You · /)).toHaveCount(2);
  await expect(chat.getByText('Sending…')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();

  await reply(first, 'The money is on your balance now');
  await expect(chat.getByText('The money is on your balance now')).toBeVisible({ timeout: 10_000 });
  await shot('chat-360-en-moscow');

  await reply(second, 'The tariff is 60 roubles an hour');
  await page.reload();
  const other = appeals.getByRole('button', { name: new RegExp(`^Appeal No. ${second}:`) });
  await expect(other).toContainText('1 new reply');
  await shot('list-unread-360-en-moscow');

  await page.setViewportSize({ width: 1280, height: 800 });
  await appeals.getByRole('button', { name: new RegExp(`^Appeal No. ${first}:`) }).click();
  await other.click();
  await expect(chat.getByText('The tariff is 60 roubles an hour')).toBeVisible();
  await expect(other).not.toContainText('new repl');
  await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
  await shot('chat-1280-en-moscow');
});
