import { useState } from 'react';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { TariffZoneSummary } from '@parking/domain/staff/tariff-contracts';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { usePagedSearch } from '../../../shared/console/use-paged-search';
import { useTariffZones } from '../api/tariff-calls';
import { TariffZoneView } from './tariff-zone-view';

/** /operator/tariffs (issue 20 item 4): zones with their current price range; one opens its versions. */
export function TariffsPage() {
  const { t } = useTranslation(['operator-tariffs', 'console']);
  const format = useConsoleFormat();
  const list = usePagedSearch();
  const [zone, setZone] = useState<string | null>(null);
  const zones = useTariffZones({ q: list.q, page: list.page, pageSize: list.pageSize });
  if (zone) return <TariffZoneView zone={zone} onBack={() => setZone(null)} />;

  const columns: Column<TariffZoneSummary>[] = [
    {
      key: 'zone',
      label: t('fields.zone'),
      render: (z) => (
        <Link component="button" onClick={() => setZone(z.zonenumber)}>
          {z.zonenumber}
        </Link>
      ),
    },
    { key: 'name', label: t('fields.name'), render: (z) => z.name },
    {
      key: 'price',
      label: t('fields.price'),
      render: (z) =>
        !z.current
          ? ''
          : z.current.inactive
            ? t('inactive')
            : `${format.money(z.current.minPricePerHour)} – ${format.money(z.current.maxPricePerHour)}`,
    },
    {
      key: 'next',
      label: t('fields.next'),
      render: (z) => (z.nextEffectiveFrom ? format.dateTime(z.nextEffectiveFrom) : ''),
    },
  ];
  return (
    <PagedTable
      label={t('title')}
      columns={columns}
      rows={zones.data?.items}
      rowKey={(z) => z.zonenumber}
      count={zones.data?.count ?? 0}
      list={list}
      searchLabel={t('search')}
      loading={zones.isFetching}
      error={zones.error}
      onRetry={() => void zones.refetch()}
    />
  );
}
