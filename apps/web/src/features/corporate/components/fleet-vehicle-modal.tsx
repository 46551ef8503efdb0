import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FleetVehicleRequestSchema,
  type CorpProfile,
  type FleetVehicle,
  type FleetVehicleForm,
  type FleetVehicleRequest,
} from '@parking/domain/corporate/corporate-contracts';
import { vehicleDuplicateOf } from '@parking/domain/corporate/corporate-rules';
import { errorNameOf } from '../../../shared/http/error-name';
import { addFleetVehicle, deleteFleetVehicle } from '../api/vehicle-calls';
import { useCorpMutation } from '../api/use-corp-mutation';

export type FleetVehicleModalMode = { kind: 'add' } | { kind: 'delete'; vehicle: FleetVehicle };

type Props = { mode: FleetVehicleModalMode; company: CorpProfile; onClose: () => void };
type Values = { number: string; VINNumber: string; IMEI: string };

/**
 * Add a vehicle with its tracker (plate, VIN, IMEI) or delete one (§4, §5): a plate or a device
 * the company already has is refused before any call with the seeds' texts (VehicleExists,
 * DeviceExists); the modal closes only after an ok answer and shows the server's refusal.
 */
export function FleetVehicleModal({ mode, company, onClose }: Props) {
  const { t } = useTranslation(['corporate', 'errors']);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { control, handleSubmit, setError } = useForm<Values, unknown, FleetVehicleRequest>({
    resolver: zodResolver(FleetVehicleRequestSchema) as never,
    mode: 'onTouched',
    defaultValues: { number: '', VINNumber: '', IMEI: '' } satisfies FleetVehicleForm,
  });
  const save = useCorpMutation(addFleetVehicle);
  const remove = useCorpMutation(deleteFleetVehicle);
  const failure = save.error ?? remove.error;
  const errorText = (name?: string) =>
    name ? t(`errors:${name}`, { defaultValue: t('errors:UnknownError') }) : undefined;

  const submit = handleSubmit((vehicle) => {
    const duplicate = vehicleDuplicateOf(company.ts, vehicle);
    if (duplicate === 'VehicleExists')
      return setError('number', { message: duplicate }, { shouldFocus: true });
    if (duplicate === 'DeviceExists') {
      const byVin = vehicle.vin !== null && company.ts.some((v) => v.vin === vehicle.vin);
      return setError(byVin ? 'VINNumber' : 'IMEI', { message: duplicate }, { shouldFocus: true });
    }
    save.mutate(vehicle, { onSuccess: onClose });
  });

  const field = (name: keyof Values, label: string, hint?: string, autoFocus = false) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...input }, fieldState }) => (
        <TextField
          {...input}
          inputRef={ref}
          label={label}
          required={name === 'number'}
          fullWidth
          autoFocus={autoFocus}
          autoComplete="off"
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message) ?? hint}
        />
      )}
    />
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby="fleet-vehicle-title"
    >
      <DialogTitle id="fleet-vehicle-title">{t(`vehicleModal.${mode.kind}Title`)}</DialogTitle>
      {mode.kind === 'delete' ? (
        <>
          <DialogContent>
            {failure != null && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errorText(errorNameOf(failure))}
              </Alert>
            )}
            <Typography>{t('vehicleModal.deleteText', { plate: mode.vehicle.numberTs })}</Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              loading={remove.isPending}
              onClick={() => remove.mutate(mode.vehicle, { onSuccess: onClose })}
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
              {field('number', t('vehicleModal.plate'), t('vehicleModal.plateHint'), true)}
              {field('VINNumber', t('vehicleModal.vin'), t('vehicleModal.vinHint'))}
              {field('IMEI', t('vehicleModal.imei'), t('vehicleModal.imeiHint'))}
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
