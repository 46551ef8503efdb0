import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { closeModal, peekActiveModal } from '../../../shared/modals/modal-store';
import { mockApi } from '../../../shared/testing/mock-api';
import { goToBank } from '../../../shared/payments/go-to-bank';
import {
  BALANCE,
  CARD,
  MOBILE,
  confirmButton,
  cost,
  plateField,
  renderForm,
  reviewPanel,
} from './roadside-form-test-kit';

vi.mock('../../../shared/payments/go-to-bank', () => ({ goToBank: vi.fn() }));

beforeEach(() => {
  closeModal();
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goToBank).mockClear();
});

describe('RoadsideForm for a guest', { timeout: 20_000 }, () => {
  it('prices with the guest token and sends the browser to the bank', async () => {
    const bodies: Record<string, { token?: string; PaymentService?: string; phone?: string }> = {};
    mockApi({
      '/api/payment/unregistered/cost': (_, body) => {
        bodies.cost = body as object;
        return cost({ balance: 0, moneyEnough: false });
      },
      '/api/payment/unregistered/start': (_, body) => {
        bodies.start = body as object;
        return { status: 'ok', RedirectURL: 'https://bank.test/pay/1' };
      },
    });
    const { user } = await renderForm(
      'guest',
      { paymentsMethods: [BALANCE, CARD, MOBILE] },
      { guestToken: 'guest-token-1' },
    );
    // Guests never pay from a balance.
    await user.click(screen.getByRole('combobox', { name: /Способ оплаты/ }));
    expect(screen.queryByRole('option', { name: 'Баланс' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Мобильный телефон' }));
    await user.type(plateField(), 'A123BC59');
    const submit = await screen.findByRole('button', { name: 'Продолжить' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Телефон не может быть пустым')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Телефон/, { selector: 'input' }), '9123456789');
    await user.click(submit);
    expect(within(reviewPanel()).getByText('Мобильный телефон')).toBeInTheDocument();
    await user.click(await confirmButton());
    await waitFor(() => expect(goToBank).toHaveBeenCalledWith('https://bank.test/pay/1'));
    expect(bodies.cost?.token).toBe('guest-token-1');
    expect(bodies.start).toMatchObject({
      token: 'guest-token-1',
      PaymentService: 'mobile',
      phone: '79123456789',
    });
  });
});

describe('RoadsideForm: the receipt contact of a guest card payment (issue 22)', { timeout: 20_000 }, () => {
  const receiptField = () => screen.getByLabelText(/^E-mail или телефон для чека/, { selector: 'input' });

  it('requires an e-mail or a phone, names a malformed one, and sends the e-mail', async () => {
    const starts: Record<string, unknown>[] = [];
    mockApi({
      '/api/payment/unregistered/cost': () => cost({ balance: 0, moneyEnough: false }),
      '/api/payment/unregistered/start': (_, body) => {
        starts.push(body as Record<string, unknown>);
        return { status: 'ok', RedirectURL: 'https://bank.test/pay/2' };
      },
    });
    // one card-like method: chosen already, so the receipt field shows at once
    const { user } = await renderForm('guest', {}, { guestToken: 'guest-token-2' });
    await user.type(plateField(), 'A123BC59');
    const submit = await screen.findByRole('button', { name: 'Продолжить' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Укажите e-mail или телефон для чека')).toBeInTheDocument();
    await user.type(receiptField(), 'guest@example');
    await user.click(submit);
    expect(await screen.findByText(/^Укажите e-mail \(name@example.ru\) или телефон/)).toBeInTheDocument();
    expect(starts).toHaveLength(0);
    await user.type(receiptField(), '.ru');
    await user.click(submit);
    await user.click(await confirmButton());
    await waitFor(() => expect(goToBank).toHaveBeenCalledWith('https://bank.test/pay/2'));
    expect(starts[0]).toMatchObject({ PaymentService: 'card', receiptEmail: 'guest@example.ru' });
    expect(starts[0]).not.toHaveProperty('receiptPhone');
  });

  it('is not asked in the cabinet', async () => {
    mockApi({ '/api/payment/cost': () => cost() });
    await renderForm('driver');
    await screen.findByRole('button', { name: /Оплатить|Продолжить/ });
    expect(screen.queryByLabelText(/^E-mail или телефон для чека/)).not.toBeInTheDocument();
  });
});

describe('RoadsideForm without a balance', { timeout: 20_000 }, () => {
  it('starts an open-ended session: no duration, no cost', async () => {
    const starts: unknown[] = [];
    mockApi({
      '/api/payment/start/v2': (_, body) => {
        starts.push(body);
        return { status: 'ok', result: { id: '5' } };
      },
    });
    const { user } = await renderForm('noBalance');
    expect(screen.queryByRole('combobox', { name: /Продолжительность/ })).not.toBeInTheDocument();
    await user.type(plateField(), 'A123BC59');
    await user.click(screen.getByRole('button', { name: 'Начать парковку' }));
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0]).toMatchObject({
      order: { Zone: '101', Vehicle: { Number: 'A123BC59', Category: 'B', NumberFormat: 'rus' } },
    });
    await waitFor(() => expect(peekActiveModal()?.request).toMatchObject({ kind: 'simple' }));
  });
});
