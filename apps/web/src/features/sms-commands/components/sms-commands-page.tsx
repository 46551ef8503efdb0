import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SmsIcon from '@mui/icons-material/Sms';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { useSiteOptions } from '../../../shared/options/api/get-site-options';
import { ErrorPanel } from '../../../shared/ui/error-panel';
import { PageContainer } from '../../../shared/ui/page-container';
import { useSmsCommands } from '../api/get-sms-commands';
import { SmsCommandCard } from './sms-command-card';

/** /sms-commands: the short number and every command; with no commands there is no page. */
export function SmsCommandsPage() {
  const { t } = useTranslation('sms-commands');
  const to = useLocalizedPath();
  const { numberSmsSendTo } = useSiteOptions();
  const { data, error, isPending, isError, isFetching, refetch } = useSmsCommands();

  if (data && data.length === 0) return <Navigate to={to('/')} replace />;

  return (
    <PageContainer title={t('title')}>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2.5, sm: 3 },
          mb: 3,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          borderColor: 'primary.light',
        }}
      >
        <SmsIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
        <Box>
          <Typography color="text.secondary">{t('shortNumber')}</Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, letterSpacing: 1 }}>
            {numberSmsSendTo}
          </Typography>
        </Box>
      </Paper>
      {isPending && (
        <Stack spacing={2} aria-hidden>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={150} />
          ))}
        </Stack>
      )}
      {isError && <ErrorPanel error={error} onRetry={() => void refetch()} retrying={isFetching} />}
      {data && (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {data.map((command) => (
            <SmsCommandCard key={`${command.name}:${command.example}`} command={command} />
          ))}
        </Stack>
      )}
    </PageContainer>
  );
}
