import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, TOKENS_STORAGE_KEY } from '../../../shared/auth/auth-state';
import { peekActiveModal } from '../../../shared/modals/modal-store';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags, siteOptions } from '../../../shared/testing/site-options-factory';
import { LoginPanel } from './login-panel';

const CAPTCHA = 'data:image/svg+xml;base64,PHN2Zy8+';
const profile = {
  firstName: 'Иван',
  lastName: 'Петров',
  email: 'driver@mail.ru',
  phones: [],
  defaultZone: null,
};

type LoginAnswer = (body: Record<string, string>) => unknown;

function api({ easyAuth = false, login }: { easyAuth?: boolean; login: LoginAnswer }) {
  const bodies: Record<string, string>[] = [];
  mockApi({
    '/api/options/get-settings': () => settingsFlags({ useEasyAuth: easyAuth }),
    '/api/options/get-options': () => siteOptions(),
    '/api/auth/login': (_, body) => {
      bodies.push(body as Record<string, string>);
      return login(body as Record<string, string>);
    },
    '/api/auth/get-captcha': () => ({ status: 'ok', captcha: `${CAPTCHA}#2`, captchaId: 'c2' }),
    '/api/profile/get-profile-v6': () => profile,
  });
  return bodies;
}

async function renderPanel() {
  await testI18n.loadNamespaces(['loginForm', 'validation', 'forms', 'errors']);
  const onDone = vi.fn();
  renderWithProviders(<LoginPanel onDone={onDone} />, { route: '/news' });
  return { onDone, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('LoginPanel', () => {
  it('asks for an e-mail unless easy auth is on', async () => {
    const bodies = api({ login: () => ({ status: 'error', errorName: 'IncorrectLogin' }) });
    const { user } = await renderPanel();
    const field = await screen.findByLabelText(/^E-mail/);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Это поле обязательно к заполнению')).toBeInTheDocument();
    await user.type(field, '+7 912 345-67-89');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите корректный e-mail')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('takes a phone in easy-auth mode and sends it as digits, trimmed password', async () => {
    const bodies = api({ easyAuth: true, login: () => ({ status: 'error', errorName: 'IncorrectLogin' }) });
    const { user } = await renderPanel();
    const field = await screen.findByLabelText(/^E-mail или телефон/);
    await user.type(field, 'driver');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите корректный e-mail или номер телефона')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, ' 8 (912) 345-67-89 ');
    await user.type(screen.getByLabelText('Пароль'), ' secret1 ');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль');
    expect(bodies).toEqual([{ login: '79123456789', password: 'secret1' }]);
  });

  it('shows the captcha the refusal carries and sends the code with the next try', async () => {
    const bodies = api({
      login: (body) =>
        body.captcha === 'x7k2'
          ? { status: 'error', errorName: 'LoginTryLimit' }
          : { status: 'error', errorName: 'IncorrectLogin', captcha: CAPTCHA, captchaId: 'c1' },
    });
    const { user } = await renderPanel();
    await user.type(await screen.findByLabelText(/^E-mail/), 'driver@mail.ru');
    await user.type(screen.getByLabelText('Пароль'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    const image = await screen.findByRole('img', { name: 'Картинка с кодом для проверки' });
    expect(image).toHaveAttribute('src', CAPTCHA);

    // The code is now required, and another picture can be asked for.
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Это поле обязательно к заполнению')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать другую картинку' }));
    await waitFor(() => expect(image).toHaveAttribute('src', `${CAPTCHA}#2`));

    await user.type(screen.getByLabelText(/Код с картинки/), 'x7k2');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Превышено число попыток входа, попробуйте позже')).toBeInTheDocument();
    // The answer goes with the id of the picture shown (the refreshed one).
    expect(bodies.at(-1)).toEqual({
      login: 'driver@mail.ru',
      password: 'wrong',
      captcha: 'x7k2',
      captchaId: 'c2',
    });
  });

  it('sends an account without a password to password restore', async () => {
    api({ login: () => ({ status: 'error', errorName: 'EmptyPass' }) });
    const { user, onDone } = await renderPanel();
    await user.type(await screen.findByLabelText(/^E-mail/), 'driver@mail.ru');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(location()).toBe('/restore-password?error=EmptyPass&email=driver%40mail.ru'));
    expect(onDone).toHaveBeenCalled();
  });

  it('stores the token, loads the profile, tells the other tabs and goes to the map', async () => {
    api({ login: () => ({ status: 'ok', token: 'tok-1' }) });
    const otherTab = new BroadcastChannel('auth');
    const heard = vi.fn();
    otherTab.onmessage = (event) => heard(event.data);
    const { user, onDone } = await renderPanel();
    await user.type(await screen.findByLabelText(/^E-mail/), 'driver@mail.ru');
    await user.type(screen.getByLabelText('Пароль'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(onDone).toHaveBeenCalled();
    expect(getToken('standard', 'perm')).toBe('tok-1');
    expect(JSON.parse(window.localStorage.getItem(TOKENS_STORAGE_KEY)!)).toEqual({
      perm: { standard: 'tok-1' },
    });
    await waitFor(() =>
      expect(heard).toHaveBeenCalledWith(expect.objectContaining({ message: 'LOGIN', city: 'perm' })),
    );
    otherTab.close();
  });

  it('goes to the parking page when the driver has a default zone', async () => {
    api({ login: () => ({ status: 'ok', token: 'tok-2' }) });
    profile.defaultZone = '101' as never;
    const { user } = await renderPanel();
    await user.type(await screen.findByLabelText(/^E-mail/), 'driver@mail.ru');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(location()).toBe('/profile/parking'));
    profile.defaultZone = null;
  });

  it('sends a login with a one-time call password on to set a new one', async () => {
    api({ login: () => ({ status: 'ok', token: 'tok-3', mustChangePassword: true }) });
    const { user } = await renderPanel();
    await user.type(await screen.findByLabelText(/^E-mail/), 'driver@mail.ru');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(location()).toBe('/profile/my-profile'));
    expect(peekActiveModal()?.request).toMatchObject({ kind: 'simple', title: 'Задайте новый пароль' });
  });

  it('offers the external-ID login only when it is configured', async () => {
    mockApi({
      '/api/options/get-settings': () =>
        settingsFlags({ externalAuth: { clientId: 'cid', authorizeUrl: 'https://id.example/authorize' } }),
      '/api/options/get-options': () => siteOptions({ isCoopProfile: true }),
    });
    await renderPanel();
    expect(await screen.findByRole('button', { name: 'Войти с Яндекс ID' })).toBeInTheDocument();
    // Cooperative logins sign in on /coop-profile (document 1 §2).
    expect(screen.getByRole('link', { name: 'Войти как юридическое лицо' })).toHaveAttribute(
      'href',
      '/coop-profile',
    );
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute('href', '/restore-password');
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/registration');
  });
});
