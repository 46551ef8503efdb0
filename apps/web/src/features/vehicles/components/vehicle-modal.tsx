import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  formatDocumentNumber,
  normalizeDocumentNumber,
  STS_MASK,
} from '@parking/domain/profile/document-rules';
import { NUMBER_FORMATS, VEHICLE_CATEGORIES, type NumberFormat } from '@parking/domain/profile/plate-rules';
import type { Vehicle } from '@parking/domain/profile/profile-answers';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { addVehicle, deleteVehicle, editVehicle } from '../api/vehicle-calls';
import { useVehicleMutation } from '../api/use-vehicle-mutation';
import { plateInput } from '../lib/plate-input';
import {
  emptyVehicle,
  vehicleProblems,
  vehicleToForm,
  type VehicleFormState,
  type VehicleProblems,
} from '../lib/vehicle-form';
import { PlateField } from './plate-field';

export type VehicleModalMode =
  { kind: 'add' } | { kind: 'edit'; vehicle: Vehicle } | { kind: 'delete'; vehicle: Vehicle };

type VehicleModalProps = { mode: VehicleModalMode; vehicles: Vehicle[]; onClose: () => void };

/**
 * Add, edit or delete one vehicle (document 2 §4): the modal closes and the list changes only
 * after an ok answer; a refusal (occupied, VehicleExists...) shows in the modal.
 */
export function VehicleModal({ mode, vehicles, onClose }: VehicleModalProps) {
  const { t } = useTranslation(['vehicles', 'errors']);
  const editing = mode.kind === 'edit' ? mode.vehicle : null;
  const [form, setForm] = useState<VehicleFormState>(editing ? vehicleToForm(editing) : emptyVehicle());
  const [problems, setProblems] = useState<VehicleProblems>({});
  const save = useVehicleMutation(async (f: VehicleFormState) => {
    const body = { ...f, STSNumber: f.STSNumber, country: f.formatGrz };
    if (!editing) return addVehicle({ ...body, mainTs: vehicles.length === 0 });
    return editVehicle({ ...body, oldgrz: editing.numberTs, newgrz: f.numberTs });
  });
  const remove = useVehicleMutation((v: Vehicle) => deleteVehicle(v.numberTs));
  const message = (name: string) => t(`problems.${name}`, { defaultValue: t(`errors:${name}`) });
  const failure = save.error ?? remove.error;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const others = vehicles.filter((v) => v.numberTs !== editing?.numberTs);
    const found = vehicleProblems(form, others);
    setProblems(found);
    if (Object.keys(found).length === 0) save.mutate(form, { onSuccess: onClose });
  };
  const setFormat = (formatGrz: NumberFormat) =>
    setForm({ ...form, formatGrz, numberTs: plateInput(form.numberTs, formatGrz) });
  const helper = (field: keyof VehicleFormState, hint?: string) =>
    problems[field] ? message(problems[field]!) : hint;

  return (
    <FormDialog
      titleId="vehicle-modal-title"
      title={t(`modal.${mode.kind}Title`)}
      onClose={onClose}
      error={failure != null ? message(errorNameOf(failure)) : undefined}
      cancelText={t('actions.cancel')}
      fullScreenOnPhone
      confirm={
        mode.kind === 'delete'
          ? {
              question: t('modal.deleteText', { plate: mode.vehicle.numberTs }),
              text: t('actions.delete'),
              pending: remove.isPending,
              onConfirm: () => remove.mutate(mode.vehicle, { onSuccess: onClose }),
            }
          : undefined
      }
      form={{ onSubmit: submit, text: t('actions.save'), pending: save.isPending }}
    >
      <TextField
        select
        label={t('fields.format')}
        value={form.formatGrz}
        onChange={(e) => setFormat(e.target.value as NumberFormat)}
        fullWidth
      >
        {NUMBER_FORMATS.map((f) => (
          <MenuItem key={f} value={f}>
            {t(`formats.${f}`)}
          </MenuItem>
        ))}
      </TextField>
      <PlateField
        label={t('fields.plate')}
        value={form.numberTs}
        format={form.formatGrz}
        onChange={(numberTs) => setForm({ ...form, numberTs })}
        required
        fullWidth
        autoFocus
        error={Boolean(problems.numberTs)}
        helperText={helper('numberTs', form.formatGrz === 'rus' ? t('fields.plateHint') : undefined)}
      />
      <TextField
        select
        label={t('fields.category')}
        value={form.category}
        onChange={(e) => setForm({ ...form, category: e.target.value as VehicleFormState['category'] })}
        required
        fullWidth
        error={Boolean(problems.category)}
        helperText={helper('category')}
      >
        {VEHICLE_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {t(`categories.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('fields.sts')}
        value={form.STSNumber}
        onChange={(e) => {
          const sts = normalizeDocumentNumber(e.target.value);
          setForm({
            ...form,
            STSNumber: sts.length === 10 ? formatDocumentNumber(sts) : e.target.value.toUpperCase(),
          });
        }}
        fullWidth
        placeholder={STS_MASK}
        error={Boolean(problems.STSNumber)}
        helperText={helper('STSNumber', t('fields.stsHint'))}
      />
    </FormDialog>
  );
}
