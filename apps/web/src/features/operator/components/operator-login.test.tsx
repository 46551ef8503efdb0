import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { OperatorLogin } from './operator-login';

const CAPTCHA = 'data:image/svg+xml;base64,PHN2Zy8+';
const OPERATOR = { id: 1, login: 'op', name: 'Оператор Анна' };

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator', 'errors', 'forms']);
});
afterEach(() => vi.unstubAllGlobals());

describe('OperatorLogin', () => {
  it('shows the captcha a refusal carries, asks for its code and sends it with the id', async () => {
    const bodies: Record<string, string>[] = [];
    mockApi({
      '/api/operator/login': (_, body) => {
        bodies.push(body as Record<string, string>);
        const { password, captcha } = body as { password: string; captcha?: string };
        if (!captcha)
          return { status: 'error', errorName: 'CaptchaIncorrect', captcha: CAPTCHA, captchaId: 'c1' };
        return password === 'secret' && captcha === 'x7k2'
          ? { status: 'ok', token: 'op-token', operator: OPERATOR }
          : { status: 'error', errorName: 'IncorrectLogin' };
      },
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<OperatorLogin onSignedIn={onSignedIn} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Логин/), 'op');
    await user.type(screen.getByLabelText(/Пароль/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByRole('img', { name: 'Картинка с кодом для проверки' })).toHaveAttribute(
      'src',
      CAPTCHA,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Неверный код с картинки');
    // the code is required now
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Это поле обязательно к заполнению')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);

    await user.type(screen.getByLabelText(/Код с картинки/), 'x7k2');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('op-token', OPERATOR));
    expect(bodies.at(-1)).toEqual({ login: 'op', password: 'secret', captcha: 'x7k2', captchaId: 'c1' });
  });
});
