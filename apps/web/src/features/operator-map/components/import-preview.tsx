import { lazy, Suspense, useMemo } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Feature, Geometry } from 'geojson';
import { useTranslation } from 'react-i18next';
import type { MapImportPreview } from '@parking/domain/staff/map-admin-contracts';
import { PagedTable } from '../../../shared/console/paged-table';
import { PageLoading } from '../../../shared/ui/page-loading';
import { fetchMapExport } from '../api/map-export';
import { MAP_KEY } from '../api/map-objects';
import { fileFeaturesByCode } from '../lib/file-features';
import type { PreviewKind } from './import-preview-map';

// Leaflet and its CSS come with the map itself, after the counts and the list are shown.
const ImportPreviewMap = lazy(() => import('./import-preview-map'));

type Row = { kind: PreviewKind; code: string; objecttype: string; fields: string };
const COLORS = { added: 'success', changed: 'warning', removed: 'error' } as const;

/** What an import would do: counts, the map of added/changed/removed, and the list. */
export function ImportPreview({ preview, text }: { preview: MapImportPreview; text: string }) {
  const { t } = useTranslation('operator-map');
  const inFile = useMemo(() => fileFeaturesByCode(text), [text]);
  // Removed objects are not in the file: their shapes come from the current export.
  const current = useQuery({
    queryKey: [MAP_KEY, 'export', preview.mapVersion] as const,
    queryFn: ({ signal }) => fetchMapExport(signal).then(fileFeaturesByCode),
    enabled: preview.removed.length > 0,
    staleTime: Infinity,
  });
  const pick = (codes: { code: string }[], from: Map<string, Feature<Geometry>> | undefined) =>
    codes.flatMap(({ code }) => from?.get(code) ?? []);
  const layers = {
    added: pick(preview.added, inFile),
    changed: pick(preview.changed, inFile),
    removed: pick(preview.removed, current.data),
  };
  const rows: Row[] = [
    ...preview.added.map((e) => ({ kind: 'added' as const, ...e, fields: '' })),
    ...preview.changed.map((e) => ({
      kind: 'changed' as const,
      ...e,
      fields: e.fields.map((f) => f.field).join(', '),
    })),
    ...preview.removed.map((e) => ({ kind: 'removed' as const, ...e, fields: '' })),
  ];
  const kinds: PreviewKind[] = ['added', 'changed', 'removed'];

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        aria-label={t('preview.counts')}
      >
        {kinds.map((kind) => (
          <Chip
            key={kind}
            // a kind with nothing in it stays grey: red "0 removed" reads as a warning
            color={preview.counts[kind] > 0 ? COLORS[kind] : 'default'}
            label={t(`preview.count.${kind}`, { count: preview.counts[kind] })}
          />
        ))}
        <Chip variant="outlined" label={t('preview.count.unchanged', { count: preview.counts.unchanged })} />
      </Stack>
      <Suspense fallback={<PageLoading minHeight={280} />}>
        <ImportPreviewMap layers={layers} />
      </Suspense>
      <Typography variant="subtitle1" component="h3">
        {t('preview.list')}
      </Typography>
      <PagedTable
        label={t('preview.list')}
        columns={[
          {
            key: 'kind',
            label: t('preview.kind'),
            render: (r) => <Chip size="small" color={COLORS[r.kind]} label={t(`preview.${r.kind}`)} />,
          },
          { key: 'code', label: t('fields.code'), render: (r) => r.code },
          { key: 'type', label: t('fields.objecttype'), render: (r) => r.objecttype },
          { key: 'fields', label: t('preview.fields'), render: (r) => r.fields },
        ]}
        rows={rows}
        rowKey={(r) => `${r.kind}-${r.objecttype}-${r.code}`}
      />
    </Stack>
  );
}
