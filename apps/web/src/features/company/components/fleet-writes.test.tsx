import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { api, company } from '../lib/company-test-kit';
import { CompanyPage } from './company-page';

async function renderPage() {
  await testI18n.loadNamespaces(['company', 'errors', 'forms']);
  const user = userEvent.setup();
  renderWithProviders(<CompanyPage />, { route: '/coop-profile' });
  await screen.findByRole('heading', { name: 'ООО «Ромашка»' });
  return { user };
}

const writes = <C extends { path: string }>(calls: C[]) =>
  calls.filter((c) => !c.path.includes('operations'));

beforeEach(() => {
  window.localStorage.clear();
  setToken('corporate', 'corp-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('vehicles and devices', { timeout: 30_000 }, () => {
  async function openAdd(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('tab', { name: /Транспорт и устройства/ }));
    await user.click(screen.getByRole('button', { name: 'Добавить транспорт' }));
    return screen.getByRole('dialog', { name: 'Новое транспортное средство' });
  }

  it('refuses a plate or a device the company has, with the seeds’ texts, before any call', async () => {
    const { calls } = api(company());
    const { user } = await renderPage();
    let dialog = await openAdd(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Государственный номер/ }), 'а123вс59');
    await user.type(within(dialog).getByRole('textbox', { name: /IMEI/ }), '353456789012348');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(dialog).findByText('Данное транспортное средство уже существует'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /Государственный номер/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Государственный номер/ }), 'Е777КХ59');
    await user.type(within(dialog).getByRole('textbox', { name: /^VIN/ }), 'xta21099043510001');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(dialog).findByText('Данное отслеживающее устройство уже существует'),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    // A new one goes to the server; its refusal shows in the modal, which stays open.
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    dialog = await openAdd(user);
    api(company(), {
      '/api/profile/ts/1': () => ({ status: 'error', errorName: 'VehicleExists', errorMessage: 'x' }),
    });
    await user.type(within(dialog).getByRole('textbox', { name: /Государственный номер/ }), 'Е777КХ59');
    await user.type(within(dialog).getByRole('textbox', { name: /IMEI/ }), '353456789012348');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Данное транспортное средство уже существует',
    );
    expect(screen.getByRole('dialog', { name: 'Новое транспортное средство' })).toBeInTheDocument();
  });

  it('adds a vehicle and closes only after the ok answer', async () => {
    const { calls } = api(company());
    const { user } = await renderPage();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Государственный номер/ }), 'е777кх59');
    await user.type(within(dialog).getByRole('textbox', { name: /IMEI/ }), '353456789012348');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([
      {
        path: '/api/profile/ts/1',
        method: 'POST',
        body: { number: 'Е777КХ59', VINNumber: '', IMEI: '353456789012348' },
      },
    ]);
  });
});

describe('device activation and vehicle removal', { timeout: 30_000 }, () => {
  it('deactivates a device with grz, vin, imei and inn; the switch follows the ok answer', async () => {
    const profile = company();
    const { calls } = api(profile, {
      '/api/corp-profile/deactivate-device': () => {
        profile.ts[0]!.active = false;
        return { status: 'ok', result: profile.ts[0] };
      },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: /Транспорт и устройства/ }));
    const toggle = screen.getByRole('switch', { name: 'Устройство А123ВС59 активно' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(writes(calls)).toEqual([
      {
        path: '/api/corp-profile/deactivate-device',
        method: 'PUT',
        body: { grz: 'А123ВС59', vin: 'XTA21099043510001', imei: '490154203237518', inn: '7707083893' },
      },
    ]);
  });

  it('removes a vehicle after the confirmation; a refusal keeps it and says why', async () => {
    const { fetchMock } = api(company(), {
      '/api/profile/ts/2': () => ({ status: 'error', errorName: 'occupied', errorMessage: 'x' }),
    });
    const deletes = () =>
      fetchMock.mock.calls.filter(
        ([url, init]) => String(url).includes('/api/profile/ts/') && init?.method === 'DELETE',
      );
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: /Транспорт и устройства/ }));
    await user.click(screen.getByRole('button', { name: 'Удалить: В456ОР59' }));
    const dialog = screen.getByRole('dialog', { name: 'Удаление транспортного средства' });
    expect(dialog).toHaveTextContent('Удалить транспортное средство В456ОР59 и его устройство?');
    expect(deletes()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(screen.getAllByText('В456ОР59').length).toBeGreaterThan(0);
    expect(deletes().map(([url]) => String(url).replace(/^.*(?=\/api\/)/, ''))).toEqual([
      '/api/profile/ts/2',
    ]);
  });
});

describe('drivers', { timeout: 30_000 }, () => {
  async function openAdd(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Добавить водителя' }));
    return screen.getByRole('dialog', { name: 'Новый водитель' });
  }
  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    dialog: HTMLElement,
    { phone, plate }: { phone: string; plate: RegExp },
  ) {
    await user.type(within(dialog).getByRole('textbox', { name: /Фамилия/ }), 'Петров');
    await user.type(within(dialog).getByRole('textbox', { name: /^Имя/ }), 'Пётр');
    await user.type(within(dialog).getByRole('textbox', { name: /Телефон/ }), phone);
    await user.click(within(dialog).getByRole('combobox', { name: /Транспортное средство/ }));
    await user.click(screen.getByRole('option', { name: plate }));
  }

  it('refuses a taken vehicle and a phone of another driver before any call', async () => {
    const { calls } = api(company());
    const { user } = await renderPage();
    const dialog = await openAdd(user);
    await fill(user, dialog, { phone: '9001112233', plate: /^А123ВС59/ });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Данное устройство уже занято')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Транспортное средство/ }));
    await user.click(screen.getByRole('option', { name: 'В456ОР59' }));
    const phone = within(dialog).getByRole('textbox', { name: /Телефон/ });
    await user.clear(phone);
    await user.type(phone, '89001234567');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Этот телефон уже используется')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('sends the composed name (two words: no patronymic) and shows a refusal in the modal', async () => {
    const { calls } = api(company(), {
      '/api/corp-profile/add-driver': () => ({
        status: 'error',
        errorName: 'DoublePhone',
        errorMessage: 'x',
      }),
    });
    const { user } = await renderPage();
    const dialog = await openAdd(user);
    await fill(user, dialog, { phone: '9001112233', plate: /^В456ОР59/ });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Этот телефон уже используется');
    expect(writes(calls)).toEqual([
      {
        path: '/api/corp-profile/add-driver',
        method: 'PUT',
        body: { driver: 'Петров Пётр', car_number: 'В456ОР59', phone: '79001112233' },
      },
    ]);
    expect(screen.getByRole('dialog', { name: 'Новый водитель' })).toBeInTheDocument();
  });

  it('activates a driver only with the ok answer; a refusal leaves the switch', async () => {
    const profile = company();
    let refuse = true;
    const { calls } = api(profile, {
      '/api/corp-profile/activate-driver': () => {
        if (refuse) return { status: 'error', errorName: 'DriverNotFound', errorMessage: 'x' };
        profile.drivers[0]!.active = true;
        return { status: 'ok', result: profile.drivers[0] };
      },
    });
    const { user } = await renderPage();
    const toggle = screen.getByRole('switch', { name: 'Водитель Иванов Иван Иванович активен' });
    await user.click(toggle);
    expect(await screen.findByText('Водитель не найден')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();

    refuse = false;
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(writes(calls).map((c) => c.body)).toEqual([
      { fio: 'Иванов Иван Иванович', phone_number: '79001234567', inn: '7707083893' },
      { fio: 'Иванов Иван Иванович', phone_number: '79001234567', inn: '7707083893' },
    ]);
  });
});

describe('driver edit and removal', { timeout: 30_000 }, () => {
  it('edit sends the old and the new values and the row changes only with the ok answer', async () => {
    const profile = company();
    let answer: (() => unknown) | null = null;
    const { calls } = api(profile, {
      '/api/corp-profile/edit-driver': () => answer?.() ?? { status: 'ok', result: {} },
    });
    answer = () => ({ status: 'error', errorName: 'DeviceTaken', errorMessage: 'x' });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Изменить: Иванов Иван Иванович' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменение водителя' });
    const middle = within(dialog).getByRole('textbox', { name: /Отчество/ });
    await user.clear(middle);
    await user.click(within(dialog).getByRole('combobox', { name: /Транспортное средство/ }));
    await user.click(screen.getByRole('option', { name: /^В456ОР59/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Данное устройство уже занято');
    expect(screen.getByRole('dialog', { name: 'Изменение водителя' })).toBeInTheDocument();

    answer = () => {
      Object.assign(profile.drivers[0]!, { name: 'Иванов Иван', middleName: '', ts: 'В456ОР59' });
      return { status: 'ok', result: profile.drivers[0] };
    };
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Иванов Иван')).toBeInTheDocument();
    const sent = {
      driver: 'Иванов Иван Иванович',
      car_number: 'А123ВС59',
      phone: '79001234567',
      driver_n: 'Иванов Иван',
      car_number_n: 'В456ОР59',
      phone_n: '79001234567',
    };
    expect(writes(calls)).toEqual([
      { path: '/api/corp-profile/edit-driver', method: 'POST', body: sent },
      { path: '/api/corp-profile/edit-driver', method: 'POST', body: sent },
    ]);
  });

  it('removal asks first, sends the row as listed, and the row goes only with the ok answer', async () => {
    const profile = company();
    const { calls } = api(profile, {
      '/api/corp-profile/remove-driver': () => {
        const removed = profile.drivers.pop();
        return { status: 'ok', result: removed };
      },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Удалить: Иванов Иван Иванович' }));
    const dialog = screen.getByRole('dialog', { name: 'Удаление водителя' });
    expect(dialog).toHaveTextContent('Удалить водителя Иванов Иван Иванович?');
    expect(writes(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByText('Иванов Иван Иванович')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([
      {
        path: '/api/corp-profile/remove-driver',
        method: 'DELETE',
        body: { driver: 'Иванов Иван Иванович', car_number: 'А123ВС59', phone: '79001234567' },
      },
    ]);
  });
});

describe('operations', { timeout: 30_000 }, () => {
  it('filters by a company driver: Driver is sent, the rows show the driver and phone', async () => {
    const { calls } = api(company(), {
      '/api/profile/get-operations-with-filter': () => ({
        status: 'ok',
        result: [
          {
            id: 'op-1',
            type: 'payment',
            amount: -6000,
            dateOperation: '2026-03-10T07:00:00Z',
            description: 'Зона 101, А123ВС59',
            status: 'done',
            checkFiscal: null,
            driverPhone: '79001234567',
            driver: 'Иванов Иван Иванович',
          },
        ],
        offset: 0,
        pageSize: 50,
        nextOffset: null,
      }),
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Операции' }));
    const table = await screen.findByRole('table', { name: 'История операций' });
    expect(within(table).getByText('Иванов Иван Иванович')).toBeInTheDocument();
    expect(within(table).getByText('+7 (900) 123 - 45 - 67')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Водитель' }));
    await user.click(screen.getByRole('option', { name: 'Иванов Иван Иванович' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path.includes('operations')).at(-1)?.body).toMatchObject({
        Driver: '10',
        offset: 0,
      }),
    );
    expect(calls.filter((c) => c.path.includes('operations'))[0]?.body).not.toHaveProperty('Driver');
  });

  it('keeps a removed driver choosable, marked as removed, so their operations can be found', async () => {
    const { calls } = api(
      company({ removedDrivers: [{ id: 7, name: 'Орлова Анна Петровна', phone: '79005556677' }] }),
      {
        '/api/profile/get-operations-with-filter': () => ({
          status: 'ok',
          result: [],
          offset: 0,
          pageSize: 50,
          nextOffset: null,
        }),
      },
    );
    const { user } = await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Операции' }));
    await user.click(await screen.findByRole('combobox', { name: 'Водитель' }));
    expect(screen.getByRole('option', { name: 'Иванов Иван Иванович' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Орлова Анна Петровна (удалённый водитель)' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path.includes('operations')).at(-1)?.body).toMatchObject({ Driver: '7' }),
    );
  });
});
