import { getToken } from '../../../shared/auth/auth-state';
import { cityApiUrl } from '../../../shared/http/api-client';
import { ApiError } from '../../../shared/http/api-error';

/**
 * GET /api/operator/map/export: the city's zones and objects as GeoJSON. A file, not an
 * envelope, so it is fetched directly (with the operator token) and handed back as text.
 */
export async function fetchMapExport(signal?: AbortSignal): Promise<string> {
  const token = getToken('operator');
  const response = await fetch(cityApiUrl('/api/operator/map/export'), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  const text = await response.text();
  if (!response.ok) {
    let name = 'UnknownError';
    try {
      name = (JSON.parse(text) as { errorName?: string }).errorName ?? name;
    } catch {
      // not an envelope: a proxy page
    }
    throw new ApiError(name, `HTTP ${response.status}`, response.status);
  }
  return text;
}

/** Saves the export as a file the operator can edit and import again. */
export async function downloadMapExport(): Promise<void> {
  const text = await fetchMapExport();
  const url = URL.createObjectURL(new Blob([text], { type: 'application/geo+json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'map.geojson' });
  link.click();
  URL.revokeObjectURL(url);
}
