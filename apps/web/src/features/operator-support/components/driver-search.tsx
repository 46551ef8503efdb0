import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { DriverSummary } from '@parking/domain/staff/driver-support-contracts';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import type { PagedSearch } from '../../../shared/console/use-paged-search';
import { useDriverSearch } from '../api/support-queries';
import { showPhone } from '../../../shared/operations/operation-view';

/** Drivers by phone, e-mail, plate or order number; a name opens the driver's panel. */
export function DriverSearch({ list, onOpen }: { list: PagedSearch; onOpen: (id: number) => void }) {
  const { t } = useTranslation('operator-support');
  const format = useConsoleFormat();
  const drivers = useDriverSearch({ q: list.q, page: list.page, pageSize: list.pageSize });
  const columns: Column<DriverSummary>[] = [
    {
      key: 'name',
      label: t('fields.name'),
      render: (d) => (
        <Link component="button" onClick={() => onOpen(d.id)} sx={{ textAlign: 'left' }}>
          {d.name || t('noName')}
        </Link>
      ),
    },
    { key: 'email', label: t('fields.email'), render: (d) => d.email },
    { key: 'phone', label: t('fields.phone'), render: (d) => showPhone(d.phone) },
    { key: 'plates', label: t('fields.plates'), render: (d) => d.plates.join(', ') },
    { key: 'registered', label: t('fields.registeredAt'), render: (d) => format.dateTime(d.registeredAt) },
    {
      key: 'state',
      label: t('fields.state'),
      render: (d) => (
        <Chip
          size="small"
          color={d.blocked ? 'error' : 'success'}
          label={d.blocked ? t('state.blocked') : t('state.active')}
        />
      ),
    },
  ];
  return (
    <PagedTable
      label={t('search.table')}
      columns={columns}
      rows={drivers.data?.items}
      rowKey={(d) => d.id}
      count={drivers.data?.count ?? 0}
      list={list}
      searchLabel={t('search.label')}
      loading={drivers.isFetching}
      error={drivers.error}
      onRetry={() => void drivers.refetch()}
    />
  );
}
