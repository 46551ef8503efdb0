import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags, siteOptions } from '../../../shared/testing/site-options-factory';
import { fieldTree, labelKeys, type FieldNode } from '../lib/field-tree';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import { DOCUMENTS } from './settings-editor';
import { SettingsPage } from './settings-page';

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator-settings', 'console', 'errors']);
});
afterEach(() => vi.unstubAllGlobals());

const textAt = (catalogue: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

/** The text keys of every choice of every enum field (`options.<path>.<choice>`). */
const choiceKeys = (nodes: readonly FieldNode[]): string[] =>
  nodes.flatMap((node) => [
    ...(node.kind === 'enum' ? node.options.map((option) => `options.${node.path}.${option}`) : []),
    ...('children' in node ? choiceKeys(node.children) : []),
    ...('item' in node ? choiceKeys(node.item) : []),
  ]);

describe('SettingsPage', { timeout: 30_000 }, () => {
  it('has a label in both languages for every field of both documents, and every choice', () => {
    for (const { schema, hidden } of Object.values(DOCUMENTS)) {
      const nodes = fieldTree(schema, hidden);
      const keys = [
        ...labelKeys(nodes).map((key) => `fields.${key}`),
        ...choiceKeys(nodes),
        // a map point's two numbers
        'fields.pair.0',
        'fields.pair.1',
      ];
      for (const key of keys) {
        expect({ key, ru: typeof textAt(ru, key) }).toEqual({ key, ru: 'string' });
        expect({ key, en: typeof textAt(en, key) }).toEqual({ key, en: 'string' });
      }
    }
  });

  it('edits field by field, sends the changed key only, and refuses a bad value without a call', async () => {
    setToken('operator', 'op-token');
    const sent: unknown[] = [];
    const document = { flags: settingsFlags({ useBonus: false }), options: siteOptions({ initialZoom: 16 }) };
    mockApi({
      '/api/operator/settings/flags': (_url, body) => {
        if (body) sent.push(body);
        return { status: 'ok', document: { ...document.flags, ...(body as object) } };
      },
      '/api/operator/settings/options': (_url, body) => {
        if (body) sent.push(body);
        return { status: 'ok', document: document.options };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />);

    await user.click(await screen.findByLabelText('Бонусы'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toEqual([{ useBonus: true }]));

    await user.click(screen.getByRole('tab', { name: 'Параметры сайта' }));
    const zoom = await screen.findByLabelText('Масштаб карты при открытии (13–20)');
    await user.clear(zoom);
    await user.type(zoom, '25');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Проверьте введённые данные')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(1);
  });
});
