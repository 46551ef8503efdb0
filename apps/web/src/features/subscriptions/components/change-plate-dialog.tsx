import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type ChangePlateDialogProps = {
  /** The driver's other plates. */
  plates: string[];
  busy: boolean;
  onSave: (plate: string) => void;
  onCancel: () => void;
};

/** Change vehicle (document 2 §4): the driver's plates, Save and Cancel. */
export function ChangePlateDialog({ plates, busy, onSave, onCancel }: ChangePlateDialogProps) {
  const { t } = useTranslation('subscriptions');
  const [plate, setPlate] = useState(plates.length === 1 ? plates[0]! : '');
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="change-plate-title"
    >
      <DialogTitle id="change-plate-title">{t('changePlate.title')}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        {plates.length === 0 ? (
          <Alert severity="info">{t('changePlate.noPlates')}</Alert>
        ) : (
          <TextField
            select
            fullWidth
            sx={{ mt: 1 }}
            label={t('changePlate.plate')}
            value={plate}
            onChange={(event) => setPlate(event.target.value)}
          >
            {plates.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('changePlate.cancel')}
        </Button>
        <Button variant="contained" disabled={!plate} loading={busy} onClick={() => onSave(plate)}>
          {t('changePlate.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
