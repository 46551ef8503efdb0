import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sortCitiesByName } from '@parking/domain/cities/cities';
import { CONFIGURED_CITIES } from '../../shared/city/current-city';
import { renderWithProviders, testI18n } from '../../shared/testing/render-with-providers';
import { CityChangeModal } from './city-change-modal';

const chooseCity = vi.hoisted(() => vi.fn());
vi.mock('../../shared/city/current-city', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/city/current-city')>()),
  chooseCity,
}));

afterEach(async () => {
  chooseCity.mockReset();
  await testI18n.changeLanguage('ru');
});

async function openModal() {
  await testI18n.loadNamespaces('modals');
  renderWithProviders(<CityChangeModal id={1} />);
  return screen.findByRole('radiogroup');
}

const labels = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')!.textContent);

describe('CityChangeModal', () => {
  it('lists every configured city sorted by its Russian name', async () => {
    const group = await openModal();
    const names = labels(group);
    expect(names).toHaveLength(CONFIGURED_CITIES.length);
    expect(names).toEqual([...names].sort((a, b) => a!.localeCompare(b!, 'ru')));
    expect(names).toEqual(sortCitiesByName(CONFIGURED_CITIES, 'ru').map((c) => c.nameForShow.ru));
  });

  it('sorts by the English names in English', async () => {
    await testI18n.changeLanguage('en');
    const group = await openModal();
    expect(labels(group)).toEqual(sortCitiesByName(CONFIGURED_CITIES, 'en').map((c) => c.nameForShow.en));
  });

  it('changes the city only after a different one is picked and confirmed', async () => {
    const user = userEvent.setup();
    await openModal();
    const confirm = screen.getByRole('button', { name: 'Выбрать' });
    expect(screen.getByRole('radio', { name: 'Пермь' })).toBeChecked();
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Севастополь' }));
    expect(chooseCity).not.toHaveBeenCalled();
    await user.click(confirm);
    expect(chooseCity).toHaveBeenCalledWith('sevastopol');
  });
});
