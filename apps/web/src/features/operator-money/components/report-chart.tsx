import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { MoneyReportRow } from '@parking/domain/staff/money-contracts';
import { useConsoleFormat } from '../../../shared/console/use-console-format';

/**
 * Revenue and refunds of each group as bars, in roubles. @mui/x-charts is imported here only:
 * this feature is a lazy console page, so the drivers' first load never carries it.
 */
export function ReportChart({ rows, days }: { rows: readonly MoneyReportRow[]; days: boolean }) {
  const { t } = useTranslation('operator-money');
  const format = useConsoleFormat();
  const theme = useTheme();
  const rub = (value: number | null) => (value === null ? '' : format.money(Math.round(value * 100)));
  // the axis has little room: 12 тыс., 1,5 млн
  const compact = new Intl.NumberFormat(format.locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <Paper variant="outlined" sx={{ p: 1 }} role="figure" aria-label={t('chart')}>
      <BarChart
        height={280}
        xAxis={[
          {
            scaleType: 'band',
            // a day reads as its date; zones and methods by their labels
            data: rows.map((r) => (days && r.key ? format.day(r.key) : r.label)),
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => compact.format(v) }]}
        series={[
          {
            data: rows.map((r) => r.revenue / 100),
            label: t('figures.revenue'),
            color: theme.palette.primary.main,
            valueFormatter: rub,
          },
          {
            data: rows.map((r) => r.refunds / 100),
            label: t('figures.refunds'),
            color: theme.palette.warning.main,
            valueFormatter: rub,
          },
        ]}
        margin={{ left: 8, right: 8 }}
      />
    </Paper>
  );
}
