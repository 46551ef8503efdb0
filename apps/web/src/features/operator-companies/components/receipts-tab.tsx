import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RECEIPT_STATUSES, type ReceiptStatus } from '@parking/domain/receipts/receipt-contracts';
import type { StaffReceipt, StaffReceiptPaidAnswer } from '@parking/domain/staff/receipt-admin-contracts';
import { ConfirmDialog } from '../../../shared/console/confirm-dialog';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { usePagedSearch } from '../../../shared/console/use-paged-search';
import { RECEIPTS_KEY, registerReceiptPayment, useReceiptList } from '../api/receipt-calls';

/**
 * The receipts tab: drivers' receipts and invoices by number, UIN or payer, and the payment of
 * one registered once its money is on the account (asked first: it moves money).
 */
export function ReceiptsTab() {
  const { t } = useTranslation(['operator-companies', 'console']);
  const format = useConsoleFormat();
  const list = usePagedSearch();
  const [status, setStatus] = useState<ReceiptStatus | ''>('awaiting');
  const receipts = useReceiptList({ q: list.q, status, page: list.page, pageSize: list.pageSize });
  const [paying, setPaying] = useState<StaffReceipt | null>(null);
  const [done, setDone] = useState<Omit<StaffReceiptPaidAnswer, 'status'> | null>(null);
  const pay = useConsoleMutation(RECEIPTS_KEY, registerReceiptPayment);
  const close = () => {
    pay.reset();
    setPaying(null);
  };

  const columns: Column<StaffReceipt>[] = [
    { key: 'number', label: t('receipt.number'), render: (r) => r.receiptnumber },
    {
      key: 'date',
      label: t('receipt.date'),
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{format.dateTime(r.date)}</span>,
    },
    {
      key: 'payer',
      label: t('receipt.payer'),
      render: (r) => (
        <>
          <Typography variant="body2">{r.payerName}</Typography>
          {r.payerInn && (
            <Typography variant="caption" color="text.secondary">
              {t('receipt.inn', { inn: r.payerInn })}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'kind',
      label: t('receipt.kind'),
      render: (r) => `${t(`receipt.type.${r.type}`)}, ${t(`receipt.source.${r.source}`)}`,
    },
    {
      key: 'sum',
      label: t('receipt.sum'),
      align: 'right',
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{format.money(r.sum)}</span>,
    },
    {
      key: 'status',
      label: t('receipt.status'),
      render: (r) => (
        <Chip
          size="small"
          color={r.status === 'paid' ? 'success' : 'warning'}
          label={t(`receipt.statuses.${r.status}`)}
        />
      ),
    },
    { key: 'paidAt', label: t('receipt.paidAt'), render: (r) => format.dateTime(r.paidAt) },
    {
      key: 'actions',
      label: t('fields.actions'),
      render: (r) =>
        r.status === 'awaiting' && (
          <Button
            size="small"
            variant="outlined"
            sx={{ whiteSpace: 'nowrap' }}
            aria-label={t('pay.open', { number: r.receiptnumber })}
            onClick={() => setPaying(r)}
          >
            {t('pay.button')}
          </Button>
        ),
    },
  ];

  return (
    <Stack spacing={2}>
      {done && (
        <Alert severity={done.alreadyPaid ? 'info' : 'success'} onClose={() => setDone(null)}>
          {t(done.alreadyPaid ? 'pay.already' : 'pay.done', {
            number: done.receiptnumber,
            at: format.dateTime(done.paidAt),
          })}
        </Alert>
      )}
      <PagedTable
        label={t('tabs.receipts')}
        columns={columns}
        rows={receipts.data?.items}
        rowKey={(r) => r.receiptnumber}
        count={receipts.data?.count ?? 0}
        list={list}
        searchLabel={t('search.receipts')}
        toolbar={
          <TextField
            select
            size="small"
            label={t('receipt.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ReceiptStatus | '');
              list.setPage(1);
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('receipt.statuses.all')}</MenuItem>
            {RECEIPT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`receipt.statuses.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        }
        loading={receipts.isFetching}
        error={receipts.error}
        onRetry={() => void receipts.refetch()}
      />
      {paying && (
        <ConfirmDialog
          title={t('pay.title')}
          question={t('pay.question', {
            number: paying.receiptnumber,
            payer: paying.payerName,
            sum: format.money(paying.sum),
          })}
          confirmText={t('pay.confirm')}
          pending={pay.isPending}
          error={pay.error}
          onConfirm={() =>
            pay.mutate(paying.receiptnumber, {
              onSuccess: (answer) => {
                setDone(answer);
                close();
              },
            })
          }
          onClose={close}
        />
      )}
    </Stack>
  );
}
