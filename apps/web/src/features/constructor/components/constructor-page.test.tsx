import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { closeModal, peekActiveModal } from '../../../shared/modals/modal-store';
import { profileWith } from '../../../shared/payments/payment-test-factories';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags } from '../../../shared/testing/site-options-factory';
import { ConstructorPage } from './constructor-page';

type Body = Record<string, unknown>;

function setUp({ results = true, zonesFail = false } = {}) {
  const asked: Body[] = [];
  mockApi({
    '/api/options/get-settings': () => settingsFlags({ useSubscriptionConstructor: true }),
    '/api/profile/get-profile-v6': () =>
      profileWith({ ts: [{ id: 1, numberTs: 'А123ВС59', mainTs: true }] as never }),
    '/backend/v2/getZones': () =>
      zonesFail
        ? { status: 'error', errorName: 'UnknownError' }
        : [
            { code: '101', special: false, name: '101' },
            { code: '900', special: true, name: 'Набережная' },
          ],
    '/backend/v2/getTiming': () => [1, 7, 30],
    '/backend/v2/selectedAbonements': (_url, body) => {
      asked.push(body as Body);
      return results
        ? [
            {
              permissionKind: 'Абонемент на 7 дней',
              permissionKindCode: 'c-7-101',
              permissionType: 'constructor',
              price: 105000,
              zones: ['101'],
              startDate: '2026-11-22',
              days: 7,
            },
          ]
        : [];
    },
  });
  return asked;
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['subscription-constructor', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('standard', 'tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  closeModal();
});

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: RegExp) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

describe('ConstructorPage', { timeout: 20_000 }, () => {
  it('keeps Next off until the form is valid and after it was pressed; a change turns it on', async () => {
    const asked = setUp();
    const user = userEvent.setup();
    renderWithProviders(<ConstructorPage />);
    const next = await screen.findByRole('button', { name: 'Далее' });
    // No zone yet.
    expect(next).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Срок действия/ })).toHaveTextContent('1 день');

    await pick(user, /Зоны/, /^101/);
    await waitFor(() => expect(next).toBeEnabled());
    await pick(user, /Срок действия/, /7 дней/);
    await user.click(next);

    expect(await screen.findByText('Абонемент на 7 дней')).toBeInTheDocument();
    expect(screen.getByText('1 050,00 ₽')).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ zones: ['101'], timing: 7 });
    expect(next).toBeDisabled();

    await pick(user, /Срок действия/, /30 дней/);
    expect(next).toBeEnabled();
    expect(screen.queryByText('Абонемент на 7 дней')).toBeNull();
  });

  it('pays a result through the payment modal with its date fixed', async () => {
    setUp();
    const user = userEvent.setup();
    renderWithProviders(<ConstructorPage />);
    await pick(user, /Зоны/, /^101/);
    await user.click(await screen.findByRole('button', { name: 'Далее' }));
    await user.click(await screen.findByRole('button', { name: 'Оплатить' }));
    expect(peekActiveModal()?.request).toMatchObject({
      kind: 'payment',
      action: 'subscription',
      subscription: {
        code: 'c-7-101',
        cost: 105000,
        plate: 'А123ВС59',
        startDate: '2026-11-22',
        fixedStart: true,
      },
    });
  });

  it('says when nothing fits', async () => {
    setUp({ results: false });
    const user = userEvent.setup();
    renderWithProviders(<ConstructorPage />);
    await pick(user, /Зоны/, /Набережная/);
    await user.click(await screen.findByRole('button', { name: 'Далее' }));
    expect(await screen.findByText(/Нет подходящих абонементов/)).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    setUp({ zonesFail: true });
    renderWithProviders(<ConstructorPage />);
    expect(await screen.findByText('Ошибка загрузки данных')).toBeInTheDocument();
  });
});
