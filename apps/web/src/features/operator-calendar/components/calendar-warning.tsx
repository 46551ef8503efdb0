import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { CalendarCoverage } from '@parking/domain/staff/calendar-contracts';
import { useConsoleFormat } from '../../../shared/console/use-console-format';

/** Payments stop when the calendar runs out: said loudly from CALENDAR_WARNING_DAYS ahead. */
export function CalendarWarning({ coverage }: { coverage: CalendarCoverage }) {
  const { t } = useTranslation('operator-calendar');
  const format = useConsoleFormat();
  if (!coverage.warning) {
    return coverage.lastDate ? (
      <Alert severity="success" role="status">
        {t('coverage.ok', { date: format.day(coverage.lastDate) })}
      </Alert>
    ) : null;
  }
  if (!coverage.lastDate || coverage.daysLeft === null)
    return <Alert severity="error">{t('coverage.empty')}</Alert>;
  return (
    <Alert severity={coverage.daysLeft < 0 ? 'error' : 'warning'} role="alert">
      {coverage.daysLeft < 0
        ? t('coverage.ended', { date: format.day(coverage.lastDate) })
        : t('coverage.ends', { date: format.day(coverage.lastDate), count: coverage.daysLeft })}
    </Alert>
  );
}
