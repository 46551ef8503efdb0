import { useState } from 'react';
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
import {
  formatDocumentNumber,
  normalizeDocumentNumber,
  STS_MASK,
} from '@parking/domain/profile/document-rules';
import { NUMBER_FORMATS, VEHICLE_CATEGORIES, type NumberFormat } from '@parking/domain/profile/plate-rules';
import type { Vehicle } from '@parking/domain/profile/profile-answers';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
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

  const title =
    mode.kind === 'add'
      ? t('modal.addTitle')
      : mode.kind === 'edit'
        ? t('modal.editTitle')
        : t('modal.deleteTitle');

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby="vehicle-modal-title"
    >
      <DialogTitle id="vehicle-modal-title">{title}</DialogTitle>
      {mode.kind === 'delete' ? (
        <>
          <DialogContent>
            {failure != null && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {message(errorNameOf(failure))}
              </Alert>
            )}
            <Typography>{t('modal.deleteText', { plate: mode.vehicle.numberTs })}</Typography>
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
              {failure != null && <Alert severity="error">{message(errorNameOf(failure))}</Alert>}
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
                onChange={(e) =>
                  setForm({ ...form, category: e.target.value as VehicleFormState['category'] })
                }
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
