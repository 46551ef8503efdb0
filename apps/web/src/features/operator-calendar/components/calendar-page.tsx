import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { DAY_TYPES, type DayType } from '@parking/domain/contracts/map-info';
import type { CalendarDayEntry } from '@parking/domain/staff/calendar-contracts';
import { PagedTable, type Column } from '../../../shared/console/paged-table';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { useErrorText } from '../../../shared/console/use-error-text';
import { CALENDAR_KEY, setCalendarDay, useCalendarYear } from '../api/calendar-calls';
import { CalendarImport } from './calendar-import';
import { CalendarWarning } from './calendar-warning';

const PAGE = 31;

/** /operator/calendar (issue 20 item 5): a year's days with their types, one day's edit, import. */
export function CalendarPage() {
  const { t } = useTranslation(['operator-calendar', 'console']);
  const format = useConsoleFormat();
  const { ofError } = useErrorText();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [page, setPage] = useState(1);
  const calendar = useCalendarYear(year);
  const edit = useConsoleMutation(CALENDAR_KEY, setCalendarDay);
  const days = calendar.data?.days;
  const columns: Column<CalendarDayEntry>[] = [
    { key: 'date', label: t('fields.date'), render: (d) => format.day(d.date) },
    {
      key: 'type',
      label: t('fields.dayType'),
      render: (d) => (
        <TextField
          select
          size="small"
          value={d.dayType}
          aria-label={t('fields.dayTypeOf', { date: d.date })}
          onChange={(e) => edit.mutate({ date: d.date, dayType: e.target.value as DayType })}
          sx={{ minWidth: 160 }}
        >
          {DAY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`dayTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      ),
    },
  ];
  const shift = (by: number) => {
    setYear((y) => y + by);
    setPage(1);
  };
  return (
    <Stack spacing={2}>
      {calendar.data && <CalendarWarning coverage={calendar.data.coverage} />}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={t('previousYear')} onClick={() => shift(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="h6" component="h2">
          {year}
        </Typography>
        <IconButton aria-label={t('nextYear')} onClick={() => shift(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <CalendarImport />
      {edit.error && <Typography color="error">{ofError(edit.error)}</Typography>}
      <PagedTable
        label={t('title')}
        columns={columns}
        rows={days?.slice((page - 1) * PAGE, page * PAGE)}
        rowKey={(d) => d.date}
        count={days?.length ?? 0}
        page={page}
        pageSize={PAGE}
        onPage={setPage}
        loading={calendar.isFetching}
        error={calendar.error}
        onRetry={() => void calendar.refetch()}
      />
    </Stack>
  );
}
