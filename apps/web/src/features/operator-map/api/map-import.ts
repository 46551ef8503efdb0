import type {
  MapImportApplyAnswer,
  MapImportPreviewAnswer,
  MapImportReport,
} from '@parking/domain/staff/map-admin-contracts';
import { apiCall } from '../../../shared/http/api-client';
import { ApiError } from '../../../shared/http/api-error';

/** POST /api/operator/map/import/preview: what the file would change, or GeoJsonInvalid with its report. */
export const previewMapImport = (text: string) =>
  apiCall<Omit<MapImportPreviewAnswer, 'status'>>('POST', '/api/operator/map/import/preview', {
    token: 'operator',
    body: { text },
  });

/** POST /api/operator/map/import/apply: the same text and the preview's digest (PreviewOutdated if stale). */
export const applyMapImport = (request: { text: string; digest: string }) =>
  apiCall<Omit<MapImportApplyAnswer, 'status'>>('POST', '/api/operator/map/import/apply', {
    token: 'operator',
    body: request,
  });

/** The bad-features report a GeoJsonInvalid refusal carries. */
export const reportOf = (error: unknown): MapImportReport | undefined =>
  error instanceof ApiError ? (error.body?.report as MapImportReport | undefined) : undefined;

/** GET /api/operator/map/export: the city's zones and objects as one GeoJSON file. */
export const MAP_EXPORT_PATH = '/api/operator/map/export';
