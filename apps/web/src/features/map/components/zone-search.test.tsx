import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ru from '../locales/ru.json';
import { buildZoneIndex, findZone } from '../lib/zone-search';
import { ZoneSearch } from './zone-search';

async function setup(onSearch = (q: string) => findZone(buildZoneIndex([{ id: 0, zoneNumber: '101' }]), q)) {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'ru', resources: { ru: { map: ru } }, interpolation: { escapeValue: false } });
  const spy = vi.fn(onSearch);
  render(
    <I18nextProvider i18n={i18n}>
      <ZoneSearch onSearch={spy} />
    </I18nextProvider>,
  );
  return spy;
}

describe('ZoneSearch', () => {
  afterEach(cleanup);

  it('announces a zone that does not exist', async () => {
    await setup();
    await userEvent.type(screen.getByTestId('zone-search'), '999{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Зона «999» не найдена');
  });

  it('announces a found zone with a Russian plural and reports the query', async () => {
    const spy = await setup((q) => ({ kind: 'found', zone: q, ids: [1, 2, 3, 4, 5] }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Номер зоны' }), '101');
    await userEvent.click(screen.getByRole('button', { name: 'Найти зону' }));
    expect(spy).toHaveBeenCalledWith('101');
    expect(screen.getByRole('status')).toHaveTextContent('Зона 101: 5 объектов на карте');
  });

  it('clears the message as soon as the driver types again', async () => {
    await setup();
    const input = screen.getByTestId('zone-search');
    await userEvent.type(input, '999{Enter}');
    await userEvent.type(input, '1');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
