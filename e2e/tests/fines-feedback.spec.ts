import { externalDriver, addVehicleByApi } from './cabinet-steps';
import { logIn } from './driver-account';
import { expect, test } from './fixtures';
import {
  cityDateTime,
  cityIso,
  finalShot7,
  finePictureBase64,
  importFinesByApi,
  operatorSignsIn,
  operatorTokenByApi,
  paidSessionByApi,
  uniquePlate,
  uniqueUin,
} from './operator-steps';
import { topUpByApi } from './payment-steps';
import { waitForMessage } from './read-messages';
import { CITY_TIME_ZONE } from './subscription-steps';

/**
 * Fines and feedback (issue 7), end to end: the real server on a fresh database, the city's
 * operator (the demo operator `operator`, DEMO_OPERATOR_PASSWORD in playwright.config.ts), the
 * SMTP stand-in for the reply's e-mail notice, the web app in Chromium. perm shows fines
 * (viewPenalty) and has feedback (useFeedback), so both journeys run there. Each journey has its
 * own driver, signed in through the identity provider stand-in (no codes), and its own plate and
 * UIN, so repeats on one server never see each other's fines.
 */
test.use({ timezoneId: CITY_TIME_ZONE });

test.describe('fines and feedback', () => {
  test('a driver sees an imported fine with its picture and the paid session that covers it', async ({
    page,
    baseURL,
  }) => {
    const plate = uniquePlate();
    const uin = uniqueUin();
    const driver = await externalDriver(baseURL!);
    await addVehicleByApi(baseURL!, driver, plate);
    await topUpByApi(baseURL!, driver, 500);
    const session = await paidSessionByApi(baseURL!, driver, plate);
    expect(session.end.getTime() - session.start.getTime()).toBe(60 * 60_000);

    // the camera saw the car half a minute into the paid hour, in the session's zone
    const offence = new Date(session.start.getTime() + 30_000);
    const operatorToken = await operatorTokenByApi(baseURL!);
    const report = await importFinesByApi(baseURL!, operatorToken, [
      {
        uin,
        date: cityIso(offence),
        sums: { total: 150000 },
        grz: plate,
        place: { text: 'ул. Ленина, 50', zone: session.zone },
        type: 'ст. 8.30 КоАП ПК: неоплата парковки',
        provider: 'Административная комиссия г. Перми',
        status: 'issued',
        picture: finePictureBase64(),
      },
    ]);
    expect(report).toMatchObject({ accepted: true, format: 'json', rows: 1, created: 1, updated: 0 });
    expect(report.problems).toEqual([]);

    const calls = { list: 0, picture: 0 };
    page.on('request', (request) => {
      if (request.url().includes('/finesstorage/fines/v1')) calls.list += 1;
      if (request.url().includes('/finesstorage/fineimage/v1')) calls.picture += 1;
    });
    await logIn(page, driver);
    await page.goto('/profile/penalty');
    await expect(page.getByRole('heading', { name: 'Штрафы' })).toBeVisible();
    await expect(page.getByText('Найден 1 штраф', { exact: true })).toBeVisible();

    // the summary: date in perm's time, plate, sum, status and the coverage line
    const from = cityDateTime(session.start);
    const to = cityDateTime(session.end);
    const period = from.slice(0, 10) === to.slice(0, 10) ? `${from}–${to.slice(11)}` : `${from} – ${to}`;
    const coverage = `Оплачено: парковка ${period}, зона ${session.zone}`;
    const summary = page.getByRole('button', { name: `${cityDateTime(offence)} · ${plate}` });
    await expect(summary).toHaveCount(1);
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(summary).toContainText('1 500,00 ₽');
    await expect(summary).toContainText('Выставлен');
    await expect(summary).toContainText('ст. 8.30 КоАП ПК: неоплата парковки');
    await expect(summary).toContainText(coverage);
    await expect(page.getByText('Оплаты на это время не найдено')).toHaveCount(0);
    // nothing asked for the picture until the fine is opened
    expect(calls.picture).toBe(0);

    await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    // the details are the region the summary controls (one element with that id)
    const details = page.locator(`#fine-${uin}-details`);
    await expect(details).toHaveCount(1);
    await expect(summary).toHaveAttribute('aria-controls', `fine-${uin}-details`);
    await expect(details).toHaveAttribute('role', 'region');
    await expect(
      details.getByText('По нашим данным, парковка в это время была оплачена: штраф можно обжаловать.', {
        exact: true,
      }),
    ).toBeVisible();
    // covered by a paid stay: its proof and the appeal prefilled with it (issue 23: stay-proof.spec.ts)
    await expect(details.getByRole('button', { name: 'Подтверждение оплаты' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Обжаловать с подтверждением оплаты' })).toBeVisible();
    await expect(details).toContainText(uin);
    await expect(details).toContainText('ул. Ленина, 50');
    await expect(details).toContainText('Административная комиссия г. Перми');

    const picture = details.getByRole('img', { name: `Фото нарушения ${uin}` });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(48);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(32);

    // closed and opened again: the picture is kept, the list was asked for once
    await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await summary.click();
    await expect(picture).toBeVisible();
    expect(calls.picture).toBe(1);
    expect(calls.list).toBe(1);
    await finalShot7(page, 'fine-covered');
  });

  test('a driver writes an appeal, the operator answers on /operator, the driver reads the answer', async ({
    page,
    baseURL,
  }) => {
    const driver = await externalDriver(baseURL!);
    const stamp = Date.now().toString(36);
    const message = `Не списались деньги за парковку ${stamp}, прошу проверить.`;
    const reply = `Проверили, деньги списаны верно (${stamp}). Пришлите, пожалуйста, номер чека.`;
    await logIn(page, driver);
    await page.goto('/profile/feedback');
    await expect(page.getByRole('heading', { name: 'Обратная связь' })).toBeVisible();
    const appeals = page.getByRole('region', { name: 'Мои обращения' });
    await expect(appeals.getByText('У вас пока нет обращений')).toBeVisible();

    const form = page.getByRole('form', { name: 'Новое обращение' });
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(driver.email);
    await form.getByRole('textbox', { name: 'Телефон' }).fill('+7 912 3456789');
    await form.getByRole('textbox', { name: 'Email' }).fill(driver.email);
    await form.getByRole('combobox', { name: 'Тема' }).click();
    await page.getByRole('option', { name: 'Штрафы', exact: true }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(form.getByRole('combobox', { name: 'Тема' })).toHaveText('Штрафы');
    await form.getByRole('textbox', { name: 'Сообщение' }).fill(`  ${message}  `);

    const [registered] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/appealRegistration/v1')),
      form.getByRole('button', { name: 'Отправить' }).click(),
    ]);
    const sentAt = Date.now();
    const { idAppeal } = (await registered.json()) as { idAppeal: number };
    expect(idAppeal).toBeGreaterThan(0);
    const success = form.getByRole('alert').filter({ hasText: 'Ваше обращение зарегистрировано' });
    await expect(success).toBeVisible();
    // the form is cleared for the next appeal, the contacts stay
    await expect(form.getByRole('textbox', { name: 'Сообщение' })).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Тема' })).toHaveText('Без темы');

    // the new appeal is in the list: topic, status, the message trimmed
    const row = appeals.getByRole('button', { name: `Обращение № ${idAppeal}: Штрафы` });
    await expect(row).toContainText('Зарегистрировано');
    await expect(row).toContainText(`Вы: ${message}`);
    await expect(appeals.getByText('1 обращение', { exact: true })).toBeVisible();

    // the success message hides after 8 s (document 2 §9), not before
    await page.waitForTimeout(Math.max(0, sentAt + 6_500 - Date.now()));
    await expect(success).toBeVisible();
    await expect(success).toBeHidden({ timeout: 6_000 });
    expect(Date.now() - sentAt).toBeLessThan(11_000);
    await finalShot7(page, 'appeal-sent');

    // the operator, on its own page in the same browser, with its own token beside the driver's
    const desk = await page.context().newPage();
    await operatorSignsIn(desk);
    const tokens = await desk.evaluate(
      () => JSON.parse(localStorage.getItem('tokens') ?? '{}') as Record<string, Record<string, string>>,
    );
    expect(tokens.perm?.standard).toBe(driver.token);
    expect(tokens.perm?.operator).toBeTruthy();
    expect(tokens.perm?.operator).not.toBe(driver.token);

    await desk.getByRole('button', { name: `Обращение № ${idAppeal}`, exact: true }).click();
    const panel = desk.getByRole('region', { name: `Обращение № ${idAppeal}` });
    await expect(panel).toContainText(`Обращение № ${idAppeal} · Штрафы`);
    await expect(panel).toContainText(driver.email);
    await expect(panel).toContainText('+79123456789');
    await expect(panel.getByRole('log')).toContainText(message);
    await expect(panel.getByRole('combobox', { name: 'Статус обращения' })).toHaveText('Зарегистрировано');

    await panel.getByRole('textbox', { name: 'Ответ водителю' }).fill(reply);
    await panel.getByRole('button', { name: 'Ответить' }).click();
    await expect(panel.getByRole('alert').filter({ hasText: 'Ответ отправлен' })).toBeVisible();
    await expect(panel.getByRole('log')).toContainText(reply);
    await expect(panel.getByRole('textbox', { name: 'Ответ водителю' })).toHaveValue('');
    // a reply takes a registered appeal into work
    await expect(panel.getByRole('combobox', { name: 'Статус обращения' })).toHaveText('В работе');

    await panel.getByRole('combobox', { name: 'Статус обращения' }).click();
    await desk.getByRole('option', { name: 'Требует уточнения', exact: true }).click();
    await expect(desk.getByRole('listbox')).toHaveCount(0);
    await expect(panel.getByRole('alert').filter({ hasText: 'Статус изменён' })).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Статус обращения' })).toHaveText('Требует уточнения');
    await expect(desk.getByRole('button', { name: `Обращение № ${idAppeal}`, exact: true })).toContainText(
      'Требует уточнения',
    );
    await finalShot7(desk, 'operator-answered');

    // the e-mail notice, to the appeal's address, quoting the reply
    const notice = await waitForMessage(
      driver.email,
      (m) => m.kind === 'email' && m.subject === `Ответ на обращение № ${idAppeal}`,
    );
    if (notice.kind !== 'email') throw new Error('not an e-mail');
    expect(notice.text).toContain(`Оператор ответил на ваше обращение № ${idAppeal}:`);
    expect(notice.text).toContain(reply);
    expect(notice.text).toContain(`${baseURL}/profile/feedback`);

    // the driver: the appeal with its new status and the operator's answer, then its chat
    await page.bringToFront();
    await page.reload();
    const answered = appeals.getByRole('button', { name: `Обращение № ${idAppeal}: Штрафы` });
    await expect(answered).toContainText('Требует уточнения');
    await expect(answered).toContainText(reply);
    await expect(answered).not.toContainText('Вы: ');
    await answered.click();
    await expect(answered).toHaveAttribute('aria-pressed', 'true');
    const chat = appeals.getByRole('log');
    await expect(chat.getByText(message, { exact: true })).toBeVisible();
    await expect(chat.getByText(reply, { exact: true })).toBeVisible();
    await expect(chat.getByText(/^Оператор · \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toHaveCount(1);
    await expect(chat.getByText(/^Вы · \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toHaveCount(1);
    await finalShot7(page, 'driver-reads-answer');
  });
});
