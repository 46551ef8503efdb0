import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import SmsIcon from '@mui/icons-material/Sms';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getCurrentCity } from '../../../shared/city/current-city';
import { useLanguage, useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { useSiteOptions } from '../../../shared/options/api/get-site-options';
import { PageContainer } from '../../../shared/ui/page-container';
import { useSmsExamples } from '../api/get-sms-examples';

const FEATURES = ['map', 'pay', 'cabinet', 'sms'] as const;
const MAX_EXAMPLES = 4;

/** /update (only rostov and sevastopol): what the new site offers and how SMS payment works. */
export function UpdatePage() {
  const { t } = useTranslation('update');
  const lang = useLanguage();
  const to = useLocalizedPath();
  const { numberSmsSendTo } = useSiteOptions();
  const examples = useSmsExamples();
  const city = getCurrentCity().nameForShow[lang];

  return (
    <PageContainer title={t('title')} subtitle={t('intro', { city })}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('whatsNew')}
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {FEATURES.map((key) => (
            <Box component="li" key={key} sx={{ display: 'flex', gap: 1.5 }}>
              <CheckIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
              <Typography>{t(`features.${key}`)}</Typography>
            </Box>
          ))}
        </Stack>
        <Button variant="contained" component={RouterLink} to={to('/')} sx={{ mt: 3 }}>
          {t('toMap')}
        </Button>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <SmsIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
          <div>
            <Typography variant="h6" component="h2">
              {t('sms.title')}
            </Typography>
            <Typography color="text.secondary">
              {t('sms.number')}{' '}
              <Box component="strong" sx={{ color: 'text.primary', fontSize: 18 }}>
                {numberSmsSendTo}
              </Box>
            </Typography>
          </div>
        </Box>
        {examples.isPending && <Skeleton variant="rounded" height={120} aria-hidden />}
        {examples.data && examples.data.length > 0 && (
          <>
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {examples.data.slice(0, MAX_EXAMPLES).map((command) => (
                <Box component="li" key={`${command.name}:${command.example}`}>
                  <Typography sx={{ fontWeight: 500 }}>{command.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('sms.send')}{' '}
                    <Box
                      component="code"
                      sx={{
                        fontSize: 15,
                        color: 'text.primary',
                        bgcolor: 'grey.100',
                        px: 0.75,
                        borderRadius: 0.5,
                      }}
                    >
                      {command.example}
                    </Box>
                    {command.hint ? ` — ${command.hint}` : ''}
                  </Typography>
                </Box>
              ))}
            </Stack>
            <Button component={RouterLink} to={to('/sms-commands')} sx={{ mt: 2, ml: -1 }}>
              {t('sms.all')}
            </Button>
          </>
        )}
      </Paper>
    </PageContainer>
  );
}
