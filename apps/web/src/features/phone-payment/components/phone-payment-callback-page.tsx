import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SmsIcon from '@mui/icons-material/Sms';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { PageContainer } from '../../../shared/ui/page-container';

/** /phone-payment-callback: after paying by phone, the confirmation arrives as an SMS. */
export function PhonePaymentCallbackPage() {
  const { t } = useTranslation('phone-payment');
  const to = useLocalizedPath();
  return (
    <PageContainer maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <SmsIcon color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography variant="h5" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('text')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('history')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={to('/profile/operations')}>
          {t('toOperations')}
        </Button>
      </Paper>
    </PageContainer>
  );
}
