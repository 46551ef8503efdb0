import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { goToBank } from '../../../shared/payments/go-to-bank';
import { StayExtendPage } from './stay-extend-page';

// The browser leaving for the bank's page: jsdom cannot navigate away.
vi.mock('../../../shared/payments/go-to-bank', () => ({ goToBank: vi.fn() }));

const TOKEN = 'c3RheS1h.c2lnbmF0dXJlLW9mLXN0YXktYQ';
const STAY = {
  id: 'S-1',
  zone: '101',
  zoneAddress: 'ул. Баумана, 1',
  plate: 'А123ВС116',
  startDate: '2026-03-02T08:00:00.000Z',
  endDate: '2026-03-02T09:00:00.000Z',
  timeZone: 'Europe/Moscow',
};

const MANY = [15, 30, 45, 60, 75, 90, 105, 120].map((duration) => ({ duration, cost: duration * 150 }));

type Extend = (body: { duration: number; idempotencyKey: string }) => unknown;

function api(answer: { stay?: () => unknown; extend?: Extend; many?: boolean } = {}) {
  const bodies: { duration: number; idempotencyKey: string }[] = [];
  const state = { endDate: STAY.endDate, balance: 50_000 };
  mockApi({
    [`/api/reminders/stay/${TOKEN}`]: () =>
      answer.stay?.() ?? {
        status: 'ok',
        stay: { ...STAY, endDate: state.endDate },
        durations: answer.many
          ? MANY
          : [
              { duration: 30, cost: 4_500 },
              { duration: 60, cost: 9_000 },
            ],
        balance: state.balance,
      },
    [`/api/reminders/extend/${TOKEN}`]: (_, body) => {
      const request = body as { duration: number; idempotencyKey: string };
      bodies.push(request);
      if (answer.extend) return answer.extend(request);
      state.endDate = new Date(Date.parse(state.endDate) + request.duration * 60_000).toISOString();
      state.balance -= 9_000;
      return { status: 'ok', result: { id: STAY.id, endDate: state.endDate }, balance: state.balance };
    },
  });
  return bodies;
}

async function renderPage() {
  await testI18n.loadNamespaces(['stay-extend', 'errors', 'common']);
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/extend/:token" element={<StayExtendPage />} />
    </Routes>,
    { route: `/extend/${TOKEN}` },
  );
  return user;
}

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(goToBank).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('StayExtendPage', { timeout: 30_000 }, () => {
  it('shows the stay in the city time with the costs and extends it from the balance', async () => {
    const bodies = api();
    const user = await renderPage();
    expect(await screen.findByText('А123ВС116')).toBeInTheDocument();
    expect(screen.getByText('Зона 101 — ул. Баумана, 1')).toBeInTheDocument();
    expect(screen.getByTestId('stay-end')).toHaveTextContent(/Оплачено до 2 марта.*12:00/);
    expect(screen.getByTestId('balance')).toHaveTextContent(/На балансе: 500,00\s₽/);
    await user.click(screen.getByRole('radio', { name: /1 час — 90,00\s₽/ }));
    await user.click(screen.getByRole('button', { name: /Продлить на 1 час — 90,00\s₽/ }));
    expect(await screen.findByText(/Парковка продлена до 2 марта.*13:00/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stay-end')).toHaveTextContent(/13:00/));
    expect(bodies).toEqual([{ duration: 60, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(goToBank).not.toHaveBeenCalled();
  });

  it('keeps the idempotency key for a retry after a failed answer', async () => {
    let fail = true;
    const bodies = api({
      extend: () =>
        fail
          ? { status: 'error', errorName: 'UnknownError' }
          : { status: 'ok', result: { id: STAY.id, endDate: '2026-03-02T09:30:00.000Z' } },
    });
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: /Продлить на 30 минут — 45,00\s₽/ }));
    await screen.findByRole('alert');
    fail = false;
    await user.click(screen.getByRole('button', { name: /Продлить на 30 минут/ }));
    expect(await screen.findByText(/Парковка продлена до .*12:30/)).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
  });

  it('offers the shortest durations as one tap each and the rest in a select', async () => {
    const bodies = api({ many: true });
    const user = await renderPage();
    expect(await screen.findAllByRole('radio')).toHaveLength(4);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Другой срок' }), '120');
    await user.click(screen.getByRole('button', { name: /Продлить на 2 часа — 180,00\s₽/ }));
    await waitFor(() => expect(bodies.map((b) => b.duration)).toEqual([120]));
  });

  it('goes to the bank when the balance is short', async () => {
    api({ extend: () => ({ status: 'ok', RedirectURL: 'https://bank.example/pay/1' }) });
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: /Продлить на 30 минут/ }));
    await waitFor(() => expect(goToBank).toHaveBeenCalledWith('https://bank.example/pay/1'));
  });

  it('an ended stay: says so and links to the map instead of offering to pay', async () => {
    api({ stay: () => ({ status: 'error', errorName: 'ReminderLinkExpired' }) });
    await renderPage();
    expect(await screen.findByText('Эта парковка уже закончилась')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть карту' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /Продлить/ })).not.toBeInTheDocument();
  });

  it('a link refused on extend (the stay ended meanwhile) shows the same page', async () => {
    api({ extend: () => ({ status: 'error', errorName: 'ReminderLinkExpired' }) });
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: /Продлить на 30 минут/ }));
    expect(await screen.findByText('Эта парковка уже закончилась')).toBeInTheDocument();
  });
});
