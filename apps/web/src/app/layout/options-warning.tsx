import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Shown when the site options call failed: the site runs on defaults and offers a retry. */
export function OptionsWarning({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('site');
  return (
    <Alert
      severity="warning"
      square
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    >
      {t('optionsUnavailable')}
    </Alert>
  );
}
