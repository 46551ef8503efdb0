import type { Page } from '@playwright/test';
import { expect, shot, test } from './fixtures';
import { codeIn, waitForMessage } from './read-messages';

/** A form field by its label as shown, with or without the required-field asterisk. */
function field(scope: Page | ReturnType<Page['getByRole']>, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // input: a form may carry the same accessible name as its field.
  return scope.locator('input').and(scope.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`)));
}

/** A driver nobody has registered yet: unique e-mail and phone per run. */
function newDriver() {
  const n = Date.now() % 1_000_000_000;
  return {
    firstname: 'Иван',
    lastname: 'Петров',
    email: `driver${n}@example.ru`,
    phone: `79${String(n).padStart(9, '0')}`,
    password: 'parking42',
  };
}
type Driver = ReturnType<typeof newDriver>;

/** What a driver reads on the account pages, per interface language. */
const UI = {
  ru: {
    prefix: '',
    lastname: 'Фамилия',
    firstname: 'Имя',
    phone: 'Телефон',
    password: 'Пароль',
    repeat: 'Повторите пароль',
    signUp: 'Зарегистрироваться',
    mailCode: 'Код из письма',
    confirmMail: 'Подтвердить e-mail',
    phoneCode: /Код из SMS|Последние 4 цифры/,
    finish: 'Завершить регистрацию',
    done: 'Регистрация завершена',
    logout: 'Выйти',
    login: 'Войти',
  },
  en: {
    prefix: '/en',
    lastname: 'Last name',
    firstname: 'First name',
    phone: 'Phone',
    password: 'Password',
    repeat: 'Repeat the password',
    signUp: 'Sign up',
    mailCode: 'Code from the e-mail',
    confirmMail: 'Confirm e-mail',
    phoneCode: /Code from the SMS|Last 4 digits/,
    finish: 'Finish registration',
    done: 'Registration complete',
    logout: 'Log out',
    login: 'Log in',
  },
};
type Lang = keyof typeof UI;

async function register(page: Page, d: Driver, lang: Lang = 'ru'): Promise<void> {
  const ui = UI[lang];
  await page.goto(`${ui.prefix}/registration`);
  await field(page, ui.lastname).fill(d.lastname);
  await field(page, ui.firstname).fill(d.firstname);
  await field(page, 'E-mail').fill(d.email);
  await field(page, ui.phone).fill(d.phone.slice(1));
  await field(page, ui.password).fill(d.password);
  await field(page, ui.repeat).fill(d.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: ui.signUp }).click();

  await expect(page).toHaveURL(/\/registration\/confirmation\/email\//);
  const mail = await waitForMessage(d.email);
  // The mail is written in the language the driver registered in.
  if (lang === 'en') expect(mail.kind === 'email' && mail.subject).not.toMatch(/[а-яё]/i);
  await field(page, ui.mailCode).fill(codeIn(mail));
  await page.getByRole('button', { name: ui.confirmMail }).click();

  await expect(page).toHaveURL(/\/registration\/confirmation\/phone\//);
  const sms = await waitForMessage(d.phone, (m) => m.kind !== 'email');
  await page.getByLabel(ui.phoneCode).fill(codeIn(sms));
  await page.getByRole('button', { name: ui.finish }).click();
  const done = page.getByRole('dialog', { name: ui.done });
  await expect(done).toBeVisible();
  await done.getByRole('button').last().click();
  await expect(page.getByRole('button', { name: new RegExp(d.firstname) })).toBeVisible();
}

async function logOut(page: Page, d: Driver, lang: Lang = 'ru'): Promise<void> {
  await page.getByRole('button', { name: new RegExp(d.firstname) }).click();
  await page.getByRole('menuitem', { name: UI[lang].logout }).click();
  await expect(page.getByRole('button', { name: UI[lang].login })).toBeVisible();
}

async function openLogin(page: Page, login: string, password: string, lang: Lang = 'ru'): Promise<void> {
  const ui = UI[lang];
  await page.getByRole('button', { name: ui.login }).click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'E-mail').fill(login);
  await field(dialog, ui.password).fill(password);
  await dialog.getByRole('button', { name: ui.login, exact: true }).click();
}

test.describe('accounts', () => {
  test('registers with codes from mail and SMS, logs out and logs in again', async ({ page }) => {
    const d = newDriver();
    await register(page, d);
    await page.screenshot({ path: shot('registered.png') });
    await logOut(page, d);

    await page.goto('/news');
    await openLogin(page, d.email, d.password);
    await expect(page.getByRole('button', { name: new RegExp(d.firstname) })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tokens'))).toContain('standard');
  });

  test('asks for the picture code after repeated wrong passwords', async ({ page }) => {
    const d = newDriver();
    await register(page, d);
    await logOut(page, d);
    await page.goto('/news');
    await openLogin(page, d.email, 'wrong-password');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Неверный логин или пароль')).toBeVisible();
    for (let i = 0; i < 2; i++) await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(dialog.getByRole('img', { name: 'Картинка с кодом для проверки' })).toBeVisible();
    await page.screenshot({ path: shot('login-captcha.png') });

    // The right password is not enough without the picture code.
    await field(dialog, 'Пароль').fill(d.password);
    await field(dialog, 'Код с картинки').fill('zzzz');
    await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(dialog.getByText(/код с картинки|captcha/i).last()).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(d.firstname) })).toHaveCount(0);
  });

  test('restores a forgotten password with a code from the mail', async ({ page }) => {
    const d = newDriver();
    await register(page, d);
    await logOut(page, d);

    // The registration mailed a code moments ago; a second one to the same address is allowed
    // after the resend cooldown (10 s), as the resend countdown tells a driver.
    await page.waitForTimeout(10_500);
    await page.goto('/restore-password');
    await field(page, 'E-mail').fill(d.email);
    await page.getByRole('button', { name: 'Отправить' }).click();
    const mail = await waitForMessage(
      d.email,
      (m) => m.kind === 'email' && /парол|password/i.test(m.subject),
    );
    await field(page, 'Код из письма').fill(codeIn(mail));
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await field(page, 'Новый пароль').fill('newsecret7');
    await field(page, 'Повторите пароль').fill('newsecret7');
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByText('Пароль изменён')).toBeVisible();
    await page.getByRole('button', { name: 'Войти' }).last().click();

    const dialog = page.getByRole('dialog');
    await field(dialog, 'E-mail').fill(d.email);
    await field(dialog, 'Пароль').fill('newsecret7');
    await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByRole('button', { name: new RegExp(d.firstname) })).toBeVisible();
    // The change is announced to the owner of the account.
    await waitForMessage(d.email, (m) => m.kind === 'email' && /изменён|changed/i.test(m.subject));
  });

  test('logs in with the external identity provider', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Яндекс ID/ })
      .click();
    await page.getByRole('button', { name: /Allow|Разрешить/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Войти' })).toHaveCount(0);
  });
});

test.describe('accounts in English', () => {
  test('registers with codes in English, logs out and logs in again', async ({ page }) => {
    const d = { ...newDriver(), firstname: 'John', lastname: 'Smith' };
    await register(page, d, 'en');
    await logOut(page, d, 'en');
    await page.goto('/en/news');
    await openLogin(page, d.email, d.password, 'en');
    await expect(page.getByRole('button', { name: /John/ })).toBeVisible();
  });

  test('refuses a wrong password in English', async ({ page }) => {
    await page.goto('/en/news');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog, 'E-mail').fill('nobody@example.ru');
    await field(dialog, 'Password').fill('whatever1');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByText('Incorrect login or password')).toBeVisible();
  });
});
