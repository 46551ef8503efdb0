import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { useTranslation } from 'react-i18next';
import type { MoneyCloseKind } from '@parking/domain/staff/money-contracts';
import { AreaError } from '../../../shared/console/area-error';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { DayDatePicker } from '../../../shared/ui/day-date-picker';
import { useDailyClose } from '../api/money-calls';
import { cityToday, fromPickerText, toPickerText } from '../lib/money-days';

type Row = Omit<MoneyCloseKind, 'kind'> & { kind: MoneyCloseKind['kind'] | null };

/** The daily close: a day, every kind of account's opening, postings and closing, and the verdict. */
export function CloseTab() {
  const { t } = useTranslation('operator-money');
  const format = useConsoleFormat();
  const today = cityToday();
  const [date, setDate] = useState(today);
  const close = useDailyClose(date);
  const data = close.data;
  const money = (key: keyof Row & string, label: string): Column<Row> => ({
    key,
    label,
    align: 'right',
    render: (r) => format.money(r[key] as number),
  });
  const columns: Column<Row>[] = [
    { key: 'kind', label: t('close.kind'), render: (r) => (r.kind ? t(`kinds.${r.kind}`) : t('total')) },
    money('opening', t('close.opening')),
    money('debits', t('close.debits')),
    money('credits', t('close.credits')),
    money('closing', t('close.closing')),
    {
      key: 'difference',
      label: t('close.difference'),
      align: 'right',
      render: (r) => (
        <Typography
          component="span"
          color={r.difference === 0 ? 'text.secondary' : 'error'}
          sx={{ font: 'inherit' }}
        >
          {format.money(r.difference)}
        </Typography>
      ),
    },
    ...(data?.today ? [money('stored', t('close.stored'))] : []),
    // last: on a phone the money shows first
    {
      key: 'accounts',
      label: t('close.accounts'),
      align: 'right',
      render: (r) => (r.kind ? r.accounts : ''),
    },
  ];
  const total: Row | undefined = data && {
    kind: null,
    accounts: 0,
    opening: data.total.opening,
    debits: data.kinds.reduce((s, k) => s + k.debits, 0),
    credits: data.kinds.reduce((s, k) => s + k.credits, 0),
    postings: data.total.postings,
    closing: data.total.closing,
    difference: data.kinds.reduce((s, k) => s + k.difference, 0),
    stored: data.kinds.reduce((s, k) => s + k.stored, 0),
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ width: 200 }}>
          <DayDatePicker
            label={t('close.date')}
            value={toPickerText(date)}
            maxDate={toPickerText(today)}
            onChange={(text) => {
              const day = fromPickerText(text);
              if (day) setDate(day);
            }}
          />
        </Box>
        {data && (
          <Chip
            icon={data.balanced ? <CheckCircleIcon /> : <ErrorIcon />}
            color={data.balanced ? 'success' : 'error'}
            label={data.balanced ? t('close.balanced') : t('close.notBalanced')}
          />
        )}
        {data && (
          <Typography variant="body2" color="text.secondary">
            {t('close.transactions', { count: data.transactions })}
          </Typography>
        )}
      </Stack>
      {close.error && !data ? (
        <AreaError error={close.error} onRetry={() => void close.refetch()} />
      ) : (
        data && (
          <>
            <PagedTable
              label={t('close.tableLabel')}
              columns={columns}
              rows={data.kinds}
              rowKey={(r) => r.kind ?? ''}
              total={total}
              loading={close.isFetching}
            />
            {data.differences.length > 0 && (
              <Alert severity="error">
                {data.differences
                  .map((d) =>
                    t(`close.checks.${d.check}`, {
                      kind: d.kind ? t(`kinds.${d.kind}`) : '',
                      amount: format.money(d.amount),
                    }),
                  )
                  .join('; ')}
              </Alert>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('close.explain')}
            </Typography>
          </>
        )
      )}
    </Stack>
  );
}
