import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type {
  AddDriverRequest,
  CompanyProfile,
  FleetDriver,
} from '@parking/domain/company/company-contracts';
import { driverConflictOf } from '@parking/domain/company/company-rules';
import { errorNameOf } from '../../../shared/http/error-name';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { PhoneField } from '../../../shared/ui/phone-field';
import { addDriver, editDriver, removeDriver } from '../api/driver-calls';
import { useCompanyMutation } from '../api/use-company-mutation';
import { DriverFormSchema, driverToForm, emptyDriverForm, type DriverFormValues } from '../lib/driver-form';

export type DriverModalMode =
  { kind: 'add' } | { kind: 'edit'; driver: FleetDriver } | { kind: 'delete'; driver: FleetDriver };

type Props = { mode: DriverModalMode; company: CompanyProfile; onClose: () => void };

/**
 * Add, edit or delete a company driver (§4, §5). The duplicate checks run before any call with
 * the seeds' texts (DeviceTaken, DoublePhone); the modal closes and the list changes only after
 * an ok answer, and a refusal of the server shows in the modal.
 */
export function DriverModal({ mode, company, onClose }: Props) {
  const { t } = useTranslation(['company', 'errors']);
  const editing = mode.kind === 'edit' ? mode.driver : null;
  const { control, handleSubmit, setError } = useForm<DriverFormValues, unknown, AddDriverRequest>({
    resolver: zodResolver(DriverFormSchema),
    mode: 'onTouched',
    defaultValues: editing ? driverToForm(editing) : emptyDriverForm(),
  });
  const save = useCompanyMutation((d: AddDriverRequest) => (editing ? editDriver(editing, d) : addDriver(d)));
  const remove = useCompanyMutation(removeDriver);
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

  return (
    <FormDialog
      titleId="driver-modal-title"
      title={t(`driverModal.${mode.kind}Title`)}
      onClose={onClose}
      error={failure != null ? errorText(errorNameOf(failure)) : undefined}
      cancelText={t('actions.cancel')}
      fullScreenOnPhone
      confirm={
        mode.kind === 'delete'
          ? {
              question: t('driverModal.deleteText', { name: mode.driver.name }),
              text: t('actions.delete'),
              pending: remove.isPending,
              onConfirm: () => remove.mutate(mode.driver, { onSuccess: onClose }),
            }
          : undefined
      }
      form={{ onSubmit: submit, text: t('actions.save'), pending: save.isPending }}
    >
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
    </FormDialog>
  );
}
