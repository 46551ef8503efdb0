import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Zone } from '@parking/domain/contracts/content';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { ZoneField } from './zone-field';

const ZONES: Zone[] = [{ name: 'Центр', value: '101', zonenumber: '101', prices: [] }];

function renderField() {
  renderWithProviders(
    <ZoneField
      zones={ZONES}
      value="101"
      onChange={() => {}}
      onBlur={() => {}}
      inputRef={null}
      loading={false}
    />,
  );
}

beforeAll(async () => {
  await testI18n.loadNamespaces(['parking-payment']);
});
afterEach(async () => {
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
});
