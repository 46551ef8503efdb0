import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { VehiclesCard } from './vehicles-card';

const vehicle = (numberTs: string, mainTs: boolean, extra = {}) => ({
  id: numberTs.length,
  numberTs,
  formatGrz: 'rus',
  country: 'rus',
  category: 'B',
  STSNumber: null,
  mainTs,
  occupied: false,
  ...extra,
});

function api(ts: unknown[], extra: Record<string, (url: URL, body: unknown) => unknown> = {}) {
  const calls: Record<string, unknown[]> = {};
  const recorded = (path: string, h: (url: URL, body: unknown) => unknown) => (url: URL, body: unknown) => {
    (calls[path] ??= []).push({ method: vi.mocked(fetch).mock.lastCall?.[1]?.method, body });
    return h(url, body);
  };
  mockApi({
    '/api/profile/get-profile-v6': () => ({ phones: [], ts, documents: [], balance: 0 }),
    '/api/profile/car': recorded('car', extra['/api/profile/car'] ?? (() => ({ status: 'ok' }))),
  });
  return calls;
}

async function renderCard() {
  await testI18n.loadNamespaces(['vehicles', 'errors']);
  const user = userEvent.setup();
  renderWithProviders(<VehiclesCard />, { route: '/profile/my-profile' });
  return { user };
}

beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-vehicles-0123456789');
});
afterEach(() => vi.unstubAllGlobals());

describe('VehiclesCard', { timeout: 30_000 }, () => {
  it('the plate field turns Latin look-alikes Cyrillic and drops spaces as typed', async () => {
    const calls = api([]);
    const { user } = await renderCard();
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog', { name: 'Новое транспортное средство' });
    const plate = within(dialog).getByRole('textbox', { name: /Государственный номер/ });
    await user.type(plate, 'a 123 bc 59');
    expect(plate).toHaveValue('А123ВС59');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.car?.[0]).toMatchObject({
      method: 'POST',
      body: { numberTs: 'А123ВС59', formatGrz: 'rus', category: 'B', mainTs: true },
    });
  });

  it('a foreign plate stays Latin', async () => {
    api([]);
    const { user } = await renderCard();
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Формат номера' }));
    await user.click(screen.getByRole('option', { name: 'Иностранный' }));
    const plate = within(dialog).getByRole('textbox', { name: /Государственный номер/ });
    await user.type(plate, 'ab 1234 cd');
    expect(plate).toHaveValue('AB1234CD');
  });

  it('shows the rule messages of the seeds', async () => {
    const calls = api([vehicle('А123ВС59', true, { STSNumber: '59АА123456' })]);
    const { user } = await renderCard();
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = screen.getByRole('dialog');
    const plate = within(dialog).getByRole('textbox', { name: /Государственный номер/ });
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });
    await user.click(save);
    expect(within(dialog).getByText('Введите номер транспортного средства')).toBeInTheDocument();
    await user.type(plate, 'А123ВС5999');
    await user.click(save);
    expect(within(dialog).getByText('Номер не длиннее 9 символов')).toBeInTheDocument();
    await user.clear(plate);
    await user.type(plate, '12345');
    await user.click(save);
    expect(within(dialog).getByText('Неверный формат')).toBeInTheDocument();
    await user.clear(plate);
    await user.type(plate, 'a123bc59');
    await user.click(save);
    expect(within(dialog).getByText('Данное транспортное средство уже существует')).toBeInTheDocument();
    await user.clear(plate);
    await user.type(plate, '1234ab59');
    await user.click(save);
    expect(
      within(dialog).getByText('Категория транспортного средства не соответствует его типу'),
    ).toBeInTheDocument();
    await user.clear(plate);
    await user.type(plate, 'в123вс59');
    await user.type(within(dialog).getByRole('textbox', { name: /Номер СТС/ }), '59aa123456');
    await user.click(save);
    expect(
      within(dialog).getByText('Это СТС уже указано у другого транспортного средства'),
    ).toBeInTheDocument();
    expect(calls.car).toBeUndefined();
  });

  it('"occupied" from the server shows in the modal, which stays open', async () => {
    api([vehicle('А123ВС59', true)], {
      '/api/profile/car': () => ({ status: 'error', errorName: 'occupied' }),
    });
    const { user } = await renderCard();
    await user.click(await screen.findByRole('button', { name: 'Изменить: А123ВС59' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить транспортное средство' });
    const plate = within(dialog).getByRole('textbox', { name: /Государственный номер/ });
    await user.clear(plate);
    await user.type(plate, 'В777ВВ77');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Транспортное средство сейчас на парковке')).toBeInTheDocument();
  });

  it('edit sends oldgrz and newgrz; set main sends {oldgrz, mainTs}', async () => {
    const calls = api([vehicle('А123ВС59', true), vehicle('В456ОР159', false)]);
    const { user } = await renderCard();
    expect(await screen.findByText('2 транспортных средства')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сделать основным: В456ОР159' }));
    await waitFor(() =>
      expect(calls.car?.[0]).toMatchObject({ method: 'PUT', body: { oldgrz: 'В456ОР159', mainTs: true } }),
    );
    await user.click(screen.getByRole('button', { name: 'Изменить: А123ВС59' }));
    const dialog = screen.getByRole('dialog');
    const plate = within(dialog).getByRole('textbox', { name: /Государственный номер/ });
    await user.clear(plate);
    await user.type(plate, 'e001kx 777');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(calls.car?.[1]).toMatchObject({
        method: 'PUT',
        body: { oldgrz: 'А123ВС59', newgrz: 'Е001КХ777' },
      }),
    );
  });
});
