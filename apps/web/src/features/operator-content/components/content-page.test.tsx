import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { ContentPage } from './content-page';

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator-content', 'console', 'errors', 'validation']);
});
afterEach(() => vi.unstubAllGlobals());

// The pages and notice forms check with the routes' schemas: a bad value never leaves the browser.
describe('ContentPage forms', { timeout: 30_000 }, () => {
  it('refuses a bad page address and a bad notice link without a call', async () => {
    setToken('operator', 'op-token');
    const sent: unknown[] = [];
    mockApi({
      '/api/operator/content/pages': (_url, body) => {
        if (body) sent.push(body);
        return { status: 'ok', items: [] };
      },
      '/api/operator/content/news': () => ({ status: 'ok', count: 0, page: 1, pageSize: 20, items: [] }),
      '/api/operator/content/notice': (_url, body) => {
        if (body) sent.push(body);
        return { status: 'ok', notice: null };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ContentPage />);

    await user.click(await screen.findByRole('tab', { name: 'Страницы' }));
    await user.click(await screen.findByRole('button', { name: 'Добавить страницу' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/Адрес/), 'правила!');
    await user.type(dialog.getByLabelText(/Заголовок \(рус\.\)/), 'Правила');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await dialog.findByText('Проверьте введённые данные')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Отмена' }));

    await user.click(screen.getByRole('tab', { name: 'Всплывающее сообщение' }));
    await user.type(await screen.findByLabelText(/Ссылка/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Проверьте введённые данные')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
