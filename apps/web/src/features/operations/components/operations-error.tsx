import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';

/** The seeds' load-error screen: "Ошибка", "Ошибка загрузки статистики", "Попробуйте снова". */
export function OperationsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('operations');
  return (
    <Paper variant="outlined" role="alert" sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="h2">
        {t('error.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('error.message')}
      </Typography>
      <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry} loading={retrying}>
        {t('error.retry')}
      </Button>
    </Paper>
  );
}
