import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { getToken } from '../../../shared/auth/auth-state';
import { peekActiveModal } from '../../../shared/modals/modal-store';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { loadDraft, saveDraft } from '../lib/registration-draft';
import { RegistrationPage } from './registration-page';

const EMAIL_SALT = 'emailSalt_0123456789';
const PHONE_SALT = 'phoneSalt_0123456789';

function api({ type = 'SMS' }: { type?: 'SMS' | 'Call' } = {}) {
  const calls: Record<string, unknown[]> = {};
  const record = (path: string, answer: unknown) => (_: URL, body: unknown) => {
    (calls[path] ??= []).push(body);
    return answer;
  };
  mockApi({
    '/api/profile/confirm-email': record('confirm-email', { status: 'ok' }),
    '/api/profile/send-email-code': record('send-email-code', { status: 'ok', emailSalt: EMAIL_SALT }),
    '/api/profile/send-sms-code': record('send-sms-code', { status: 'ok', phoneSalt: PHONE_SALT }),
    '/api/profile/confirm-phone': record('confirm-phone', { status: 'ok', token: 'new-driver' }),
    '/api/registration/get-confirmation-type': () => type,
  });
  return calls;
}

function draft(codeSentAt = Date.now()) {
  saveDraft({
    lastname: 'Петров',
    firstname: 'Иван',
    email: 'ivan@mail.ru',
    phone: '+7 (912) 345 - 67 - 89',
    emailSalt: EMAIL_SALT,
    codeSentAt,
  });
}

async function renderAt(route: string) {
  await testI18n.loadNamespaces(['registration', 'validation', 'forms', 'errors']);
  return renderWithProviders(
    <Routes>
      <Route path="/registration/confirmation/:step/:salt/:code?" element={<RegistrationPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('registration confirmation steps', () => {
  it('counts 10 seconds down before offering to resend the e-mail code', async () => {
    vi.useFakeTimers();
    const calls = api();
    draft();
    await renderAt(`/registration/confirmation/email/${EMAIL_SALT}`);
    const wait = screen.getByTestId('resend-wait');
    expect(wait).toHaveTextContent('Отправить код повторно можно через 10 секунд');
    act(() => vi.advanceTimersByTime(7000));
    expect(wait).toHaveTextContent('через 3 секунды');
    act(() => vi.advanceTimersByTime(2000));
    expect(wait).toHaveTextContent('через 1 секунду');
    expect(screen.queryByRole('button', { name: 'Отправить код повторно' })).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'Отправить код повторно' });

    vi.useRealTimers();
    await userEvent.setup().click(resend);
    expect(await screen.findByText('Код отправлен повторно')).toHaveAttribute('role', 'status');
    expect(calls['send-email-code']).toEqual([{ email: 'ivan@mail.ru', edit: false, salt: EMAIL_SALT }]);
    // The wait starts again.
    expect(screen.getByTestId('resend-wait')).toHaveTextContent('через 10 секунд');
  });

  it('applies a code from the link at once, then sends the phone code', async () => {
    const calls = api();
    draft();
    await renderAt(`/registration/confirmation/email/${EMAIL_SALT}/123456`);
    expect(screen.getByLabelText(/Код из письма/)).toHaveValue('123456');
    await waitFor(() => expect(location()).toBe(`/registration/confirmation/phone/${PHONE_SALT}`));
    expect(calls['confirm-email']).toEqual([{ salt: EMAIL_SALT, code: '123456' }]);
    expect(calls['send-sms-code']).toEqual([
      { phone: '79123456789', edit: false, isReply: false, salt: EMAIL_SALT },
    ]);
    expect(loadDraft()).toMatchObject({ phoneSalt: PHONE_SALT, emailConfirmedSalt: EMAIL_SALT });
  });

  it('says what is wrong with a refused code and keeps the step', async () => {
    mockApi({
      '/api/profile/confirm-email': () => ({ status: 'error', errorName: 'IncorrectCode' }),
    });
    draft();
    await renderAt(`/registration/confirmation/email/${EMAIL_SALT}`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Подтвердить e-mail' }));
    expect(await screen.findByText('Это поле обязательно к заполнению')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Код из письма/), '12ab34');
    expect(screen.getByLabelText(/Код из письма/)).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Подтвердить e-mail' }));
    expect(await screen.findByText('Введите код из 6 цифр')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Код из письма/), '56');
    await user.click(screen.getByRole('button', { name: 'Подтвердить e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный код');
    expect(location()).toBe(`/registration/confirmation/email/${EMAIL_SALT}`);
  });

  it('confirms the phone by the last 4 digits of a call, stores the token and clears the draft', async () => {
    const calls = api({ type: 'Call' });
    draft(Date.now() - 60_000);
    await renderAt(`/registration/confirmation/phone/${PHONE_SALT}`);
    const user = userEvent.setup();
    expect(
      await screen.findByText(/введите последние 4 цифры номера, с которого звонят/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    await waitFor(() =>
      expect(calls['send-sms-code']).toEqual([
        { phone: '79123456789', edit: false, isReply: true, salt: PHONE_SALT },
      ]),
    );
    await user.type(screen.getByLabelText(/Последние 4 цифры номера/), '4321');
    await user.click(screen.getByRole('button', { name: 'Завершить регистрацию' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(calls['confirm-phone']).toEqual([{ salt: PHONE_SALT, code: '4321' }]);
    expect(getToken('standard', 'perm')).toBe('new-driver');
    expect(loadDraft()).toBeNull();
    expect(peekActiveModal()?.request).toMatchObject({ kind: 'simple', title: 'Регистрация завершена' });
  });
});
