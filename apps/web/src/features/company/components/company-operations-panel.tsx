import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyProfile } from '@parking/domain/company/company-contracts';
import { OPERATION_FILTER_CHOICES } from '@parking/domain/operations/operations-contracts';
import { useTranslation } from 'react-i18next';
import { getCurrentCity } from '../../../shared/city/current-city';
import { DEFAULT_FILTER, toRequestFilter, type FilterState } from '../../../shared/operations/filter-state';
import { useZoneOptions } from '../../../shared/operations/get-zone-options';
import { useLoadMore } from '../../../shared/operations/use-load-more';
import { showPhone } from '../../../shared/operations/operation-view';
import { OperationsFilters } from '../../../shared/operations/operations-filters';
import { OperationsTable } from '../../../shared/operations/operations-table';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { ErrorPanel } from '../../../shared/ui/error-panel';
import { PageLoading } from '../../../shared/ui/page-loading';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useCompanyOperations, type CompanyOperationRow } from '../api/get-company-operations';

/** The personal history's filters plus the company driver (its id goes as Driver). */
type CompanyFilterState = FilterState & { driver: string };

const TEXTS = { ns: 'company', keyPrefix: 'operations' };

const whoParked = (row: CompanyOperationRow) =>
  row.driver || row.driverPhone ? [row.driver, showPhone(row.driverPhone)].filter(Boolean).join(' · ') : null;

/** The company's history: the driver's filters plus Driver; 50 more near the end of the list. */
export function CompanyOperationsPanel({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation('company');
  const city = getCurrentCity();
  const [filter, setFilter] = useState<CompanyFilterState>({ ...DEFAULT_FILTER, driver: 'all' });
  // The period's dates are fixed when the filter is chosen, not on every render.
  const request = useMemo(
    () => ({
      ...toRequestFilter(filter, new Date(), city.timeZone),
      Driver: filter.driver === 'all' ? undefined : filter.driver,
    }),
    [filter, city.timeZone],
  );
  const operations = useCompanyOperations(request);
  const zones = useZoneOptions();
  const settings = useSettingsFlags().data;
  const rows = useMemo(() => operations.data?.pages.flatMap((p) => p.result) ?? [], [operations.data]);
  const canLoadMore =
    Boolean(operations.hasNextPage) && !operations.isFetchingNextPage && !operations.isError;
  const sentinel = useLoadMore(canLoadMore, () => void operations.fetchNextPage(), rows.length);
  const retry = (
    <ErrorPanel
      error={operations.error}
      title={t('operations.loadError')}
      onRetry={() => void (rows.length === 0 ? operations.refetch() : operations.fetchNextPage())}
      retrying={operations.isFetching}
    />
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('operations.title')}
      </Typography>
      <OperationsFilters
        texts={TEXTS}
        value={filter}
        onChange={setFilter}
        types={OPERATION_FILTER_CHOICES.filter((c) => c !== 'bonus20' || settings?.useBonus)}
        plates={company.ts.map((v) => v.numberTs)}
        zones={zones.data ?? []}
        zoneByCode={city.profile === 'rostov'}
        more={[
          {
            name: 'driver',
            label: t('operations.filters.driver'),
            options: [
              ...company.drivers.map((d) => ({ value: String(d.id), label: d.name })),
              // removed from the fleet, still in the operations: choosable, marked as removed
              ...company.removedDrivers.map((d) => ({
                value: String(d.id),
                label: t('operations.removedDriver', { name: d.name }),
              })),
            ],
          },
        ]}
      />
      {operations.isError && rows.length === 0 ? (
        retry
      ) : operations.isPending ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        <EmptyState text={t('operations.empty')} />
      ) : (
        <Box>
          <OperationsTable
            texts={TEXTS}
            rows={rows}
            timeZone={city.timeZone}
            cardsBelowPx={600}
            columns={[
              { header: t('operations.columns.driver'), cell: (row) => row.driver ?? '' },
              {
                header: t('operations.columns.driverPhone'),
                cell: (row) => showPhone(row.driverPhone),
                nowrap: true,
              },
            ]}
            cardLine={whoParked}
          />
          <div ref={sentinel} data-testid="corp-operations-end" />
          {operations.isFetchingNextPage && (
            <LinearProgress sx={{ mt: 1 }} aria-label={t('operations.loadingMore')} />
          )}
          {operations.isError && retry}
        </Box>
      )}
    </Stack>
  );
}
