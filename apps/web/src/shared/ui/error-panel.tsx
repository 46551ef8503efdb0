import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../http/error-name';

type ErrorPanelProps = {
  error?: unknown;
  title?: string;
  /** Overrides the translated error text. */
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
};

/** The generic error panel of the seeds: title, message (errors:{errorName}) and a retry button. */
export function ErrorPanel({ error, title, message, onRetry, retrying = false }: ErrorPanelProps) {
  const { t } = useTranslation(['common', 'errors']);
  const text = message ?? t(`errors:${errorNameOf(error)}`, { defaultValue: t('errors:UnknownError') });
  return (
    <Paper
      variant="outlined"
      role="alert"
      sx={{ p: { xs: 3, sm: 4 }, my: 3, mx: 'auto', maxWidth: 560, textAlign: 'center' }}
    >
      <ErrorOutlinedIcon color="error" sx={{ fontSize: 44, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="h2" gutterBottom>
        {title ?? t('common:error.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: onRetry ? 3 : 0 }}>
        {text}
      </Typography>
      {onRetry && (
        <Button variant="contained" onClick={onRetry} loading={retrying} startIcon={<RefreshIcon />}>
          {t('common:actions.retry')}
        </Button>
      )}
    </Paper>
  );
}
