import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
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
import type { OperationRow } from '@parking/domain/operations/operations-contracts';
import { useTranslation } from 'react-i18next';
import {
  amountSx,
  formatAmount,
  formatOperationDate,
  showPhone,
  STATUS_COLOR,
} from '../../../shared/operations/operation-view';

type OperationsTableProps = { rows: OperationRow[]; timeZone: string };

/**
 * Date, operation, amount, description, payment status, receipt (checkFiscal) and the driver's
 * phone when any row has one. Under 540 px the table narrows into one card per operation.
 */
export function OperationsTable({ rows, timeZone }: OperationsTableProps) {
  const { t } = useTranslation('operations');
  const narrow = useMediaQuery('(max-width:540px)');
  const withPhone = rows.some((r) => r.driverPhone);
  const status = (row: OperationRow) => (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[row.status]}
      label={t(`statuses.${row.status}`)}
    />
  );
  const receipt = (row: OperationRow) =>
    row.checkFiscal ? (
      <Link href={row.checkFiscal} target="_blank" rel="noopener noreferrer">
        {t('columns.receiptLink')}
      </Link>
    ) : null;
  const amount = (row: OperationRow) => (
    <Box component="span" sx={{ ...amountSx(row), whiteSpace: 'nowrap' }}>
      {t('money', { amount: formatAmount(row) })}
    </Box>
  );

  if (narrow) {
    return (
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('title')}>
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={row.id} sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{t(`types.${row.type}`)}</Typography>
              {amount(row)}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {formatOperationDate(row.dateOperation, timeZone)}
            </Typography>
            {row.description && <Typography variant="body2">{row.description}</Typography>}
            {row.driverPhone && <Typography variant="body2">{showPhone(row.driverPhone)}</Typography>}
            <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
              {status(row)}
              {receipt(row)}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.date')}</TableCell>
            <TableCell>{t('columns.operation')}</TableCell>
            <TableCell align="right">{t('columns.amount')}</TableCell>
            <TableCell>{t('columns.description')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell>{t('columns.receipt')}</TableCell>
            {withPhone && <TableCell>{t('columns.driverPhone')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatOperationDate(row.dateOperation, timeZone)}
              </TableCell>
              <TableCell>{t(`types.${row.type}`)}</TableCell>
              <TableCell align="right">{amount(row)}</TableCell>
              <TableCell>{row.description}</TableCell>
              <TableCell>{status(row)}</TableCell>
              <TableCell>{receipt(row)}</TableCell>
              {withPhone && <TableCell sx={{ whiteSpace: 'nowrap' }}>{showPhone(row.driverPhone)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
