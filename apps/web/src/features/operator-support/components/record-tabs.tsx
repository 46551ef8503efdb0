import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AppealListItem } from '@parking/domain/feedback/appeal-contracts';
import type { Fine } from '@parking/domain/fines/fine-contracts';
import type { Vehicle } from '@parking/domain/profile/profile-answers';
import type { ReceiptRow } from '@parking/domain/receipts/receipt-contracts';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useDriverAppeals, useDriverFines, useDriverReceipts } from '../api/support-queries';

// The dossier's short lists (a driver has a few of each): one table each, whole.

export function VehiclesTab({ vehicles }: { vehicles: readonly Vehicle[] }) {
  const { t } = useTranslation('operator-support');
  const columns: Column<Vehicle>[] = [
    { key: 'plate', label: t('vehicles.plate'), render: (v) => v.numberTs },
    { key: 'category', label: t('vehicles.category'), render: (v) => v.category },
    { key: 'sts', label: t('vehicles.sts'), render: (v) => v.STSNumber ?? '' },
    { key: 'name', label: t('vehicles.name'), render: (v) => v.name },
    {
      key: 'main',
      label: t('vehicles.main'),
      render: (v) => (v.mainTs ? <Chip size="small" label={t('vehicles.isMain')} /> : ''),
    },
  ];
  return <PagedTable label={t('tabs.vehicles')} columns={columns} rows={vehicles} rowKey={(v) => v.id} />;
}

export function ReceiptsTab({ driverId }: { driverId: number }) {
  const { t } = useTranslation('operator-support');
  const format = useConsoleFormat();
  const receipts = useDriverReceipts(driverId);
  const columns: Column<ReceiptRow>[] = [
    { key: 'name', label: t('receipts.name'), render: (r) => r.receiptname },
    { key: 'uin', label: t('receipts.uin'), render: (r) => r.UIN },
    { key: 'sum', label: t('receipts.sum'), align: 'right', render: (r) => format.money(r.sum) },
    { key: 'status', label: t('receipts.status'), render: (r) => t(`receiptStatuses.${r.status}`) },
    { key: 'paid', label: t('receipts.paidAt'), render: (r) => format.dateTime(r.paidAt) },
  ];
  return (
    <PagedTable
      label={t('tabs.receipts')}
      columns={columns}
      rows={receipts.data?.items}
      rowKey={(r) => r.receiptnumber}
      loading={receipts.isFetching}
      error={receipts.error}
      onRetry={() => void receipts.refetch()}
    />
  );
}

export function AppealsTab({ driverId }: { driverId: number }) {
  const { t } = useTranslation('operator-support');
  const format = useConsoleFormat();
  const appeals = useDriverAppeals(driverId);
  const columns: Column<AppealListItem>[] = [
    { key: 'id', label: t('appeals.id'), render: (a) => a.appeal.id },
    { key: 'subject', label: t('appeals.subject'), render: (a) => a.appeal.subject },
    { key: 'last', label: t('appeals.last'), render: (a) => a.lastMessage?.text ?? '' },
    { key: 'status', label: t('appeals.status'), render: (a) => t(`appealStatuses.${a.status}`) },
    { key: 'updated', label: t('appeals.updated'), render: (a) => format.dateTime(a.appeal.updatedAt) },
  ];
  return (
    <PagedTable
      label={t('tabs.appeals')}
      columns={columns}
      rows={appeals.data?.items}
      rowKey={(a) => a.appeal.id}
      loading={appeals.isFetching}
      error={appeals.error}
      onRetry={() => void appeals.refetch()}
    />
  );
}

export function FinesTab({ driverId }: { driverId: number }) {
  const { t } = useTranslation('operator-support');
  const format = useConsoleFormat();
  const fines = useDriverFines(driverId);
  const columns: Column<Fine>[] = [
    { key: 'uin', label: t('fines.uin'), render: (f) => f.uin },
    { key: 'date', label: t('fines.date'), render: (f) => f.date },
    { key: 'plate', label: t('fines.plate'), render: (f) => f.grz },
    { key: 'sum', label: t('fines.sum'), align: 'right', render: (f) => format.money(f.totalSum) },
    { key: 'status', label: t('fines.status'), render: (f) => t(`fineStatuses.${f.fineStatus}`) },
    {
      key: 'coverage',
      label: t('fines.coverage'),
      render: (f) => (f.coverage ? t('fines.covered', { id: f.coverage.id }) : ''),
    },
  ];
  return (
    <PagedTable
      label={t('tabs.fines')}
      columns={columns}
      rows={fines.data?.items}
      rowKey={(f) => f.uin}
      loading={fines.isFetching}
      error={fines.error}
      onRetry={() => void fines.refetch()}
    />
  );
}
