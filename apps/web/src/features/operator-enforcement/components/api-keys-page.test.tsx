import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey } from '@parking/domain/staff/enforcement-contracts';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { ApiKeysPage } from './api-keys-page';

const camera: ApiKey = {
  id: 3,
  name: 'Камера 1',
  prefix: 'cpk_Ab12Cd',
  ratePerMinute: 600,
  createdAt: '2026-03-10T09:00:00.000Z',
  createdBy: 'admin',
  revokedAt: null,
  lastUsedAt: null,
};
const SECRET = 'cpk_Ab12CdEfGhIjKlMnOpQrStUvWxYz0123456789abcd';

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator-enforcement', 'console', 'errors']);
});
beforeEach(() => {
  window.localStorage.clear();
  setToken('operator', 'op-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('ApiKeysPage', { timeout: 30_000 }, () => {
  it('makes a key with the route’s schema, shows its secret once to copy, and asks before revoking', async () => {
    const writes: { path: string; body: unknown }[] = [];
    mockApi({
      '/api/operator/api-keys': (_url, body) => {
        if (!body) return { status: 'ok', items: [camera] };
        writes.push({ path: 'create', body });
        return { status: 'ok', key: { ...camera, id: 4, name: 'Партнёр' }, secret: SECRET };
      },
      '/api/operator/api-keys/3/revoke': () => {
        writes.push({ path: 'revoke', body: null });
        return { status: 'ok', key: { ...camera, revokedAt: '2026-03-16T05:00:00.000Z' } };
      },
    });
    // user-event puts a clipboard of its own on navigator
    const user = userEvent.setup();
    renderWithProviders(<ApiKeysPage />);
    const table = await screen.findByRole('table', { name: 'API-ключи' });
    expect(await within(table).findByText('Камера 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Создать ключ' }));
    const form = within(await screen.findByRole('dialog', { name: 'Новый API-ключ' }));
    await user.type(form.getByRole('textbox', { name: /Название/ }), 'ab');
    await user.click(form.getByRole('button', { name: 'Создать' }));
    expect(await form.findByText('Название: от 3 до 100 символов')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.type(form.getByRole('textbox', { name: /Название/ }), 'c партнёр');
    await user.click(form.getByRole('button', { name: 'Создать' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Ключ создан' }));
    expect(shown.getByRole('textbox', { name: 'Ключ' })).toHaveValue(SECRET);
    await user.click(shown.getByRole('button', { name: 'Копировать' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await shown.findByRole('button', { name: 'Скопировано' })).toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: 'Готово' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(writes[0]).toEqual({ path: 'create', body: { name: 'abc партнёр', ratePerMinute: 600 } });

    await user.click(screen.getByRole('button', { name: 'Отозвать ключ Камера 1' }));
    expect(await screen.findByText(/перестанет работать сразу на всех серверах/)).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Отозвать' }));
    await vi.waitFor(() => expect(writes.map((w) => w.path)).toEqual(['create', 'revoke']));
  });
});
