import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { NewsSection } from './news-section';

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator-content', 'console', 'errors']);
});
afterEach(() => vi.unstubAllGlobals());

describe('NewsSection', { timeout: 30_000 }, () => {
  it('publishes news, refusing an empty Russian title in the browser before any call', async () => {
    setToken('operator', 'op-token');
    const posted: unknown[] = [];
    mockApi({
      '/api/operator/content/news': (_url, body) => {
        if (!body) return { status: 'ok', count: 0, page: 1, pageSize: 20, items: [] };
        posted.push(body);
        return (body as { titleRu: string }).titleRu
          ? {
              status: 'ok',
              item: { id: 1, ...(body as object), publishedAt: '2026-05-01T10:00:00Z', scheduled: false },
            }
          : { status: 'error', errorName: 'RequiredField', fields: { 'body.titleRu': 'RequiredField' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<NewsSection />);
    await user.click(await screen.findByRole('button', { name: 'Добавить новость' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await dialog.findAllByText('Это поле обязательно к заполнению')).not.toHaveLength(0);
    // the route's own schema refused it here: nothing was sent
    expect(posted).toHaveLength(0);

    await user.type(dialog.getByLabelText(/Заголовок \(рус\.\)/), 'Новые зоны');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(posted.at(-1)).toMatchObject({ titleRu: 'Новые зоны' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
