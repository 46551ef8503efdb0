import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { CityRulesPanel } from './city-rules-panel';

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator-staff', 'console', 'errors']);
});
afterEach(() => vi.unstubAllGlobals());

describe('CityRulesPanel', { timeout: 30_000 }, () => {
  it('shows the limit in roubles, refuses a bad one in the browser, and sends kopecks', async () => {
    setToken('operator', 'op-token');
    const sent: unknown[] = [];
    mockApi({
      '/api/operator/settings/rules': (_url, body) => {
        if (body) sent.push(body);
        return {
          status: 'ok',
          document: { correctionApprovalKopecks: 100_000, enforcementGraceMinutes: 15, ...(body as object) },
        };
      },
    });
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
      expect(sent).toEqual([{ correctionApprovalKopecks: 150_050, enforcementGraceMinutes: 15 }]),
    );
  });
});
