import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FileChoiceButton } from '../../../shared/console/file-choice-button';
import { ApiError } from '../../../shared/http/api-error';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { useErrorText } from '../../../shared/console/use-error-text';
import { CALENDAR_KEY, importCalendar } from '../api/calendar-calls';

/** A CSV or JSON file of days (format from its extension); a refusal lists its bad rows. */
export function CalendarImport() {
  const { t } = useTranslation('operator-calendar');
  const { ofError } = useErrorText();
  const [name, setName] = useState('');
  const upload = useConsoleMutation(CALENDAR_KEY, importCalendar);
  const rows = upload.error instanceof ApiError ? Object.entries(upload.error.fields ?? {}) : [];
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setName(file.name);
    upload.mutate({ format: /\.json$/i.test(file.name) ? 'json' : 'csv', content: await file.text() });
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FileChoiceButton
          label={t('import.choose')}
          accept=".csv,.json,text/csv,application/json"
          loading={upload.isPending}
          onFile={(file) => void choose(file)}
        />
        {name}
      </Stack>
      {upload.isSuccess && (
        <Alert severity="success">{t('import.done', { count: upload.data.imported })}</Alert>
      )}
      {upload.error && (
        <Alert severity="error">
          {ofError(upload.error)}
          {rows.slice(0, 20).map(([row, problem]) => (
            <div key={row}>
              {row}: {t(`problems.${problem}`, { defaultValue: problem })}
            </div>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
