import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags } from '../../../shared/testing/site-options-factory';
import { loadDraft, REGISTRATION_DRAFT_KEY } from '../lib/registration-draft';
import { RegistrationForm } from './registration-form';

const SALT = 'emailSalt_0123456789';

function api({ emailTaken = false } = {}) {
  const registered: unknown[] = [];
  const checked: unknown[] = [];
  mockApi({
    '/api/options/get-settings': () =>
      settingsFlags({ personalDataPage: { path: '/pages/agreement', title: 'Соглашение' } }),
    '/api/profile/check-email': (_, body) => {
      checked.push(body);
      return emailTaken ? { status: 'error', errorName: 'UserExists' } : { status: 'ok' };
    },
    '/api/profile/check-phone': () => ({ status: 'ok' }),
    '/api/registration/register': (_, body) => {
      registered.push(body);
      return { status: 'ok', emailSalt: SALT };
    },
  });
  return { registered, checked };
}

async function renderForm() {
  await testI18n.loadNamespaces(['registration', 'validation', 'forms', 'errors']);
  const user = userEvent.setup();
  const view = renderWithProviders(<RegistrationForm />, { route: '/registration' });
  return { user, ...view };
}

const field = (label: RegExp | string) => screen.getByLabelText(label, { selector: 'input' });
const location = () => screen.getByTestId('location').textContent;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Фамилия/), 'Петров');
  await user.type(field(/^Имя/), 'Иван');
  await user.type(field(/^E-mail/), 'Ivan@Mail.ru ');
  await user.type(field(/^Телефон/), '89123456789');
  await user.type(field(/^Пароль/), 'secret1');
  await user.type(field(/^Повторите пароль/), 'secret1');
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('RegistrationForm', () => {
  it('requires the agreement and names every empty required field', async () => {
    const { registered } = api();
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findAllByText('Это поле обязательно к заполнению')).toHaveLength(5);
    expect(screen.getByText('Телефон не может быть пустым')).toBeInTheDocument();
    expect(screen.getByText('Необходимо принять пользовательское соглашение')).toBeInTheDocument();
    expect(field(/^Фамилия/)).toHaveFocus();
    expect(screen.getByRole('link', { name: 'обработку персональных данных' })).toHaveAttribute(
      'href',
      '/pages/agreement',
    );
    expect(registered).toHaveLength(0);
  });

  it('says at once when the repeat differs, and when the phone is short', async () => {
    api();
    const { user } = await renderForm();
    await user.type(field(/^Пароль/), 'secret1');
    await user.type(field(/^Повторите пароль/), 'secret2');
    await user.type(field(/^Телефон/), '912345');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(screen.getByText('Номер должен содержать 11 цифр')).toBeInTheDocument();
  });

  it('masks the phone and sends normalised data, then opens the e-mail step', async () => {
    const { registered } = api();
    const { user } = await renderForm();
    await fillValid(user);
    expect(field(/^Телефон/)).toHaveValue('+7 (912) 345 - 67 - 89');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(location()).toBe(`/registration/confirmation/email/${SALT}`));
    expect(registered).toEqual([
      {
        firstname: 'Иван',
        lastname: 'Петров',
        middlename: '',
        pass: 'secret1',
        email: 'ivan@mail.ru',
        phone: '79123456789',
      },
    ]);
    expect(loadDraft()).toMatchObject({ emailSalt: SALT, phone: '+7 (912) 345 - 67 - 89' });
    // The password never reaches storage.
    expect(window.localStorage.getItem(REGISTRATION_DRAFT_KEY)).not.toContain('secret1');
  });

  it('shows a taken e-mail while typing and does not register it', async () => {
    const { registered, checked } = api({ emailTaken: true });
    const { user } = await renderForm();
    await fillValid(user);
    expect(await screen.findByText('Пользователь с таким e-mail уже существует')).toBeInTheDocument();
    expect(checked).toEqual([{ email: 'ivan@mail.ru' }]);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(field(/^E-mail/)).toHaveFocus());
    expect(registered).toHaveLength(0);
  });

  it('restores the draft after a reload, without the password', async () => {
    api();
    const { user, unmount } = await renderForm();
    await fillValid(user);
    unmount();
    await renderForm();
    expect(field(/^Фамилия/)).toHaveValue('Петров');
    expect(field(/^Имя/)).toHaveValue('Иван');
    expect(field(/^E-mail/)).toHaveValue('Ivan@Mail.ru');
    expect(field(/^Телефон/)).toHaveValue('+7 (912) 345 - 67 - 89');
    expect(field(/^Пароль/)).toHaveValue('');
  });
});
