import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, parseDayDate } from '@parking/domain/operations/day-date';

type Props = {
  label: string;
  /** DD/MM/YYYY, '' for none. */
  value: string;
  onChange: (text: string) => void;
  minDate?: string;
  maxDate?: string;
};

/** The date as DD/MM/YYYY when it is a whole one the contracts take (years 2000-2099). */
function wholeDate(d: Dayjs | null): string | null {
  if (!d || !d.isValid()) return null;
  const text = d.format(DATE_FORMAT);
  return parseDayDate(text) ? text : null;
}

function toDay(text: string | undefined): Dayjs | null {
  const date = text ? parseDayDate(text) : null;
  return date ? dayjs(new Date(date.year, date.month - 1, date.day)) : null;
}

/**
 * A DD/MM/YYYY picker over a text value (lazy pages only, inside DatePickersProvider). It keeps
 * what is being typed and passes a date on only once it is whole: handing a half-typed date back
 * as '' made the controlled picker clear the day and month while the year was typed (issue 18).
 */
export function DayDatePicker({ label, value, onChange, minDate, maxDate }: Props) {
  const [draft, setDraft] = useState<Dayjs | null>(() => toDay(value));
  const [seen, setSeen] = useState(value);
  // A value from outside (another period, a reset) replaces the draft; our own echo does not.
  if (value !== seen) {
    setSeen(value);
    if (value !== wholeDate(draft)) setDraft(toDay(value));
  }

  return (
    <DatePicker
      label={label}
      format={DATE_FORMAT}
      value={draft}
      minDate={toDay(minDate) ?? undefined}
      maxDate={toDay(maxDate) ?? undefined}
      onChange={(d) => {
        setDraft(d);
        const text = d === null ? '' : wholeDate(d);
        if (text !== null && text !== value) onChange(text);
      }}
      slotProps={{ textField: { size: 'small', fullWidth: true } }}
    />
  );
}
