import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AreaError } from '../../../shared/console/area-error';
import { getCurrentCity } from '../../../shared/city/current-city';
import { OperationsTable } from '../../../shared/operations/operations-table';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useDriverOperations } from '../api/support-queries';
import { usePaging } from './use-paging';

const TEXTS = { ns: 'operator-support', keyPrefix: 'operations' };

/** The driver's operations history as the driver sees it (a correction with its reason too). */
export function OperationsTab({ driverId }: { driverId: number }) {
  const { t } = useTranslation('console');
  const paging = usePaging();
  const operations = useDriverOperations(driverId, paging.query);
  if (operations.error && !operations.data) {
    return <AreaError error={operations.error} onRetry={() => void operations.refetch()} />;
  }
  if (!operations.data) return <PageLoading />;
  const { items, count } = operations.data;
  return (
    <Stack spacing={1}>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <OperationsTable
          texts={TEXTS}
          rows={items}
          timeZone={getCurrentCity().timeZone}
          cardsBelowPx={700}
          columns={[]}
          cardLine={() => null}
        />
      )}
      <TablePagination
        component="div"
        count={count}
        page={paging.table.page - 1}
        rowsPerPage={paging.table.pageSize}
        rowsPerPageOptions={[10, 20, 50, 100]}
        onPageChange={(_event, next) => paging.table.onPage(next + 1)}
        onRowsPerPageChange={(event) => paging.table.onPageSize(Number(event.target.value))}
        labelRowsPerPage={t('rowsPerPage')}
        labelDisplayedRows={({ from, to, count: all }) => t('range', { from, to, count: all })}
      />
    </Stack>
  );
}
