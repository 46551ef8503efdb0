import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FleetVehicleRequestSchema,
  type CompanyProfile,
  type FleetVehicle,
  type FleetVehicleForm,
  type FleetVehicleRequest,
} from '@parking/domain/company/company-contracts';
import { vehicleDuplicateOf } from '@parking/domain/company/company-rules';
import { errorNameOf } from '../../../shared/http/error-name';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { addFleetVehicle, deleteFleetVehicle } from '../api/vehicle-calls';
import { useCompanyMutation } from '../api/use-company-mutation';

export type FleetVehicleModalMode = { kind: 'add' } | { kind: 'delete'; vehicle: FleetVehicle };

type Props = { mode: FleetVehicleModalMode; company: CompanyProfile; onClose: () => void };
type Values = { number: string; VINNumber: string; IMEI: string };

/**
 * Add a vehicle with its tracker (plate, VIN, IMEI) or delete one (§4, §5): a plate or a device
 * the company already has is refused before any call with the seeds' texts (VehicleExists,
 * DeviceExists); the modal closes only after an ok answer and shows the server's refusal.
 */
export function FleetVehicleModal({ mode, company, onClose }: Props) {
  const { t } = useTranslation(['company', 'errors']);
  const { control, handleSubmit, setError } = useForm<Values, unknown, FleetVehicleRequest>({
    resolver: zodResolver(FleetVehicleRequestSchema) as never,
    mode: 'onTouched',
    defaultValues: { number: '', VINNumber: '', IMEI: '' } satisfies FleetVehicleForm,
  });
  const save = useCompanyMutation(addFleetVehicle);
  const remove = useCompanyMutation(deleteFleetVehicle);
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
    <FormDialog
      titleId="fleet-vehicle-title"
      title={t(`vehicleModal.${mode.kind}Title`)}
      onClose={onClose}
      error={failure != null ? errorText(errorNameOf(failure)) : undefined}
      cancelText={t('actions.cancel')}
      fullScreenOnPhone
      confirm={
        mode.kind === 'delete'
          ? {
              question: t('vehicleModal.deleteText', { plate: mode.vehicle.numberTs }),
              text: t('actions.delete'),
              pending: remove.isPending,
              onConfirm: () => remove.mutate(mode.vehicle, { onSuccess: onClose }),
            }
          : undefined
      }
      form={{ onSubmit: submit, text: t('actions.save'), pending: save.isPending }}
    >
      {field('number', t('vehicleModal.plate'), t('vehicleModal.plateHint'), true)}
      {field('VINNumber', t('vehicleModal.vin'), t('vehicleModal.vinHint'))}
      {field('IMEI', t('vehicleModal.imei'), t('vehicleModal.imeiHint'))}
    </FormDialog>
  );
}
