import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type {
  AddDriverRequest,
  CorpProfile,
  FleetDriver,
} from '@parking/domain/corporate/corporate-contracts';
import { driverConflictOf } from '@parking/domain/corporate/corporate-rules';
import { errorNameOf } from '../../../shared/http/error-name';
import { PhoneField } from '../../../shared/ui/phone-field';
import { addDriver, editDriver, removeDriver } from '../api/driver-calls';
import { useCorpMutation } from '../api/use-corp-mutation';
import { DriverFormSchema, driverToForm, emptyDriverForm, type DriverFormValues } from '../lib/driver-form';

export type DriverModalMode =
  { kind: 'add' } | { kind: 'edit'; driver: FleetDriver } | { kind: 'delete'; driver: FleetDriver };

type Props = { mode: DriverModalMode; company: CorpProfile; onClose: () => void };

/**
 * Add, edit or delete a company driver (§4, §5). The duplicate checks run before any call with
 * the seeds' texts (DeviceTaken, DoublePhone); the modal closes and the list changes only after
 * an ok answer, and a refusal of the server shows in the modal.
 */
export function DriverModal({ mode, company, onClose }: Props) {
  const { t } = useTranslation(['corporate', 'errors']);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const editing = mode.kind === 'edit' ? mode.driver : null;
  const { control, handleSubmit, setError } = useForm<DriverFormValues, unknown, AddDriverRequest>({
    resolver: zodResolver(DriverFormSchema),
    mode: 'onTouched',
    defaultValues: editing ? driverToForm(editing) : emptyDriverForm(),
  });
  const save = useCorpMutation((d: AddDriverRequest) => (editing ? editDriver(editing, d) : addDriver(d)));
  const remove = useCorpMutation(removeDriver);
  const failure = save.error ?? remove.error;
  const errorText = (name?: string) =>
    name ? t(`errors:${name}`, { defaultValue: t('errors:UnknownError') }) : undefined;

  const submit = handleSubmit((driver) => {
    const conflict = driverConflictOf(
      company.drivers,
      company.ts,
      { phone: driver.phone, ts: driver.car_number },
      editing?.id,
    );
    if (conflict) {
      setError(conflict === 'DoublePhone' ? 'phone' : 'ts', { message: conflict }, { shouldFocus: true });
      return;
    }
    save.mutate(driver, { onSuccess: onClose });
  });

  const takenBy = (plate: string) =>
    company.drivers.find((d) => d.ts === plate && d.id !== editing?.id)?.name;
  const text = (name: Path<DriverFormValues>, label: string, required: boolean, autoFocus = false) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          label={label}
          required={required}
          fullWidth
          autoFocus={autoFocus}
          autoComplete="off"
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message)}
        />
      )}
    />
  );

  const title = t(`driverModal.${mode.kind}Title`);
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby="driver-modal-title"
    >
      <DialogTitle id="driver-modal-title">{title}</DialogTitle>
      {mode.kind === 'delete' ? (
        <>
          <DialogContent>
            {failure != null && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errorText(errorNameOf(failure))}
              </Alert>
            )}
            <Typography>{t('driverModal.deleteText', { name: mode.driver.name })}</Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              loading={remove.isPending}
              onClick={() => remove.mutate(mode.driver, { onSuccess: onClose })}
            >
              {t('actions.delete')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <DialogContent sx={{ pt: '8px !important' }}>
            <Stack spacing={2}>
              {failure != null && <Alert severity="error">{errorText(errorNameOf(failure))}</Alert>}
              {text('lastName', t('driverModal.lastName'), true, true)}
              {text('firstName', t('driverModal.firstName'), true)}
              {text('middleName', t('driverModal.middleName'), false)}
              <Controller
                name="phone"
                control={control}
                render={({ field, fieldState }) => (
                  <PhoneField
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    label={t('driverModal.phone')}
                    required
                    fullWidth
                    error={Boolean(fieldState.error)}
                    helperText={errorText(fieldState.error?.message)}
                  />
                )}
              />
              <Controller
                name="ts"
                control={control}
                render={({ field: { ref, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    select
                    label={t('driverModal.vehicle')}
                    required
                    fullWidth
                    error={Boolean(fieldState.error)}
                    helperText={errorText(fieldState.error?.message)}
                  >
                    {company.ts.map((v) => (
                      <MenuItem key={v.id} value={v.numberTs}>
                        {takenBy(v.numberTs)
                          ? t('driverModal.vehicleTaken', { plate: v.numberTs, name: takenBy(v.numberTs) })
                          : v.numberTs}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
