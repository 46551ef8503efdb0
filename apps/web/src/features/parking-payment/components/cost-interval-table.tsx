import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoneyNumber } from '@parking/domain/format/money-format';
import { useTranslation } from 'react-i18next';

export interface CostIntervalRow {
  localFrom: string;
  localTo: string;
  dayType: string;
  pricePerHour: number;
  minutes: number;
  benefit: number;
  cost: number;
}

/** 'YYYY-MM-DD HH:mm' → 'DD.MM HH:mm' (the city's wall time, as the server sends it). */
function shortLocal(local: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})[ T](\d{2}:\d{2})/.exec(local);
  return m ? `${m[2]}.${m[1]} ${m[3]}` : local;
}

/** The cost breakdown: local from–to, day type, price per hour, minutes and cost of each run. */
export function CostIntervalTable({ intervals }: { intervals: CostIntervalRow[] }) {
  const { t, i18n } = useTranslation('parking-payment');
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('cost.tableTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('cost.columns.period')}</TableCell>
            <TableCell>{t('cost.columns.dayType')}</TableCell>
            <TableCell align="right">{t('cost.columns.pricePerHour')}</TableCell>
            <TableCell align="right">{t('cost.columns.minutes')}</TableCell>
            <TableCell align="right">{t('cost.columns.cost')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {intervals.map((row) => (
            <TableRow key={`${row.localFrom}-${row.localTo}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {shortLocal(row.localFrom)} – {shortLocal(row.localTo).slice(-5)}
              </TableCell>
              <TableCell>{t(`dayType.${row.dayType}`, { defaultValue: row.dayType })}</TableCell>
              <TableCell align="right">{formatMoneyNumber(row.pricePerHour, i18n.language)}</TableCell>
              <TableCell align="right">{t('units.minutes', { count: row.minutes })}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoneyNumber(row.cost, i18n.language)}
                {row.benefit > 0 && ` (−${row.benefit}%)`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
