import type { ReactNode } from 'react';
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
import type { OperationRow } from '@parking/domain/operations/operations-contracts';
import { useHistoryTexts, type HistoryTexts } from './history-texts';
import { amountSx, formatAmount, formatOperationDate, STATUS_COLOR } from './operation-view';

export type OperationsColumn<R> = { header: string; cell: (row: R) => ReactNode; nowrap?: boolean };

type OperationsTableProps<R extends OperationRow> = {
  texts: HistoryTexts;
  rows: R[];
  timeZone: string;
  /** Narrower than this many pixels, one card per operation instead of the table. */
  cardsBelowPx: number;
  /** The screen's own columns after the status (receipt; driver and phone). */
  columns: OperationsColumn<R>[];
  /** A card's own line under the description (who parked), if any. */
  cardLine: (row: R) => string | null;
  /** Beside the status at a card's foot (the receipt link). */
  cardFoot?: (row: R) => ReactNode;
};

/** A history's rows: date, operation, amount, description, payment status and the screen's own. */
export function OperationsTable<R extends OperationRow>({
  texts,
  rows,
  timeZone,
  cardsBelowPx,
  columns,
  cardLine,
  cardFoot,
}: OperationsTableProps<R>) {
  const t = useHistoryTexts(texts);
  const { i18n } = useTranslation();
  const narrow = useMediaQuery(`(max-width:${cardsBelowPx}px)`);
  const status = (row: R) => (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[row.status]}
      label={t(`statuses.${row.status}`)}
    />
  );
  const amount = (row: R) => (
    <Box component="span" sx={{ ...amountSx(row), whiteSpace: 'nowrap' }}>
      {formatAmount(row, i18n.language)}
    </Box>
  );

  if (narrow) {
    return (
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('title')}>
        {rows.map((row) => {
          const line = cardLine(row);
          return (
            <Paper component="li" variant="outlined" key={row.id} sx={{ p: 1.5 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{t(`types.${row.type}`)}</Typography>
                {amount(row)}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {formatOperationDate(row.dateOperation, timeZone)}
              </Typography>
              {row.description && <Typography variant="body2">{row.description}</Typography>}
              {line && <Typography variant="body2">{line}</Typography>}
              {cardFoot ? (
                <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
                  {status(row)}
                  {cardFoot(row)}
                </Stack>
              ) : (
                <Box sx={{ mt: 0.5 }}>{status(row)}</Box>
              )}
            </Paper>
          );
        })}
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
            {columns.map((c) => (
              <TableCell key={c.header}>{c.header}</TableCell>
            ))}
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
              {columns.map((c) => (
                <TableCell key={c.header} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
