import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
import {
  amountSx,
  formatAmount,
  formatOperationDate,
  showPhone,
  STATUS_COLOR,
} from '../../../shared/operations/operation-view';
import type { CorpOperationRow } from '../api/get-corp-operations';

/** Date, operation, amount, description, status, driver and driver's phone; cards on phones. */
export function CorpOperationsTable({ rows, timeZone }: { rows: CorpOperationRow[]; timeZone: string }) {
  const { t } = useTranslation('corporate');
  const narrow = useMediaQuery('(max-width:600px)');
  const status = (row: CorpOperationRow) => (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[row.status]}
      label={t(`operations.statuses.${row.status}`)}
    />
  );
  const amount = (row: CorpOperationRow) => (
    <Box component="span" sx={{ ...amountSx(row), whiteSpace: 'nowrap' }}>
      {t('operations.money', { amount: formatAmount(row) })}
    </Box>
  );

  if (narrow)
    return (
      <Stack
        spacing={1}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('operations.title')}
      >
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={row.id} sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{t(`operations.types.${row.type}`)}</Typography>
              {amount(row)}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {formatOperationDate(row.dateOperation, timeZone)}
            </Typography>
            {row.description && <Typography variant="body2">{row.description}</Typography>}
            {(row.driver || row.driverPhone) && (
              <Typography variant="body2">
                {[row.driver, showPhone(row.driverPhone)].filter(Boolean).join(' · ')}
              </Typography>
            )}
            <Box sx={{ mt: 0.5 }}>{status(row)}</Box>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('operations.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('operations.columns.date')}</TableCell>
            <TableCell>{t('operations.columns.operation')}</TableCell>
            <TableCell align="right">{t('operations.columns.amount')}</TableCell>
            <TableCell>{t('operations.columns.description')}</TableCell>
            <TableCell>{t('operations.columns.status')}</TableCell>
            <TableCell>{t('operations.columns.driver')}</TableCell>
            <TableCell>{t('operations.columns.driverPhone')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatOperationDate(row.dateOperation, timeZone)}
              </TableCell>
              <TableCell>{t(`operations.types.${row.type}`)}</TableCell>
              <TableCell align="right">{amount(row)}</TableCell>
              <TableCell>{row.description}</TableCell>
              <TableCell>{status(row)}</TableCell>
              <TableCell>{row.driver ?? ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{showPhone(row.driverPhone)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
