import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { api, company, fleetSession } from '../lib/company-test-kit';
import { CompanyPage } from './company-page';

async function openParking() {
  await testI18n.loadNamespaces(['company', 'errors', 'forms']);
  const user = userEvent.setup();
  renderWithProviders(<CompanyPage />, { route: '/coop-profile' });
  await screen.findByRole('heading', { name: 'ООО «Ромашка»' });
  await user.click(screen.getByRole('tab', { name: /Парковка/ }));
  await screen.findByRole('heading', { name: 'Текущие парковки' });
  return { user };
}

const callsTo = (fetchMock: ReturnType<typeof api>['fetchMock'], path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(path));

beforeEach(() => {
  window.localStorage.clear();
  setToken('corporate', 'corp-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('the company’s running stays', { timeout: 30_000 }, () => {
  it('lists them with the driver, the masked phone, plate, zone and the paid sum', async () => {
    api(company(), {}, [fleetSession()]);
    await openParking();
    const table = await screen.findByRole('table', { name: 'Текущие парковки' });
    expect(within(table).getByText('Иванов Иван Иванович')).toBeInTheDocument();
    expect(within(table).getByText('+7 (900) 123 - 45 - 67')).toBeInTheDocument();
    expect(within(table).getByText('А123ВС59')).toBeInTheDocument();
    expect(within(table).getByText('101')).toBeInTheDocument();
    expect(within(table).getByText('120,00 ₽')).toBeInTheDocument();
  });

  it('says when nothing runs', async () => {
    api(company());
    await openParking();
    expect(await screen.findByText('Сейчас нет парковок за счёт организации.')).toBeInTheDocument();
  });

  it('stops one after the confirmation: ReservationId is sent, the row goes only after the ok answer', async () => {
    const { calls, fetchMock } = api(company(), {}, [fleetSession()]);
    const { user } = await openParking();
    const table = await screen.findByRole('table', { name: 'Текущие парковки' });
    await user.click(within(table).getByRole('button', { name: 'Остановить парковку А123ВС59' }));
    const dialog = screen.getByRole('dialog', { name: 'Остановить парковку?' });
    expect(dialog).toHaveTextContent('Неиспользованное время вернётся на баланс организации');
    expect(dialog).toHaveTextContent('Отменить это действие нельзя');
    expect(calls).toEqual([]);
    const profileLoads = callsTo(fetchMock, 'get-profile').length;
    // The server's answer waits until released: before it, the row and the dialog stay.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const server = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('cancel-parking')) await answered;
      return server(input, init);
    });

    await user.click(within(dialog).getByRole('button', { name: 'Остановить парковку' }));
    await waitFor(() => expect(callsTo(fetchMock, 'cancel-parking')).toHaveLength(1));
    expect(within(table).getByText('Иванов Иван Иванович')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Остановить парковку?' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get-profile').length).toBe(profileLoads);
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([
      {
        path: '/api/corp-profile/cancel-parking',
        method: 'POST',
        body: { ReservationId: 'res-1', idempotencyKey: expect.any(String) },
      },
    ]);
    const [, init] = callsTo(fetchMock, 'cancel-parking')[0]!;
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBe(
      (calls[0]!.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(
      await screen.findByText('Парковка А123ВС59 остановлена. На баланс организации возвращено 30,00 ₽.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Сейчас нет парковок за счёт организации.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'get-profile').length).toBeGreaterThan(profileLoads));
  });

  it('keeps the row and says a NoSaving refusal with the errors text in the dialog', async () => {
    const { calls, fetchMock } = api(
      company(),
      {
        '/api/corp-profile/cancel-parking': () => ({
          status: 'error',
          errorName: 'NoSaving',
          errorMessage: 'x',
        }),
      },
      [fleetSession()],
    );
    const { user } = await openParking();
    const table = await screen.findByRole('table', { name: 'Текущие парковки' });
    await user.click(within(table).getByRole('button', { name: 'Остановить парковку А123ВС59' }));
    const dialog = screen.getByRole('dialog', { name: 'Остановить парковку?' });
    const profileLoads = callsTo(fetchMock, 'get-profile').length;
    await user.click(within(dialog).getByRole('button', { name: 'Остановить парковку' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Осталось меньше получаса. Прервать невозможно',
    );
    expect(calls.map((c) => c.path)).toEqual(['/api/corp-profile/cancel-parking']);
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(table).getByText('Иванов Иван Иванович')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get-profile').length).toBe(profileLoads);
  });

  it('loads the list again after a start from the Park tab', async () => {
    const driver = { ...company().drivers[0]!, active: true };
    const sessions: ReturnType<typeof fleetSession>[] = [];
    const { calls } = api(
      company({ drivers: [driver] }),
      {
        '/api/map/get-zones': () => [{ name: '101', value: '101', zonenumber: '101', prices: [] }],
        '/api/corp-profile/cost': () => ({ status: 'ok', totalcost: 12_000 }),
        '/api/corp-profile/start-parking': () => {
          sessions.push(fleetSession());
          return { status: 'ok', result: fleetSession(), balance: 111_499 };
        },
      },
      sessions,
    );
    const { user } = await openParking();
    expect(await screen.findByText('Сейчас нет парковок за счёт организации.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Зона/ }));
    await user.click(await screen.findByRole('option', { name: '101' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Начать парковку' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Начать парковку' }));
    const table = await screen.findByRole('table', { name: 'Текущие парковки' });
    expect(within(table).getByText('Иванов Иван Иванович')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/corp-profile/start-parking']);
  });
});
