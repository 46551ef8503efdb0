import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';

/**
 * A new key's secret, shown this once (the server keeps only its hash): selectable text and a
 * Copy button; closing the dialog forgets it.
 */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation('operator-enforcement');
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('keys.secretTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('keys.secretText')}
        </Alert>
        <TextField
          label={t('keys.secretLabel')}
          value={secret}
          fullWidth
          multiline
          slotProps={{
            htmlInput: { readOnly: true, style: { fontFamily: 'monospace', wordBreak: 'break-all' } },
          }}
          onFocus={(event) => event.target.select()}
        />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>
          {copied ? t('keys.copied') : t('keys.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('keys.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
