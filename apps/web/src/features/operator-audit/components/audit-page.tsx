import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@parking/domain/staff/staff-contracts';
import { JsonDiffView } from '../../../shared/console/json-diff-view';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { usePagedSearch } from '../../../shared/console/use-paged-search';
import { DatePickersProvider } from '../../../shared/ui/date-pickers-provider';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value';
import { useAuditSearch } from '../api/audit-search';

const instant = (d: Dayjs | null) => (d && d.isValid() ? d.toISOString() : '');

/**
 * /operator/audit (issue 20 item 2): every staff change, newest first; text, entity, staff
 * login and a time range narrow it, and a row opens its before and after.
 */
export function AuditPage() {
  const { t } = useTranslation(['operator-audit', 'console']);
  const format = useConsoleFormat();
  const list = usePagedSearch();
  const [entity, setEntity] = useState('');
  const [staff, setStaff] = useState('');
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const narrow = useDebouncedValue({ entity: entity.trim(), staff: staff.trim() }, 300);
  const audit = useAuditSearch({
    q: list.q,
    ...narrow,
    from: instant(from),
    to: instant(to),
    page: list.page,
    pageSize: list.pageSize,
  });
  const filter = (label: string, value: string, set: (v: string) => void) => (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        set(event.target.value);
        list.setPage(1);
      }}
    />
  );
  const picker = (label: string, value: Dayjs | null, set: (v: Dayjs | null) => void) => (
    <DateTimePicker
      label={label}
      value={value}
      onChange={(next) => {
        set(next);
        list.setPage(1);
      }}
      slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
    />
  );

  const columns: Column<AuditEntry>[] = [
    { key: 'at', label: t('fields.at'), render: (e) => format.dateTime(e.at) },
    { key: 'who', label: t('fields.who'), render: (e) => e.staffLogin },
    { key: 'ip', label: t('fields.ip'), render: (e) => e.clientIp },
    { key: 'action', label: t('fields.action'), render: (e) => e.action },
    { key: 'entity', label: t('fields.entity'), render: (e) => `${e.entity} ${e.entityId}`.trim() },
    { key: 'reason', label: t('fields.reason'), render: (e) => e.reason },
  ];

  return (
    <DatePickersProvider>
      <PagedTable
        label={t('title')}
        columns={columns}
        rows={audit.data?.items}
        rowKey={(e) => e.id}
        count={audit.data?.count ?? 0}
        list={list}
        searchLabel={t('search')}
        toolbar={
          <>
            {filter(t('fields.entity'), entity, setEntity)}
            {filter(t('fields.staff'), staff, setStaff)}
            {picker(t('fields.from'), from, setFrom)}
            {picker(t('fields.to'), to, setTo)}
          </>
        }
        loading={audit.isFetching}
        error={audit.error}
        onRetry={() => void audit.refetch()}
        details={(e) => (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('details', {
                who: e.staffLogin,
                at: format.dateTime(e.at),
                ip: e.clientIp,
                action: e.action,
              })}
            </Typography>
            <JsonDiffView before={e.before} after={e.after} />
          </>
        )}
        detailsLabel={t('open')}
      />
    </DatePickersProvider>
  );
}
