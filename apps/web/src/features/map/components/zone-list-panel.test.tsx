import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ru from '../locales/ru.json';
import { prepareMapInfo } from '../lib/prepare-map-info';
import { lineFeature, pointFeature, price } from '../lib/test-factory';
import { ZoneListPanel, ZONE_LIST_PAGE } from './zone-list-panel';

const line: [number, number][] = [
  [58.01, 56.22],
  [58.02, 56.23],
];
const prices = [
  price({ from: '08:00:00', to: '20:00:00', priceNum: 6000 }),
  price({ from: '20:00:00', to: '08:00:00', priceNum: 0 }),
];

const CITY = {
  features: [
    lineFeature(line, { code: 'P-101', name: 'Ленина, 1', zone: { zonenumber: '101', prices } }),
    lineFeature(line, {
      code: 'P-102',
      name: 'Сибирская, 5',
      address: 'ул. Сибирская, 5',
      zone: { zonenumber: '102', prices: prices.map((p) => ({ ...p, priceNum: p.priceNum && 8000 })) },
      spaces: { total: 30, free: 7, fordisabled: 0 },
    }),
    lineFeature(line, {
      code: 'P-5',
      name: 'Бесплатная',
      freeparking: true,
      zone: { zonenumber: '5', prices },
    }),
    pointFeature([58.01, 56.22], { code: 'M-1' }),
  ],
};

async function setup(features = CITY.features) {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'ru', resources: { ru: { map: ru } }, interpolation: { escapeValue: false } });
  const onPay = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ZoneListPanel
        objects={prepareMapInfo({ features }).objects}
        status="done"
        timeZone="Asia/Yekaterinburg"
        onPay={onPay}
        focusOnOpen
      />
    </I18nextProvider>,
  );
  return onPay;
}

describe('ZoneListPanel', () => {
  // 05:30 UTC on a Wednesday is 10:30 in Perm: the day rate is in force
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-11T05:30:00Z'), toFake: ['Date'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is a named region with a labelled search, a named list and a polite count', async () => {
    await setup();
    const region = screen.getByRole('region', { name: 'Зоны и парковки' });
    const search = within(region).getByRole('searchbox', { name: 'Номер зоны, название или адрес' });
    expect(search).toHaveFocus();
    const list = within(region).getByRole('list', { name: 'Найденные зоны и парковки' });
    // the meter is a map object, not a place to pay for
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const status = within(region).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('3 парковки');
  });

  it('filters by zone number and shows the price in force now and the free spaces', async () => {
    await setup();
    await userEvent.type(screen.getByRole('searchbox'), '102');
    expect(screen.getByRole('status')).toHaveTextContent('Найдена 1 парковка');
    const [row] = screen.getAllByRole('listitem');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(row).toHaveTextContent('Зона 102 · Сибирская, 5');
    expect(row).toHaveTextContent('ул. Сибирская, 5');
    expect(row).toHaveTextContent('Сейчас: 80,00 руб/ч');
    expect(row).toHaveTextContent('Свободно мест: 7 из 30');
  });

  it('finds by address words and says when nothing matches', async () => {
    await setup();
    await userEvent.type(screen.getByRole('searchbox'), 'сибирская');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'нет такой');
    expect(screen.getByRole('status')).toHaveTextContent('Ничего не найдено');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('pays for the row’s zone from the keyboard; a free parking has no Pay', async () => {
    const onPay = await setup();
    await userEvent.type(screen.getByRole('searchbox'), '101');
    await userEvent.tab();
    const pay = screen.getByRole('button', { name: 'Оплатить парковку в зоне 101, Ленина, 1' });
    expect(pay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPay).toHaveBeenCalledWith('101', 'P-101');
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'бесплатная');
    expect(screen.getByRole('listitem')).toHaveTextContent('Бесплатная парковка');
    expect(within(screen.getByRole('listitem')).queryByRole('button')).toBeNull();
  });

  it('renders a long list a page at a time', async () => {
    const many = Array.from({ length: ZONE_LIST_PAGE + 7 }, (_, i) =>
      lineFeature(line, { code: `P-${i}`, zone: { zonenumber: String(1000 + i), prices } }),
    );
    await setup(many);
    expect(screen.getAllByRole('listitem')).toHaveLength(ZONE_LIST_PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё 7' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(ZONE_LIST_PAGE + 7);
    expect(screen.queryByRole('button', { name: /Показать ещё/ })).toBeNull();
  });
});
