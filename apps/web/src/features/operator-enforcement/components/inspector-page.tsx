import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CheckRequestSchema, type CheckRequest } from '@parking/domain/staff/enforcement-contracts';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { useErrorText } from '../../../shared/console/use-error-text';
import { checkPlate, ENFORCEMENT_KEY } from '../api/enforcement-calls';
import { CheckAnswer } from './check-answer';
import { PlacePicker, type PlaceMode } from './place-picker';
import { RecentChecks } from './recent-checks';
import { useLocation } from './use-location';

type FieldErrors = { plate?: string; place?: string };

/**
 * /operator/enforcement (issue 21 item 5): the inspector's page, made for one hand on a phone
 * (360 px): a large plate field (typed or pasted), the zone or the phone's position, a large
 * Check button, and the answer in green or red with its reason and the time left; the latest
 * checks below. The request is checked with the route's own schema before it is sent.
 */
export function InspectorPage() {
  const { t } = useTranslation('operator-enforcement');
  const { byName, ofError } = useErrorText();
  const [plate, setPlate] = useState('');
  const [mode, setMode] = useState<PlaceMode>('zone');
  const [zone, setZone] = useState('');
  const { state: location, locate } = useLocation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const check = useConsoleMutation(ENFORCEMENT_KEY, checkPlate);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request: CheckRequest = {
      plate,
      ...(mode === 'zone' && zone ? { zone } : {}),
      ...(mode === 'location' && location.kind === 'found' ? { point: location.point } : {}),
    };
    const parsed = CheckRequestSchema.safeParse(request);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'plate' ? 'plate' : 'place';
        found[field] ??= byName(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    check.mutate(request);
  };

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h6" component="h2">
        {t('inspector.title')}
      </Typography>
      <Stack component="form" spacing={2} aria-label={t('inspector.form')} onSubmit={submit} noValidate>
        <TextField
          label={t('inspector.plate')}
          value={plate}
          onChange={(event) => setPlate(event.target.value)}
          // the next car's plate replaces the last one at the first keystroke
          onFocus={(event) => event.target.select()}
          fullWidth
          autoFocus
          error={Boolean(errors.plate)}
          helperText={errors.plate ?? t('inspector.plateHint')}
          slotProps={{
            htmlInput: {
              autoCapitalize: 'characters',
              autoComplete: 'off',
              autoCorrect: 'off',
              spellCheck: false,
              enterKeyHint: 'go',
              maxLength: 20,
              style: { fontSize: 30, fontWeight: 600, letterSpacing: '0.08em', textTransform: 'uppercase' },
            },
          }}
        />
        <PlacePicker
          mode={mode}
          onMode={setMode}
          zone={zone}
          onZone={setZone}
          location={location}
          onLocate={locate}
          error={errors.place}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={check.isPending}
          sx={{ minHeight: 60, fontSize: 22 }}
        >
          {check.isPending ? t('inspector.checking') : t('inspector.check')}
        </Button>
      </Stack>
      {check.error ? (
        <Alert severity="error">{ofError(check.error)}</Alert>
      ) : (
        check.data && <CheckAnswer check={check.data.check} />
      )}
      <RecentChecks />
    </Stack>
  );
}
