import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { CompanyLoginForm } from './company-login-form';

const CAPTCHA = 'data:image/svg+xml;base64,PHN2Zy8+';
const VALID = { inn: '7707083893', contractNumber: 'КП-0001', password: 'wrong-password' };

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('CompanyLoginForm', () => {
  it('shows the captcha a refusal carries and sends its code and id with the next try', async () => {
    const bodies: Record<string, string>[] = [];
    mockApi({
      '/api/auth/login-corp-v1': (_, body) => {
        bodies.push(body as Record<string, string>);
        return (body as { captcha?: string }).captcha === 'x7k2'
          ? { status: 'ok', token: 'corp-token' }
          : { status: 'error', errorName: 'IncorrectLogin', captcha: CAPTCHA, captchaId: 'c1' };
      },
      '/api/auth/get-captcha': () => ({ status: 'ok', captcha: `${CAPTCHA}#2`, captchaId: 'c2' }),
    });
    await testI18n.loadNamespaces(['company', 'errors', 'forms']);
    const onSignedIn = vi.fn();
    renderWithProviders(<CompanyLoginForm onSignedIn={onSignedIn} />, { route: '/coop-profile' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/ИНН/), VALID.inn);
    await user.type(screen.getByLabelText(/Номер договора/), VALID.contractNumber);
    await user.type(screen.getByLabelText(/Пароль/), VALID.password);
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    const image = await screen.findByRole('img', { name: 'Картинка с кодом для проверки' });
    expect(image).toHaveAttribute('src', CAPTCHA);
    expect(screen.getByRole('alert')).toHaveTextContent('Неверный логин или пароль');
    await user.click(screen.getByRole('button', { name: 'Показать другую картинку' }));
    await waitFor(() => expect(image).toHaveAttribute('src', `${CAPTCHA}#2`));

    await user.type(screen.getByLabelText(/Код с картинки/), 'x7k2');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(bodies.at(-1)).toEqual({ ...VALID, captcha: 'x7k2', captchaId: 'c2' });
  });
});
