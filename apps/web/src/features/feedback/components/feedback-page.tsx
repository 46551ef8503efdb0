import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { PageContainer } from '../../../shared/ui/page-container';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useAppeals } from '../api/get-appeals';
import { AppealChat } from './appeal-chat';
import { AppealsList } from './appeals-list';
import { FeedbackForm } from './feedback-form';

/**
 * /profile/feedback (document 2 §2): the form of a new appeal and the driver's appeals, each
 * opening as a chat (beside the list on a desktop, in its place on a phone). `?fine=UIN`, the
 * fines page's link, starts the message with that fine.
 */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const [params] = useSearchParams();
  const settings = useSettingsFlags();
  const profile = useProfile();
  const appeals = useAppeals();
  const [selected, setSelected] = useState<number | null>(null);
  const fine = params.get('fine');
  const current = appeals.data?.items.find((row) => row.appeal.id === selected) ?? null;

  const mainPhone = profile.data?.phones?.find((p) => p.isMain)?.phone ?? '';
  const ready = !profile.isPending || profile.isError;

  return (
    <PageContainer title={t('title')} maxWidth="lg">
      <Stack spacing={4}>
        <Paper
          variant="outlined"
          component="section"
          sx={{ p: { xs: 2, sm: 3 } }}
          aria-label={t('form.title')}
        >
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('form.title')}
          </Typography>
          {ready ? (
            <FeedbackForm
              key={profile.data ? 'profile' : 'blank'}
              topics={settings.data?.topics ?? []}
              defaults={{
                phone: mainPhone ? `+${mainPhone}` : '',
                email: profile.data?.email ?? '',
                idSubject: '',
                // `text`: the fines page's appeal with the proof of payment (issue 23), worded there
                message: fine ? (params.get('text') ?? t('form.fine', { uin: fine })) : '',
              }}
            />
          ) : (
            <PageLoading minHeight={160} />
          )}
        </Paper>
        <Stack component="section" spacing={1.5} aria-label={t('appeals.title')}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
            <Typography variant="h6" component="h2">
              {t('appeals.title')}
            </Typography>
            {appeals.data && appeals.data.count > 0 && (
              <Typography color="text.secondary">
                {t('appeals.count', { count: appeals.data.count })}
              </Typography>
            )}
          </Stack>
          {appeals.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void appeals.refetch()}>
                  {t('appeals.retry')}
                </Button>
              }
            >
              {t('appeals.error')}
            </Alert>
          ) : appeals.isPending ? (
            <PageLoading minHeight={120} />
          ) : appeals.data.items.length === 0 ? (
            <Typography color="text.secondary">{t('appeals.empty')}</Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                // minmax(0, …): a long topic or message is cut in its row, it does not widen the page
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
                alignItems: 'start',
              }}
            >
              <Box sx={{ display: { xs: current ? 'none' : 'block', md: 'block' } }}>
                <AppealsList items={appeals.data.items} selected={selected} onSelect={setSelected} />
              </Box>
              {current ? (
                <Stack spacing={1}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Button onClick={() => setSelected(null)} sx={{ display: { md: 'none' } }}>
                      {t('chat.back')}
                    </Button>
                    <Typography sx={{ fontWeight: 500, display: { xs: 'none', md: 'block' } }}>
                      {t('appeals.number', { id: current.appeal.id })}
                      {current.appeal.subject ? ` · ${current.appeal.subject}` : ''}
                    </Typography>
                  </Stack>
                  <AppealChat key={current.appeal.id} row={current} />
                </Stack>
              ) : (
                <Typography
                  color="text.secondary"
                  sx={{ display: { xs: 'none', md: 'block' }, p: 2, textAlign: 'center' }}
                >
                  {t('chat.pick')}
                </Typography>
              )}
            </Box>
          )}
        </Stack>
      </Stack>
    </PageContainer>
  );
}
