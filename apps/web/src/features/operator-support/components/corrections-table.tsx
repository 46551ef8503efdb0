import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Correction } from '@parking/domain/staff/driver-support-contracts';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { useConsoleFormat } from '../../../shared/console/use-console-format';

const STATUS_COLOR = { pending: 'warning', posted: 'success', rejected: 'default' } as const;

type Props = {
  label: string;
  rows: readonly Correction[] | undefined;
  /** The approvers' list names the driver; a driver's own panel does not. */
  withDriver?: boolean;
  /** The approvers' buttons of a row. */
  actions?: (c: Correction) => ReactNode;
} & Pick<
  Parameters<typeof PagedTable<Correction>>[0],
  'count' | 'page' | 'pageSize' | 'onPage' | 'onPageSize' | 'toolbar' | 'loading' | 'error' | 'onRetry'
>;

/** Support's corrections: when, whose, what, how much, why, and who asked and decided. */
export function CorrectionsTable({ label, rows, withDriver, actions, ...table }: Props) {
  const { t } = useTranslation('operator-support');
  const format = useConsoleFormat();
  const columns: Column<Correction>[] = [
    { key: 'at', label: t('corrections.at'), render: (c) => format.dateTime(c.requestedAt) },
    ...(withDriver
      ? [
          {
            key: 'driver',
            label: t('corrections.driver'),
            render: (c: Correction) => c.driverName || t('noName'),
          },
        ]
      : []),
    {
      key: 'kind',
      label: t('corrections.kind'),
      render: (c) => (c.sessionId ? t(`kinds.${c.kind}`, { id: c.sessionId }) : t(`kinds.${c.kind}`)),
    },
    { key: 'amount', label: t('corrections.amount'), align: 'right', render: (c) => format.money(c.amount) },
    { key: 'reason', label: t('corrections.reason'), render: (c) => c.reason },
    {
      key: 'status',
      label: t('corrections.status'),
      render: (c) => <Chip size="small" color={STATUS_COLOR[c.status]} label={t(`statuses.${c.status}`)} />,
    },
    {
      key: 'who',
      label: t('corrections.who'),
      render: (c) => (c.decidedBy ? `${c.requestedBy} → ${c.decidedBy}` : c.requestedBy),
    },
    ...(actions ? [{ key: 'actions', label: t('corrections.actions'), render: actions }] : []),
  ];
  return <PagedTable label={label} columns={columns} rows={rows} rowKey={(c) => c.id} {...table} />;
}
