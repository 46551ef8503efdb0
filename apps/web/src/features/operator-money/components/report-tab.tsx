import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MONEY_EXPORT_FORMATS,
  MONEY_GROUP_BY,
  MoneyReportQuerySchema,
  type MoneyFigures,
  type MoneyGroupBy,
  type MoneyReportRow,
} from '@parking/domain/staff/money-contracts';
import { AreaError } from '../../../shared/console/area-error';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useErrorText } from '../../../shared/console/use-error-text';
import { useMoneyReport, type ReportFilter } from '../api/money-calls';
import { downloadMoneyReport } from '../api/money-export';
import { cityToday, presetPeriod } from '../lib/money-days';
import { PeriodPicker } from './period-picker';
import { ReportChart } from './report-chart';

const MONEY: (keyof MoneyFigures)[] = ['revenue', 'refunds', 'net', 'corrections', 'bonuses'];

/** The report: period, grouping, the chart of revenue and refunds, the table with totals, the files. */
export function ReportTab() {
  const { t } = useTranslation('operator-money');
  const format = useConsoleFormat();
  const { byName, ofError } = useErrorText();
  const [filter, setFilter] = useState<ReportFilter>(() => ({
    ...presetPeriod('week', cityToday()),
    groupBy: 'day',
  }));
  // the route's own schema says a period is wrong before any call is made
  const checked = MoneyReportQuerySchema.safeParse(filter);
  const report = useMoneyReport(filter, checked.success);
  const download = useMutation({
    mutationFn: (format: (typeof MONEY_EXPORT_FORMATS)[number]) => downloadMoneyReport(filter, format),
  });
  const data = report.data;

  const columns: Column<MoneyReportRow>[] = [
    {
      key: 'group',
      label: t(`groupBy.heading.${filter.groupBy}`),
      // a day reads in the console's language; a zone, a method and the totals by their labels
      render: (r) => (data?.groupBy === 'day' && r.key ? format.day(r.key) : r.label),
    },
    ...MONEY.map((k) => ({
      key: k,
      label: t(`figures.${k}`),
      align: 'right' as const,
      render: (r: MoneyReportRow) => format.money(r[k]),
    })),
    { key: 'sessions', label: t('figures.sessions'), align: 'right', render: (r) => r.sessions },
    { key: 'minutes', label: t('figures.minutes'), align: 'right', render: (r) => r.minutes },
  ];

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        // a column never wraps: a wrapping column is as wide as its widest field, wider than a phone
        sx={{ alignItems: { md: 'flex-end' }, flexWrap: { md: 'wrap' } }}
      >
        <PeriodPicker value={filter} onChange={(period) => setFilter({ ...filter, ...period })} />
        <TextField
          select
          size="small"
          label={t('groupBy.label')}
          value={filter.groupBy}
          onChange={(event) => setFilter({ ...filter, groupBy: event.target.value as MoneyGroupBy })}
          sx={{ minWidth: 200 }}
        >
          {MONEY_GROUP_BY.map((by) => (
            <MenuItem key={by} value={by}>
              {t(`groupBy.${by}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          {MONEY_EXPORT_FORMATS.map((f) => (
            <Button
              key={f}
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={!checked.success || download.isPending}
              onClick={() => download.mutate(f)}
            >
              {t(`export.${f}`)}
            </Button>
          ))}
        </Stack>
      </Stack>
      {!checked.success && <Alert severity="warning">{byName(checked.error.issues[0]?.message)}</Alert>}
      {download.error && <Alert severity="error">{ofError(download.error)}</Alert>}
      {report.error && !data ? (
        <AreaError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        data && (
          <>
            <ReportChart rows={data.rows} days={data.groupBy === 'day'} />
            <PagedTable
              label={t('tableLabel')}
              columns={columns}
              rows={data.rows}
              rowKey={(r) => r.key ?? '—'}
              total={{ key: null, label: t('total'), ...data.total }}
              loading={report.isFetching}
            />
            {data.matchesLedger ? (
              <Typography variant="body2" color="text.secondary">
                {t('matches')}
              </Typography>
            ) : (
              <Alert severity="error">{t('mismatch')}</Alert>
            )}
          </>
        )
      )}
    </Stack>
  );
}
