import type { ZoneAt } from '@parking/domain/contracts/zone-at';
import { apiGet } from '../../../shared/http/api-client';

/** GET /api/map/zone-at: the zones at a position, nearest first (issue 23); names in the page's language. */
export function fetchZoneAt(lat: number, lon: number): Promise<ZoneAt[]> {
  return apiGet<{ zones: ZoneAt[] }>('/api/map/zone-at', { lat: String(lat), lon: String(lon) }).then(
    (r) => r.zones,
  );
}
