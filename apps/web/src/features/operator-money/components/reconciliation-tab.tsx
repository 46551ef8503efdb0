import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  MoneyReconciliationQuerySchema,
  type CardDifference,
  type CardPaymentSide,
} from '@parking/domain/staff/money-contracts';
import { AreaError } from '../../../shared/console/area-error';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useErrorText } from '../../../shared/console/use-error-text';
import { useCardReconciliation, type Period } from '../api/money-calls';
import { cityToday, presetPeriod } from '../lib/money-days';
import { PeriodPicker } from './period-picker';

/** The card reconciliation: a period, both sides' counts and totals, and what does not agree. */
export function ReconciliationTab() {
  const { t } = useTranslation('operator-money');
  const format = useConsoleFormat();
  const { byName } = useErrorText();
  const [period, setPeriod] = useState<Period>(() => presetPeriod('week', cityToday()));
  const checked = MoneyReconciliationQuerySchema.safeParse(period);
  const reconciliation = useCardReconciliation(period, checked.success);
  const data = reconciliation.data;
  const amount = (kopecks: number | null) => (kopecks === null ? '—' : format.money(kopecks));
  const status = (s: string | null) =>
    s === null ? '—' : t(`reconciliation.statuses.${s}`, { defaultValue: s });

  const columns: Column<CardDifference>[] = [
    {
      key: 'kind',
      label: t('reconciliation.kind'),
      render: (d) => (
        <Chip size="small" color="error" variant="outlined" label={t(`reconciliation.kinds.${d.kind}`)} />
      ),
    },
    { key: 'at', label: t('reconciliation.createdAt'), render: (d) => format.dateTime(d.createdAt) },
    { key: 'payment', label: t('reconciliation.payment'), render: (d) => d.paymentId ?? '—' },
    { key: 'provider', label: t('reconciliation.providerPayment'), render: (d) => d.providerPaymentId },
    { key: 'ourStatus', label: t('reconciliation.ourStatus'), render: (d) => status(d.ourStatus) },
    {
      key: 'ours',
      label: t('reconciliation.ourAmount'),
      align: 'right',
      render: (d) => amount(d.ourKopecks),
    },
    {
      key: 'ledger',
      label: t('reconciliation.ledgerAmount'),
      align: 'right',
      render: (d) => amount(d.ledgerKopecks),
    },
    {
      key: 'theirStatus',
      label: t('reconciliation.providerStatus'),
      render: (d) => status(d.providerStatus),
    },
    {
      key: 'theirs',
      label: t('reconciliation.providerAmount'),
      align: 'right',
      render: (d) => amount(d.providerKopecks),
    },
  ];
  const side = (title: string, s: CardPaymentSide) => (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography variant="body2">{t('reconciliation.made', { count: s.count })}</Typography>
      <Typography variant="body2">
        {t('reconciliation.paid', { count: s.paidCount, amount: format.money(s.paidKopecks) })}
      </Typography>
      <Typography variant="body2">
        {t('reconciliation.refunded', { count: s.refundedCount, amount: format.money(s.refundedKopecks) })}
      </Typography>
    </Paper>
  );

  return (
    <Stack spacing={2}>
      <PeriodPicker value={period} onChange={setPeriod} />
      {!checked.success && <Alert severity="warning">{byName(checked.error.issues[0]?.message)}</Alert>}
      {reconciliation.error && !data ? (
        <AreaError error={reconciliation.error} onRetry={() => void reconciliation.refetch()} />
      ) : (
        data && (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {side(t('reconciliation.ours'), data.ours)}
              {side(t('reconciliation.theirs', { provider: data.provider }), data.theirs)}
            </Stack>
            <Alert severity={data.differenceCount === 0 ? 'success' : 'error'}>
              {t('reconciliation.summary', { matched: data.matched, count: data.differenceCount })}
            </Alert>
            {data.differenceCount > 0 && (
              <PagedTable
                label={t('reconciliation.tableLabel')}
                columns={columns}
                rows={data.differences}
                rowKey={(d) => `${d.kind}-${d.providerPaymentId}`}
                loading={reconciliation.isFetching}
              />
            )}
          </>
        )
      )}
    </Stack>
  );
}
