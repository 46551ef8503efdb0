import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '../../../shared/auth/auth-state';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { MapImportPanel } from './map-import-panel';

// Leaflet needs a real layout engine; the map itself is checked in the browser screenshots.
vi.mock('./import-preview-map', () => ({ default: () => <div>map</div> }));

const file = (text: string) => new File([text], 'zones.geojson', { type: 'application/geo+json' });

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator-map', 'console', 'errors']);
});
afterEach(() => vi.unstubAllGlobals());

describe('MapImportPanel', { timeout: 30_000 }, () => {
  it('shows the counts and the list of what would change', async () => {
    setToken('operator', 'op-token');
    mockApi({
      '/api/operator/map/import/preview': () => ({
        status: 'ok',
        preview: {
          digest: 'd1',
          mapVersion: 3,
          types: ['parkings'],
          counts: { features: 3, added: 1, changed: 1, removed: 0, unchanged: 1 },
          added: [{ code: 'P-1', objecttype: 'parkings' }],
          changed: [
            { code: 'P-2', objecttype: 'parkings', fields: [{ field: 'spaces.total', before: 5, after: 6 }] },
          ],
          removed: [],
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MapImportPanel />);
    await user.upload(
      screen.getByLabelText('Выбрать файл'),
      file('{"type":"FeatureCollection","features":[]}'),
    );
    const counts = await screen.findByLabelText('Итоги');
    expect(within(counts).getByText('1 добавлен')).toBeInTheDocument();
    expect(within(counts).getByText('1 изменён')).toBeInTheDocument();
    expect(within(counts).getByText('0 удалено')).toBeInTheDocument();
    expect(screen.getByText('spaces.total')).toBeInTheDocument();
  });

  it('lists the bad features of a refused file with line and reason', async () => {
    setToken('operator', 'op-token');
    mockApi({
      '/api/operator/map/import/preview': () => ({
        status: 'error',
        errorName: 'GeoJsonInvalid',
        errorMessage: 'bad',
        report: {
          features: 2,
          problemCount: 1,
          problems: [
            { line: 14, featureIndex: 1, code: 'P-9', reason: 'BadGeometry', detail: 'ring not closed' },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MapImportPanel />);
    await user.upload(screen.getByLabelText('Выбрать файл'), file('{}'));
    const table = await screen.findByRole('table', { name: 'Ошибки в файле' });
    expect(within(table).getByText('14')).toBeInTheDocument();
    expect(within(table).getByText('Неверная геометрия')).toBeInTheDocument();
    expect(screen.getByText(/1 ошибка/)).toBeInTheDocument();
  });
});
