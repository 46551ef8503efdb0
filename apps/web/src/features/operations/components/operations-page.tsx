import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import {
  OPERATION_FILTER_CHOICES,
  type OperationRow,
  type SpendingGroup,
} from '@parking/domain/operations/operations-contracts';
import { useTranslation } from 'react-i18next';
import { getCurrentCity } from '../../../shared/city/current-city';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { ReceiptLink } from '../../../shared/payments/receipt-link';
import { hasStayProof, StayProofAction } from '../../../shared/payments/stay-proof-action';
import { PageContainer } from '../../../shared/ui/page-container';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useOperations } from '../api/get-operations';
import { useSpendingSummary } from '../api/get-spending-summary';
import { useZoneOptions } from '../../../shared/operations/get-zone-options';
import { DEFAULT_FILTER, toRequestFilter, type FilterState } from '../../../shared/operations/filter-state';
import { useLoadMore } from '../../../shared/operations/use-load-more';
import { OperationsFilters } from '../../../shared/operations/operations-filters';
import { OperationsTable } from '../../../shared/operations/operations-table';
import { showPhone } from '../../../shared/operations/operation-view';
import { OperationsError } from './operations-error';
import { OperationsExport } from './operations-export';
import { SpendingChart } from './spending-chart';

const TEXTS = { ns: 'operations' };

/** bonus20 only with bonuses; no top-up or extension without a balance. */
const typeChoices = (settings?: Pick<SettingsFlags, 'useBonus' | 'dontUseBalance'>) =>
  OPERATION_FILTER_CHOICES.filter(
    (c) =>
      (c !== 'bonus20' || settings?.useBonus) &&
      !(settings?.dontUseBalance && (c === 'refill' || c === 'renew')),
  );

const phoneOf = (row: OperationRow) => showPhone(row.driverPhone);

/**
 * /profile/operations (document 2 §2): filters, the spending chart, export, and the table that
 * loads 50 more when its end is 250 px away and starts over on every filter change.
 */
export function OperationsPage() {
  const { t } = useTranslation('operations');
  const city = getCurrentCity();
  const [filter, setFilter] = useState<FilterState>(DEFAULT_FILTER);
  const [groupBy, setGroupBy] = useState<SpendingGroup>('month');
  // The period's dates are fixed when the filter is chosen, not on every render.
  const request = useMemo(() => toRequestFilter(filter, new Date(), city.timeZone), [filter, city.timeZone]);
  const operations = useOperations(request);
  const summary = useSpendingSummary(request, groupBy);
  const zones = useZoneOptions();
  const settings = useSettingsFlags().data;
  const plates = ((useProfile().data?.ts ?? []) as { numberTs?: string }[])
    .map((v) => v.numberTs)
    .filter((p): p is string => Boolean(p));
  const rows = useMemo(() => operations.data?.pages.flatMap((p) => p.result) ?? [], [operations.data]);
  const canLoadMore =
    Boolean(operations.hasNextPage) && !operations.isFetchingNextPage && !operations.isError;
  const sentinel = useLoadMore(canLoadMore, () => void operations.fetchNextPage(), rows.length);
  // The 54-FZ receipt (issue 22) of any row that has one: a payment's, and a cancel's refund
  // receipt. The shared link opens only http(s) addresses, in a new tab; a bare number is text.
  // Beside it, a paid stay's proof of payment (issue 23 item 5): its page, to show or print.
  const receipt = (row: OperationRow) => (
    <>
      {row.checkFiscal ? <ReceiptLink checkFiscal={row.checkFiscal} /> : null}
      {hasStayProof(row) && <StayProofAction sessionId={row.orderNumber!} />}
    </>
  );

  return (
    <PageContainer title={t('title')} maxWidth="lg">
      <Stack spacing={2}>
        <OperationsFilters
          texts={TEXTS}
          value={filter}
          onChange={setFilter}
          types={typeChoices(settings)}
          plates={plates}
          zones={zones.data ?? []}
          zoneByCode={city.profile === 'rostov'}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'flex-end' }}>
          <OperationsExport filter={request} />
        </Stack>
        {summary.data && (
          <SpendingChart
            buckets={summary.data.result}
            totalSpent={summary.data.totalSpent}
            groupBy={groupBy}
            onGroupBy={setGroupBy}
          />
        )}
        {operations.isError && rows.length === 0 ? (
          <OperationsError onRetry={() => void operations.refetch()} retrying={operations.isFetching} />
        ) : operations.isPending ? (
          <PageLoading />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('empty')}
          </Typography>
        ) : (
          <Box>
            <OperationsTable
              texts={TEXTS}
              rows={rows}
              timeZone={city.timeZone}
              cardsBelowPx={540}
              columns={[
                { header: t('columns.receipt'), cell: receipt, nowrap: true },
                ...(rows.some((r) => r.driverPhone)
                  ? [{ header: t('columns.driverPhone'), cell: phoneOf, nowrap: true }]
                  : []),
              ]}
              cardLine={(row) => (row.driverPhone ? phoneOf(row) : null)}
              cardFoot={receipt}
            />
            <div ref={sentinel} data-testid="operations-end" />
            {operations.isFetchingNextPage && <LinearProgress sx={{ mt: 1 }} aria-label={t('loadingMore')} />}
            {operations.isError && (
              <OperationsError
                onRetry={() => void operations.fetchNextPage()}
                retrying={operations.isFetching}
              />
            )}
          </Box>
        )}
      </Stack>
    </PageContainer>
  );
}
