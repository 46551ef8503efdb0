import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Zone } from '@parking/domain/contracts/content';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { rememberZone, toggleFavouriteZone } from '../lib/recent-zones';
import { ZoneField } from './zone-field';

const zone = (zonenumber: string, name = zonenumber): Zone => ({
  name,
  value: zonenumber,
  zonenumber,
  prices: [],
});
const ZONES: Zone[] = [zone('101', 'Центр'), zone('102'), zone('103'), zone('104')];

function renderField(onChange: (z: string) => void = () => {}, value = '101') {
  renderWithProviders(
    <ZoneField
      zones={ZONES}
      value={value}
      onChange={onChange}
      onBlur={() => {}}
      inputRef={null}
      loading={false}
    />,
  );
}

/** A phone whose location answers as given (a position, or an error code 1-3). */
function stubGeolocation(answer: { lat: number; lon: number } | 1 | 2 | 3) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail: PositionErrorCallback, _options?: PositionOptions) => {
      if (typeof answer === 'number') fail({ code: answer, message: '' } as GeolocationPositionError);
      else ok({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
    },
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['parking-payment']);
});
beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await testI18n.changeLanguage('ru');
});

describe('zone field', () => {
  it('names its open and clear buttons in Russian', () => {
    renderField();
    expect(screen.getByRole('button', { name: 'Показать зоны' })).toBeInTheDocument();
    expect(screen.getByLabelText('Очистить зону')).toBeInTheDocument();
  });

  it('names its open and clear buttons in English', async () => {
    await testI18n.changeLanguage('en');
    renderField();
    expect(screen.getByRole('button', { name: 'Show zones' })).toBeInTheDocument();
    expect(screen.getByLabelText('Clear zone')).toBeInTheDocument();
  });

  it('lists favourite zones, then recent ones, then the rest, each group named; a star adds one', async () => {
    rememberZone('104');
    rememberZone('103');
    toggleFavouriteZone('102');
    const user = userEvent.setup();
    renderField();
    await user.click(screen.getByRole('button', { name: 'Показать зоны' }));
    const list = screen.getByRole('listbox');
    const lines = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(lines).toEqual(['102', '103', '104', '101 — Центр']);
    expect(within(list).getByText('Избранные зоны')).toBeInTheDocument();
    expect(within(list).getByText('Недавние зоны')).toBeInTheDocument();
    expect(within(list).getByText('Все зоны')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Добавить зону 101 в избранное' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['102', '101 — Центр', '103', '104']);
    expect(screen.getByRole('button', { name: 'Убрать зону 101 из избранного' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('suggests the zones at the phone’s position, nearest first, and picks one in a tap', async () => {
    const asked = stubGeolocation({ lat: 58.01, lon: 56.23 });
    const queries: string[] = [];
    mockApi({
      '/api/map/zone-at': (url) => {
        queries.push(String(url));
        return {
          status: 'ok',
          zones: [
            { zoneNumber: '103', name: '103', distance: 0 },
            { zoneNumber: '101', name: 'Центр', distance: 12 },
          ],
        };
      },
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderField(onChange, '');
    await user.click(screen.getByRole('button', { name: 'Где я' }));
    expect(asked.mock.calls[0]![2]).toMatchObject({ enableHighAccuracy: true, timeout: 10_000 });
    const group = await screen.findByRole('group', { name: 'Зоны рядом с вами:' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['103 (вы здесь)', '101 — Центр (12 метров)']);
    expect(queries[0]).toMatch(/lat=58\.01&lon=56\.23/);
    await user.click(within(group).getByRole('button', { name: '101 — Центр (12 метров)' }));
    expect(onChange).toHaveBeenCalledWith('101');
  });

  it('says clearly when location is denied or unavailable', async () => {
    stubGeolocation(1);
    const user = userEvent.setup();
    renderField();
    await user.click(screen.getByRole('button', { name: 'Где я' }));
    expect(await screen.findByText(/Доступ к геопозиции для сайта запрещён/)).toBeInTheDocument();
    stubGeolocation(2);
    await user.click(screen.getByRole('button', { name: 'Где я' }));
    expect(await screen.findByText(/Телефон не смог определить местоположение/)).toBeInTheDocument();
  });
});
