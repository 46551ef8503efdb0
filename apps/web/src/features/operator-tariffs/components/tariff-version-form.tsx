import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DAY_TYPES, type DayType } from '@parking/domain/contracts/map-info';
import type { TariffVersion } from '@parking/domain/staff/tariff-contracts';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { useErrorText } from '../../../shared/console/use-error-text';
import { DatePickersProvider } from '../../../shared/ui/date-pickers-provider';
import { scheduleTariffVersion, TARIFFS_KEY } from '../api/tariff-calls';
import { checkDraft, draftFrom, type DraftInterval, type TariffDraft } from '../lib/tariff-draft';

/**
 * A new version of a zone's tariff: the moment it takes effect and, per day type, intervals with
 * an hourly price in roubles. The route's schema checks it before the call (gaps, overlaps, bad
 * prices are marked on their rows); the server's refusal shows above the buttons.
 */
export function TariffVersionForm({
  zone,
  start,
  onDone,
}: {
  zone: string;
  /** The version whose prices the form starts from (the zone's latest), or null. */
  start: TariffVersion | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['operator-tariffs', 'console']);
  const { byName, ofError } = useErrorText();
  const [draft, setDraft] = useState<TariffDraft>(() => draftFrom(start));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useConsoleMutation(TARIFFS_KEY, scheduleTariffVersion);
  // "Gap 08:00-09:00": the problem's word is translated, the times stay.
  const problemText = (message: string | undefined) => {
    if (!message) return undefined;
    const [word = '', ...rest] = message.split(' ');
    return rest.length
      ? `${t(`problems.${word}`, { defaultValue: word })} ${rest.join(' ')}`
      : byName(message);
  };
  const setRows = (type: DayType, rows: DraftInterval[]) =>
    setDraft((d) => ({ ...d, days: { ...d.days, [type]: rows } }));

  const submit = () => {
    const check = checkDraft(draft);
    const found = check.ok ? {} : { ...check.problems };
    if (draft.effectiveFrom && new Date(draft.effectiveFrom) <= new Date())
      found.effectiveFrom = 'TariffVersionInPast';
    setProblems(found);
    if (check.ok && Object.keys(found).length === 0)
      save.mutate({ zone, ...check.request }, { onSuccess: onDone });
  };

  return (
    <DatePickersProvider>
      <Stack
        spacing={2}
        component="form"
        aria-label={t('form.title')}
        noValidate
        onSubmit={(e) => (e.preventDefault(), submit())}
      >
        <Typography variant="h6" component="h3">
          {t('form.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <DateTimePicker
            label={t('form.effectiveFrom')}
            value={draft.effectiveFrom ? dayjs(draft.effectiveFrom) : null}
            disablePast
            onChange={(d) => setDraft((x) => ({ ...x, effectiveFrom: d && d.isValid() ? d.format() : '' }))}
            slotProps={{
              textField: {
                size: 'small',
                required: true,
                error: Boolean(problems.effectiveFrom),
                helperText: byName(problems.effectiveFrom),
              },
            }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={draft.inactive}
                onChange={(e) => setDraft((x) => ({ ...x, inactive: e.target.checked }))}
              />
            }
            label={t('form.inactive')}
          />
        </Stack>
        {problems.days && <Alert severity="error">{byName(problems.days)}</Alert>}
        {!draft.inactive &&
          DAY_TYPES.map((type) => (
            <Paper key={type} variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" gutterBottom>
                {t(`dayTypes.${type}`)}
              </Typography>
              {problems[`days.${type}`] && (
                <Typography color="error" variant="body2">
                  {problemText(problems[`days.${type}`])}
                </Typography>
              )}
              <Stack spacing={1}>
                {draft.days[type].map((row, index) => {
                  const change = (patch: Partial<DraftInterval>) =>
                    setRows(
                      type,
                      draft.days[type].map((r, i) => (i === index ? { ...r, ...patch } : r)),
                    );
                  const problem = problemText(problems[`days.${type}.${index}`]);
                  return (
                    // both times typed as 24-hour HH:MM, as the API takes them (a time input
                    // shows AM/PM in English and cannot hold 24:00); the price wraps on a phone
                    <Stack
                      key={index}
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
                    >
                      <TextField
                        size="small"
                        label={t('form.from')}
                        value={row.timeFrom}
                        onChange={(e) => change({ timeFrom: e.target.value })}
                        placeholder="00:00"
                        sx={{ width: 100 }}
                      />
                      <TextField
                        size="small"
                        label={t('form.to')}
                        value={row.timeTo}
                        onChange={(e) => change({ timeTo: e.target.value })}
                        placeholder="24:00"
                        sx={{ width: 100 }}
                      />
                      <TextField
                        size="small"
                        label={t('form.price')}
                        value={row.roubles}
                        inputMode="decimal"
                        onChange={(e) => change({ roubles: e.target.value })}
                        error={Boolean(problem)}
                        helperText={problem}
                        sx={{ flex: 1, minWidth: 140 }}
                      />
                      <IconButton
                        aria-label={t('form.removeRow')}
                        onClick={() =>
                          setRows(
                            type,
                            draft.days[type].filter((_r, i) => i !== index),
                          )
                        }
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  );
                })}
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() =>
                    setRows(type, [...draft.days[type], { timeFrom: '', timeTo: '24:00', roubles: '' }])
                  }
                >
                  {t('form.addRow')}
                </Button>
              </Stack>
            </Paper>
          ))}
        {save.error && <Alert severity="error">{ofError(save.error)}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('form.submit')}
          </Button>
          <Button onClick={onDone}>{t('console:cancel')}</Button>
        </Stack>
      </Stack>
    </DatePickersProvider>
  );
}
