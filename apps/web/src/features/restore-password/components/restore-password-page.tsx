import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/**
 * Stand-in until the restore-password issue lands. The login flow already sends people here
 * with ?error=&email= (document 1, section 4), so the reason is shown even now.
 */
export function RestorePasswordPage() {
  const { t } = useTranslation('restore-password');
  const [params] = useSearchParams();
  const error = params.get('error');
  const email = params.get('email');
  return (
    <>
      {error && (
        <Box sx={{ maxWidth: 600, mx: 'auto', px: 2, pt: { xs: 3, md: 5 }, mb: -2 }}>
          <Alert severity="info">
            {t(`errors:${error}`, { defaultValue: t('errorFallback') })}
            {email ? ` ${t('forEmail', { email })}` : ''}
          </Alert>
        </Box>
      )}
      <PlaceholderPage title={t('title')} text={t('pending')} />
    </>
  );
}
