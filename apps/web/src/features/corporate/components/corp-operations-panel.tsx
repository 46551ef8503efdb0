import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CorpProfile } from '@parking/domain/corporate/corporate-contracts';
import { useTranslation } from 'react-i18next';
import { getCurrentCity } from '../../../shared/city/current-city';
import { DEFAULT_FILTER, toRequestFilter } from '../../../shared/operations/filter-state';
import { useZoneOptions } from '../../../shared/operations/get-zone-options';
import { useLoadMore } from '../../../shared/operations/use-load-more';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { ErrorPanel } from '../../../shared/ui/error-panel';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useCorpOperations } from '../api/get-corp-operations';
import { CorpOperationsFilters, type CorpFilterState } from './corp-operations-filters';
import { CorpOperationsTable } from './corp-operations-table';
import { EmptyState } from './empty-state';

/** The company's history: the driver's filters plus Driver; 50 more near the end of the list. */
export function CorpOperationsPanel({ company }: { company: CorpProfile }) {
  const { t } = useTranslation('corporate');
  const city = getCurrentCity();
  const [filter, setFilter] = useState<CorpFilterState>({ ...DEFAULT_FILTER, driver: 'all' });
  // The period's dates are fixed when the filter is chosen, not on every render.
  const request = useMemo(
    () => ({
      ...toRequestFilter(filter, new Date(), city.timeZone),
      Driver: filter.driver === 'all' ? undefined : filter.driver,
    }),
    [filter, city.timeZone],
  );
  const operations = useCorpOperations(request);
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
      <CorpOperationsFilters
        value={filter}
        onChange={setFilter}
        useBonus={Boolean(settings?.useBonus)}
        plates={company.ts.map((v) => v.numberTs)}
        drivers={company.drivers}
        removedDrivers={company.removedDrivers}
        zones={zones.data ?? []}
        zoneByCode={city.profile === 'rostov'}
      />
      {operations.isError && rows.length === 0 ? (
        retry
      ) : operations.isPending ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        <EmptyState text={t('operations.empty')} />
      ) : (
        <Box>
          <CorpOperationsTable rows={rows} timeZone={city.timeZone} />
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
