import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OBJECT_TYPES } from '@parking/domain/contracts/map-info';
import type { MapObjectItem } from '@parking/domain/staff/map-admin-contracts';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { useErrorText } from '../../../shared/console/use-error-text';
import { usePagedSearch } from '../../../shared/console/use-paged-search';
import { downloadMapExport } from '../api/map-export';
import { useMapObjects } from '../api/map-objects';
import { MapImportPanel } from './map-import-panel';
import { MapObjectDialog } from './map-object-dialog';

/** /operator/map (issue 20 item 3): the objects table with one object's form, import and export. */
export function MapAdminPage() {
  const { t } = useTranslation(['operator-map', 'console']);
  const { ofError } = useErrorText();
  const [tab, setTab] = useState<'objects' | 'import'>('objects');
  const list = usePagedSearch();
  const [objecttype, setObjecttype] = useState('');
  const [editing, setEditing] = useState<MapObjectItem | null>(null);
  const objects = useMapObjects({ q: list.q, objecttype, page: list.page, pageSize: list.pageSize });
  const exporting = useMutation({ mutationFn: downloadMapExport });

  const columns: Column<MapObjectItem>[] = [
    { key: 'code', label: t('fields.code'), render: (o) => o.code },
    { key: 'type', label: t('fields.objecttype'), render: (o) => o.objecttype },
    { key: 'name', label: t('fields.name'), render: (o) => o.name ?? o.address ?? '' },
    { key: 'zone', label: t('fields.zone'), render: (o) => o.zonenumber ?? '' },
    { key: 'category', label: t('fields.category'), render: (o) => o.category ?? '' },
    {
      key: 'spaces',
      label: t('fields.spaces'),
      align: 'right',
      render: (o) => (o.spaces ? `${o.spaces.total} / ${o.spaces.fordisabled}` : ''),
    },
    {
      key: 'active',
      label: t('fields.active'),
      render: (o) => (
        <Chip
          size="small"
          color={o.active ? 'success' : 'default'}
          label={o.active ? t('active') : t('hidden')}
        />
      ),
    },
    {
      key: 'edit',
      label: '',
      render: (o) => (
        <IconButton size="small" aria-label={t('edit.title', { code: o.code })} onClick={() => setEditing(o)}>
          <EditIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Tabs value={tab} onChange={(_e, next: 'objects' | 'import') => setTab(next)} variant="scrollable">
          <Tab value="objects" label={t('tabs.objects')} />
          <Tab value="import" label={t('tabs.import')} />
        </Tabs>
        <Button startIcon={<DownloadIcon />} onClick={() => exporting.mutate()} loading={exporting.isPending}>
          {t('export')}
        </Button>
      </Stack>
      {exporting.error && <Alert severity="error">{ofError(exporting.error)}</Alert>}
      {tab === 'objects' ? (
        <PagedTable
          label={t('tabs.objects')}
          columns={columns}
          rows={objects.data?.items}
          rowKey={(o) => o.code}
          count={objects.data?.count ?? 0}
          list={list}
          searchLabel={t('search')}
          toolbar={
            <TextField
              select
              size="small"
              label={t('fields.objecttype')}
              value={objecttype}
              onChange={(e) => {
                setObjecttype(e.target.value);
                list.setPage(1);
              }}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">{t('allTypes')}</MenuItem>
              {OBJECT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
          }
          loading={objects.isFetching}
          error={objects.error}
          onRetry={() => void objects.refetch()}
        />
      ) : (
        <MapImportPanel />
      )}
      {editing && <MapObjectDialog item={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
