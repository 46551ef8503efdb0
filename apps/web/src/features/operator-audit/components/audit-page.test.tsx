import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@parking/domain/staff/staff-contracts';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { AuditPage } from './audit-page';

const entry: AuditEntry = {
  id: 1,
  at: '2026-03-01T10:00:00.000Z',
  staffId: 1,
  staffLogin: 'admin',
  clientIp: '10.0.0.7',
  action: 'staff.update',
  entity: 'staff',
  entityId: '2',
  before: { role: 'support', name: 'Анна' },
  after: { role: 'administrator', name: 'Анна' },
  reason: '',
};

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator-audit', 'console', 'errors']);
});
afterEach(() => vi.unstubAllGlobals());

describe('AuditPage', { timeout: 30_000 }, () => {
  it('searches by text and staff login and opens the before and after', async () => {
    setToken('operator', 'op-token');
    const queries: string[] = [];
    mockApi({
      '/api/operator/audit': (url) => {
        queries.push(url.search);
        return { status: 'ok', count: 1, page: 1, pageSize: 20, items: [entry] };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AuditPage />);
    expect(await screen.findByText('10.0.0.7')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Текст' }), 'role');
    await user.type(screen.getByLabelText('Логин сотрудника'), 'Admin');
    await waitFor(() =>
      expect(queries.some((q) => q.includes('q=role') && q.includes('staff=Admin'))).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Показать до и после' }));
    expect(await screen.findByText('1 поле изменено: role')).toBeInTheDocument();
    expect(screen.getByText('"role": "administrator",', { exact: false })).toBeInTheDocument();
  });
});
