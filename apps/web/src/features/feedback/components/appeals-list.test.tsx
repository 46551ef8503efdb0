import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AppealListItem } from '@parking/domain/feedback/appeal-contracts';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { AppealsList } from './appeals-list';

const item = (id: number, unread: number): AppealListItem => ({
  appeal: {
    id,
    subject: 'Штрафы',
    idSubject: 'fines',
    status: 'in_progress',
    phone: '',
    email: 'a@b.ru',
    createdAt: '2026-11-21T06:00:00.000Z',
    updatedAt: '2026-11-21T06:00:00.000Z',
  },
  lastMessage: null,
  status: 'in_progress',
  unread,
});

beforeAll(async () => {
  await testI18n.changeLanguage('ru');
  await testI18n.loadNamespaces(['feedback']);
});

describe('AppealsList', () => {
  it('marks the appeals with operator replies not yet read, counted in Russian plurals, not the open one', () => {
    renderWithProviders(
      <AppealsList
        items={[item(1, 1), item(2, 3), item(3, 5), item(4, 0), item(5, 2)]}
        selected={5}
        onSelect={vi.fn()}
      />,
    );
    const button = (id: number) => screen.getByRole('button', { name: new RegExp(`Обращение № ${id}:`) });
    expect(within(button(1)).getByText('1 новый ответ')).toBeInTheDocument();
    expect(within(button(2)).getByText('3 новых ответа')).toBeInTheDocument();
    expect(within(button(3)).getByText('5 новых ответов')).toBeInTheDocument();
    expect(within(button(4)).queryByText(/нов/)).toBeNull();
    expect(within(button(5)).queryByText(/нов/)).toBeNull();
    expect(button(2)).toHaveAccessibleName(/3 новых ответа/);
  });

  it('says it in English too', async () => {
    await testI18n.changeLanguage('en');
    try {
      renderWithProviders(
        <AppealsList items={[item(1, 1), item(2, 2)]} selected={null} onSelect={vi.fn()} />,
      );
      expect(screen.getByText('1 new reply')).toBeInTheDocument();
      expect(screen.getByText('2 new replies')).toBeInTheDocument();
    } finally {
      await testI18n.changeLanguage('ru');
    }
  });
});
