import type { ReactNode } from 'react';
import 'dayjs/locale/ru';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, ruRU } from '@mui/x-date-pickers/locales';
import { useTranslation } from 'react-i18next';

/** MUI X pickers in the page's language. Import it only from lazy pages: the pickers are heavy. */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const ru = i18n.language !== 'en';
  const texts = (ru ? ruRU : enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={ru ? 'ru' : 'en'} localeText={texts}>
      {children}
    </LocalizationProvider>
  );
}
