import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { BenefitRow as Benefit } from '@parking/domain/subscriptions/benefit-contracts';
import { plateOf, zonesOf } from '../lib/benefit-view';
import { BenefitActions } from './benefit-actions';

type BenefitsTableProps = {
  rows: Benefit[];
  /** The constructor setting: each row gets its refund, change plate and pause/continue buttons. */
  withActions: boolean;
  plates: string[];
};

type Column = { key: string; label: string; value: (b: Benefit) => React.ReactNode };

/** The benefits table (document 2 §2); cards instead of a table under 540 px. */
export function BenefitsTable({ rows, withActions, plates }: BenefitsTableProps) {
  const { t } = useTranslation('subscriptions');
  // The city the seeds single out names cadastral quarters and hides the discount: the server says so per row.
  const quarterCity = rows.some((r) => r.zoneKind === 'cadastralQuarter');
  const showSale = rows.every((r) => r.showSale);
  const narrow = useMediaQuery('(max-width:539.95px)');
  const columns: Column[] = [
    {
      key: 'type',
      label: t('columns.type'),
      // a paused, ended or refunded permit says so: its disabled buttons alone would not
      value: (b) => {
        const name = b.variation || b.type;
        return b.status === 'active' ? name : `${name} (${t(`status.${b.status}`)})`;
      },
    },
    {
      key: 'zone',
      label: t(quarterCity ? 'columns.quarter' : 'columns.zone'),
      value: (b) => zonesOf(b)?.join(', ') ?? t('anyZone'),
    },
    { key: 'vehicle', label: t('columns.vehicle'), value: (b) => plateOf(b) ?? t('any') },
    ...(!showSale
      ? []
      : [
          {
            key: 'sale',
            label: t('columns.sale'),
            value: (b: Benefit) => t('salePercent', { value: b.sale }),
          },
        ]),
    {
      key: 'period',
      label: t('columns.period'),
      value: (b) => t('period', { start: b.startOf, end: b.endOf }),
    },
  ];
  if (narrow)
    return (
      <Stack spacing={1.5} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={row.orderNum} sx={{ p: 2 }}>
            {columns.map((c) => (
              <Stack
                key={c.key}
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', py: 0.25 }}
              >
                <Typography variant="body2" color="text.secondary">
                  {c.label}
                </Typography>
                <Typography variant="body2" sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
                  {c.value(row)}
                </Typography>
              </Stack>
            ))}
            {withActions && (
              <Stack sx={{ mt: 1.5 }}>
                <BenefitActions benefit={row} plates={plates} />
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('benefits')}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key}>{c.label}</TableCell>
            ))}
            {withActions && <TableCell>{t('columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.orderNum}>
              {columns.map((c) => (
                <TableCell key={c.key}>{c.value(row)}</TableCell>
              ))}
              {withActions && (
                <TableCell>
                  <BenefitActions benefit={row} plates={plates} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
