import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { CityRulesPanel } from './city-rules-panel';

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator-staff', 'console', 'errors']);
});
afterEach(() => vi.unstubAllGlobals());

const RECEIPT_DEFAULTS = { receiptVatCode: 'none', receiptPaymentSubject: 'service', receiptTaxSystem: null };

/** The rules call: the stored document, each PUT body kept and answered back merged. */
function rulesApi(sent: unknown[]) {
  return mockApi({
    '/api/operator/settings/rules': (_url, body) => {
      if (body) sent.push(body);
      return {
        status: 'ok',
        document: {
          correctionApprovalKopecks: 100_000,
          enforcementGraceMinutes: 15,
          ...RECEIPT_DEFAULTS,
          ...(body as object),
        },
      };
    },
  });
}

describe('CityRulesPanel', { timeout: 30_000 }, () => {
  it('shows the limit in roubles, refuses a bad one in the browser, and sends kopecks', async () => {
    setToken('operator', 'op-token');
    const sent: unknown[] = [];
    rulesApi(sent);
    const user = userEvent.setup();
    renderWithProviders(<CityRulesPanel />);
    const limit = await screen.findByLabelText(/Корректировки выше этой суммы/);
    expect(limit).toHaveValue('1000');

    await user.clear(limit);
    await user.type(limit, '10 рублей');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Проверьте введённые данные')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(limit);
    await user.type(limit, '1500,50');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { correctionApprovalKopecks: 150_050, enforcementGraceMinutes: 15, ...RECEIPT_DEFAULTS },
      ]),
    );
  });

  it('sets the receipt codes (issue 22): every VAT rate named, the chosen one sent', async () => {
    setToken('operator', 'op-token');
    const sent: Record<string, unknown>[] = [];
    rulesApi(sent);
    const user = userEvent.setup();
    renderWithProviders(<CityRulesPanel />);
    const vat = await screen.findByRole('combobox', { name: 'Ставка НДС' });
    expect(vat).toHaveTextContent('Без НДС');
    expect(screen.getByRole('combobox', { name: 'Предмет расчёта' })).toHaveTextContent('Услуга');
    expect(screen.getByRole('combobox', { name: 'Система налогообложения' })).toHaveTextContent(
      'Как зарегистрирована в кассе',
    );
    await user.click(vat);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(12);
    for (const option of options) expect(option.textContent).toMatch(/^(Без НДС|НДС \d+)/);
    await user.click(screen.getByRole('option', { name: 'НДС 20 %' }));
    await user.click(screen.getByRole('combobox', { name: 'Система налогообложения' }));
    await user.click(screen.getByRole('option', { name: 'Упрощённая, доходы (УСН)' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      receiptVatCode: 'vat20',
      receiptPaymentSubject: 'service',
      receiptTaxSystem: 'usn_income',
    });

    // and back to "as registered": null, not a code
    await user.click(screen.getByRole('combobox', { name: 'Система налогообложения' }));
    await user.click(screen.getByRole('option', { name: 'Как зарегистрирована в кассе' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ receiptVatCode: 'vat20', receiptTaxSystem: null });
  });

  it('names every code in English too', async () => {
    await testI18n.changeLanguage('en');
    try {
      setToken('operator', 'op-token');
      rulesApi([]);
      const user = userEvent.setup();
      renderWithProviders(<CityRulesPanel />);
      await user.click(await screen.findByRole('combobox', { name: 'Payment subject' }));
      const names = within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent);
      expect(names).toEqual(['Service', 'Goods', 'Payment', 'Other subject']);
    } finally {
      await testI18n.changeLanguage('ru');
    }
  });
});
