import { useState } from 'react';
import Button from '@mui/material/Button';
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
import type { ReceiptRow } from '@parking/domain/receipts/receipt-contracts';
import { useTranslation } from 'react-i18next';
import { getCurrentCity } from '../../../shared/city/current-city';
import { moneyText } from '../../../shared/payments/money-text';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { ErrorPanel } from '../../../shared/ui/error-panel';
import { PageContainer } from '../../../shared/ui/page-container';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useReceipts } from '../api/get-receipts';
import { ReceiptDialog } from './receipt-dialog';

/** DD.MM.YYYY in the city's time zone. */
const dateText = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  );

/**
 * /profile/receipts (document 2 §2): the receipts and invoices; each row's button (Invoice for a
 * legal payer, Receipt otherwise) opens the receipt modal.
 */
export function ReceiptsPage() {
  const { t } = useTranslation('receipts');
  const receipts = useReceipts();
  const email = useProfile().data?.email ?? '';
  const { timeZone } = getCurrentCity();
  const narrow = useMediaQuery('(max-width:539.95px)');
  const [open, setOpen] = useState<ReceiptRow | null>(null);

  const button = (row: ReceiptRow) => (
    <Button size="small" variant="outlined" onClick={() => setOpen(row)}>
      {t(row.type === 'legal' ? 'invoice' : 'receipt')}
    </Button>
  );
  const status = (row: ReceiptRow) => (
    <Chip
      size="small"
      color={row.status === 'paid' ? 'success' : 'default'}
      label={t(`status.${row.status}`)}
    />
  );

  return (
    <PageContainer title={t('title')} maxWidth="lg">
      {receipts.isError ? (
        <ErrorPanel
          error={receipts.error}
          onRetry={() => void receipts.refetch()}
          retrying={receipts.isFetching}
        />
      ) : receipts.isPending ? (
        <PageLoading />
      ) : receipts.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('empty')}
        </Typography>
      ) : narrow ? (
        <Stack spacing={1.5} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {receipts.data.map((row) => (
            <Paper component="li" key={row.receiptnumber} variant="outlined" sx={{ p: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>{row.receiptname}</Typography>
              <Typography variant="body2" color="text.secondary">
                {dateText(row.date, timeZone)} · {moneyText(t, row.sum)}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}
              >
                {status(row)}
                {button(row)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.date')}</TableCell>
                <TableCell>{t('columns.number')}</TableCell>
                <TableCell>{t('columns.name')}</TableCell>
                <TableCell align="right">{t('columns.sum')}</TableCell>
                <TableCell>{t('columns.status')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {receipts.data.map((row) => (
                <TableRow key={row.receiptnumber}>
                  <TableCell>{dateText(row.date, timeZone)}</TableCell>
                  <TableCell>{row.receiptnumber}</TableCell>
                  <TableCell>{row.receiptname}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {moneyText(t, row.sum)}
                  </TableCell>
                  <TableCell>{status(row)}</TableCell>
                  <TableCell align="right">{button(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {open && <ReceiptDialog receipt={open} email={email} onClose={() => setOpen(null)} />}
    </PageContainer>
  );
}
