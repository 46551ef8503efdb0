import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { api, company } from '../lib/company-test-kit';
import { CompanyPage } from './company-page';

async function renderPage() {
  await testI18n.loadNamespaces(['company', 'errors', 'forms']);
  const user = userEvent.setup();
  const view = renderWithProviders(<CompanyPage />, { route: '/coop-profile' });
  return { user, ...view };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the corporate sign-in', { timeout: 30_000 }, () => {
  it('checks the fields with the domain schema before any call', async () => {
    const { calls } = api(company());
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Это поле обязательно к заполнению')).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: /ИНН/ }), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(
      await screen.findByText('ИНН должен содержать 10 или 12 цифр с верным контрольным числом'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('keeps the corporate token apart from the driver token and opens the cabinet', async () => {
    setToken('standard', 'driver-token');
    const { calls, fetchMock } = api(company(), {
      '/api/auth/login-corp-v1': () => ({ status: 'ok', token: 'corp-token' }),
    });
    const { user } = await renderPage();
    await user.type(await screen.findByRole('textbox', { name: /ИНН/ }), '7707083893');
    await user.type(screen.getByRole('textbox', { name: /Номер договора/ }), 'КП-0001');
    await user.type(screen.getByLabelText(/Пароль/, { selector: 'input' }), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('heading', { name: 'ООО «Ромашка»' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ inn: '7707083893', contractNumber: 'КП-0001', password: 'secret-1' });
    expect(getToken('corporate')).toBe('corp-token');
    expect(getToken('standard')).toBe('driver-token');
    const profileCall = fetchMock.mock.calls.find(([url]) => String(url).includes('get-profile'));
    expect((profileCall![1]!.headers as Record<string, string>).Authorization).toBe('Bearer corp-token');
  });

  it('says a refusal in the form', async () => {
    api(company(), {
      '/api/auth/login-corp-v1': () => ({ status: 'error', errorName: 'IncorrectLogin', errorMessage: 'x' }),
    });
    const { user } = await renderPage();
    await user.type(await screen.findByRole('textbox', { name: /ИНН/ }), '7707083893');
    await user.type(screen.getByRole('textbox', { name: /Номер договора/ }), 'КП-0001');
    await user.type(screen.getByLabelText(/Пароль/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверный логин или пароль')).toBeInTheDocument();
    expect(getToken('corporate')).toBeNull();
  });

  it('a refused corporate token signs the company out, not the driver', async () => {
    setToken('standard', 'driver-token');
    setToken('corporate', 'old-corp');
    mockApi({
      '/api/corp-profile/get-profile': () => ({
        status: 'error',
        errorName: 'TokenExpired',
        errorMessage: 'x',
      }),
    });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Вход для юридических лиц' })).toBeInTheDocument();
    expect(getToken('corporate')).toBeNull();
    expect(getToken('standard')).toBe('driver-token');
  });
});

describe('the company cabinet', { timeout: 30_000 }, () => {
  beforeEach(() => setToken('corporate', 'corp-token'));

  it('shows the company with the balance cut to whole roubles, the drivers and the vehicles', async () => {
    api(company());
    const { user } = await renderPage();
    expect(await screen.findByRole('heading', { name: 'ООО «Ромашка»' })).toBeInTheDocument();
    // 1234.99 ₽ is shown as 1 234,00 ₽ (whole roubles), never rounded up.
    expect(screen.getByTestId('corp-balance')).toHaveTextContent(/^1\s234,00\s₽$/);
    expect(screen.getByText('7707083893')).toBeInTheDocument();
    const drivers = screen.getByRole('table', { name: 'Водители' });
    expect(within(drivers).getByText('Иванов Иван Иванович')).toBeInTheDocument();
    expect(within(drivers).getByText('+7 (900) 123 - 45 - 67')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Транспорт и устройства (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Транспорт и устройства/ }));
    const vehicles = screen.getByRole('table', { name: 'Транспорт и устройства' });
    expect(within(vehicles).getByText('XTA21099043510001')).toBeInTheDocument();
    expect(within(vehicles).getByText('356938035643809')).toBeInTheDocument();
    expect(within(vehicles).getByRole('switch', { name: 'Устройство А123ВС59 активно' })).toBeChecked();
    expect(within(vehicles).getByRole('switch', { name: 'Устройство В456ОР59 активно' })).not.toBeChecked();
  });

  it('says an empty company and its load error with a retry', async () => {
    let fail = true;
    mockApi({
      '/api/corp-profile/get-profile': () =>
        fail
          ? { status: 'error', errorName: 'UnknownError', errorMessage: 'x' }
          : company({ ts: [], drivers: [] }),
    });
    const { user } = await renderPage();
    expect(await screen.findByText('Не удалось загрузить корпоративный кабинет')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Попробуйте снова|Повторить/ }));
    expect(await screen.findByText('Водителей пока нет. Добавьте первого водителя.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить водителя' })).toBeDisabled();
  });
});

describe('back from the bank after a top-up', { timeout: 30_000 }, () => {
  async function renderReturn(status: string) {
    setToken('corporate', 'corp-token');
    let profileLoads = 0;
    const fetchMock = mockApi({
      '/api/corp-profile/get-profile': () => {
        profileLoads += 1;
        return { status: 'ok', result: company() };
      },
      '/api/payment/card-payment': () => ({ status: 'ok', result: { status, amount: 150_000 } }),
    });
    await testI18n.loadNamespaces(['company', 'errors', 'forms']);
    const user = userEvent.setup();
    renderWithProviders(<CompanyPage />, { route: '/coop-profile?payment=p-1&status=success' });
    return { user, fetchMock, loads: () => profileLoads };
  }

  it('says the balance was topped up once our server has the payment, and loads the balance again', async () => {
    const { user, fetchMock, loads } = await renderReturn('succeeded');
    const notice = await screen.findByTestId('corp-refill-return');
    expect(await within(notice).findByText('Баланс организации пополнен на 1 500,00 ₽')).toBeInTheDocument();
    const statusCall = fetchMock.mock.calls.find(([url]) =>
      String(url).includes('/api/payment/card-payment'),
    );
    expect(String(statusCall![0])).toContain('paymentId=p-1');
    expect((statusCall![1]!.headers as Record<string, string>).Authorization).toBe('Bearer corp-token');
    await vi.waitFor(() => expect(loads()).toBeGreaterThanOrEqual(2));
    await user.click(within(notice).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByTestId('corp-refill-return')).not.toBeInTheDocument();
  });

  it('does not believe the address: a failed payment is said to have failed', async () => {
    await renderReturn('failed');
    expect(await screen.findByText('Платёж не прошёл: баланс не изменился')).toBeInTheDocument();
  });
});
