import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { closeModal, peekActiveModal } from '../../../shared/modals/modal-store';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { saveRestoreDraft } from '../lib/restore-draft';
import { RestorePasswordPage } from './restore-password-page';

const SALT = 'restoreSalt_0123456789';
const SALT2 = 'restoreSalt_abcdefghij';

function api() {
  const calls: Record<string, unknown[]> = {};
  const record =
    (name: string, answer: (body: Record<string, string>) => unknown) => (_: URL, body: unknown) => {
      (calls[name] ??= []).push(body);
      return answer(body as Record<string, string>);
    };
  mockApi({
    '/api/auth/restore-password/send': record('send', (body) => ({
      status: 'ok',
      salt: body.channel === 'Call' ? SALT2 : SALT,
    })),
    '/api/auth/restore-password/check': record('check', (body) =>
      body.code === '123456' || body.code === '4321'
        ? { status: 'ok' }
        : { status: 'error', errorName: 'IncorrectCode' },
    ),
    '/api/auth/restore-password/change': record('change', () => ({ status: 'ok' })),
  });
  return calls;
}

async function renderAt(route: string) {
  await testI18n.loadNamespaces(['restore-password', 'validation', 'forms', 'errors']);
  renderWithProviders(
    <Routes>
      <Route path="/restore-password/:step?/:salt?" element={<RestorePasswordPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route },
  );
  return userEvent.setup();
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  window.sessionStorage.clear();
  closeModal();
});
afterEach(() => vi.unstubAllGlobals());

describe('restore password', () => {
  it('walks from the login refusal to a new password and on to the login modal', async () => {
    const calls = api();
    const user = await renderAt('/restore-password?error=EmptyPass&email=driver@mail.ru');
    expect(screen.getByRole('alert')).toHaveTextContent('Пароль не задан. Восстановите пароль');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('driver@mail.ru');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    await waitFor(() => expect(location()).toBe(`/restore-password/code/${SALT}`));
    expect(calls.send).toEqual([{ email: 'driver@mail.ru', mode: 'code', channel: 'SMS' }]);
    expect(screen.getByText('Мы отправили код на driver@mail.ru.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Код из письма/), '000000');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Неверный код')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Код из письма/));
    await user.type(screen.getByLabelText(/Код из письма/), '123456');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));

    await waitFor(() => expect(location()).toBe(`/restore-password/password/${SALT}`));
    await user.type(screen.getByLabelText(/^Новый пароль/, { selector: 'input' }), 'newpass1');
    await user.type(screen.getByLabelText(/^Повторите пароль/), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Повторите пароль/));
    await user.type(screen.getByLabelText(/^Повторите пароль/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));

    await waitFor(() => expect(location()).toBe('/'));
    expect(calls.change).toEqual([{ salt: SALT, code: '123456', pass: 'newpass1' }]);
    expect(peekActiveModal()?.request).toEqual({
      kind: 'simple',
      title: 'Пароль изменён',
      message: 'Теперь вы можете войти с новым паролем.',
      okLabel: 'Войти',
      next: { kind: 'login' },
    });
  });

  it('sends a new password by a call and says where it went', async () => {
    const calls = api();
    const user = await renderAt('/restore-password');
    await user.click(screen.getByRole('button', { name: 'По телефону' }));
    await user.type(screen.getByLabelText(/^Телефон/), '9123456789');
    await user.click(screen.getByRole('radio', { name: /Сразу новый пароль звонком/ }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(
      await screen.findByText(/последние 4 цифры номера, с которого звонят, — ваш новый пароль/),
    ).toHaveTextContent('+7 (912) 345 - 67 - 89');
    expect(calls.send).toEqual([{ phone: '79123456789', mode: 'password', channel: 'Call' }]);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(peekActiveModal()?.request).toEqual({ kind: 'login' });
  });

  it('offers another call with a new password once the wait is over, or a code by SMS instead', async () => {
    const calls = api();
    const user = await renderAt('/restore-password');
    await user.click(screen.getByRole('button', { name: 'По телефону' }));
    await user.type(screen.getByLabelText(/^Телефон/), '9123456789');
    await user.click(screen.getByRole('radio', { name: /Сразу новый пароль звонком/ }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByTestId('resend-wait')).toHaveTextContent(
      'Позвонить ещё раз можно через 10 секунд',
    );
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 11_000);
    try {
      await user.click(await screen.findByRole('button', { name: 'Позвонить ещё раз' }));
      await waitFor(() => expect(calls.send).toHaveLength(2));
      expect(calls.send![1]).toEqual({ phone: '79123456789', mode: 'password', channel: 'Call' });
      expect(await screen.findByText('Звонок заказан ещё раз')).toBeInTheDocument();
      expect(screen.getByTestId('resend-wait')).toHaveTextContent('через 10 секунд');
      clock.mockReturnValue(now + 22_000);
      await user.click(await screen.findByRole('button', { name: 'Получить код по SMS' }));
      await waitFor(() => expect(location()).toBe(`/restore-password/code/${SALT}`));
      expect(calls.send![2]).toEqual({ phone: '79123456789', mode: 'code', channel: 'SMS' });
    } finally {
      clock.mockRestore();
    }
  });

  it('offers the new password by e-mail again once the wait is over', async () => {
    const calls = api();
    const user = await renderAt('/restore-password');
    await user.type(screen.getByLabelText(/^E-mail/), 'driver@mail.ru');
    await user.click(screen.getByRole('radio', { name: /Сразу новый пароль на e-mail/ }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByTestId('resend-wait')).toHaveTextContent(
      'Отправить пароль ещё раз можно через 10 секунд',
    );
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 11_000);
    try {
      await user.click(await screen.findByRole('button', { name: 'Отправить пароль ещё раз' }));
      await waitFor(() => expect(calls.send).toHaveLength(2));
      expect(calls.send![1]).toEqual({ email: 'driver@mail.ru', mode: 'password', channel: 'SMS' });
      expect(await screen.findByText('Письмо отправлено ещё раз')).toBeInTheDocument();
    } finally {
      clock.mockRestore();
    }
  });

  it('offers a call instead of the SMS once the wait is over', async () => {
    const calls = api();
    saveRestoreDraft({
      salt: SALT,
      target: { phone: '79123456789' },
      channel: 'SMS',
      sentAt: Date.now() - 60_000,
    });
    const user = await renderAt(`/restore-password/code/${SALT}`);
    expect(screen.getByLabelText(/Код из SMS/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Получить звонок вместо SMS' }));
    await waitFor(() => expect(location()).toBe(`/restore-password/code/${SALT2}`));
    expect(calls.send).toEqual([{ phone: '79123456789', mode: 'code', channel: 'Call' }]);
    expect(screen.getByLabelText(/Последние 4 цифры номера/)).toBeInTheDocument();
    expect(screen.getByText('Код отправлен повторно')).toBeInTheDocument();
    expect(screen.getByTestId('resend-wait')).toHaveTextContent('через 10 секунд');
    await user.type(screen.getByLabelText(/Последние 4 цифры номера/), '4321');
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(location()).toBe(`/restore-password/password/${SALT2}`));
    expect(calls.check).toEqual([{ salt: SALT2, code: '4321' }]);
  });

  it('asks to start again when the checked code is not known in this tab', async () => {
    api();
    await renderAt(`/restore-password/password/${SALT}`);
    expect(screen.getByRole('link', { name: 'Начать заново' })).toHaveAttribute('href', '/restore-password');
  });
});
