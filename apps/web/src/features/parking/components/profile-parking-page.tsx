import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { moneyText } from '../../../shared/payments/money-text';
import { useTranslation } from 'react-i18next';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { cardLikeMethods } from '../../../shared/payments/payment-methods';
import { SESSION_ACTIVE, type ParkingSession } from '../lib/session-status';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { ErrorPanel } from '../../../shared/ui/error-panel';
import { PageContainer } from '../../../shared/ui/page-container';
import { SessionsCard } from './sessions-card';

/**
 * /profile/parking (document 2 §2): the payment card (its form comes from app/, where features
 * meet) and the current parkings; in no-balance mode also the deferred ones.
 */
export function ProfileParkingPage({ paymentForm }: { paymentForm: ReactNode }) {
  const { t } = useTranslation('parking');
  const settingsQuery = useSettingsFlags();
  const profileQuery = useProfile();
  const settings = settingsQuery.data;
  const noBalance = Boolean(settings?.dontUseBalance);
  const sessions = (profileQuery.data?.sessions ?? []) as ParkingSession[];
  const active = sessions.filter((s) => s.status === SESSION_ACTIVE);
  const waiting = sessions.filter((s) => s.status !== SESSION_ACTIVE);
  const balance = Math.max(0, profileQuery.data?.balance ?? 0);
  const methods = cardLikeMethods(settings?.paymentsMethods ?? []);

  return (
    <PageContainer title={t(noBalance ? 'titleNoBalance' : 'title')} maxWidth="lg">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card component="section" aria-labelledby="parking-payment-card-title">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack
                direction="row"
                sx={{
                  justifyContent: 'space-between',
                  alignItems: 'baseline',
                  mb: 2,
                  gap: 1,
                  flexWrap: 'wrap',
                }}
              >
                <Typography variant="h6" component="h2" id="parking-payment-card-title">
                  {t('paymentCard')}
                </Typography>
                {!noBalance && profileQuery.data && (
                  <Typography color="text.secondary">
                    {t('balance', { amount: moneyText(t, balance) })}
                  </Typography>
                )}
              </Stack>
              {paymentForm}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            {profileQuery.isError ? (
              <ErrorPanel error={profileQuery.error} onRetry={() => void profileQuery.refetch()} />
            ) : (
              <SessionsCard
                title={t('current')}
                empty={t(profileQuery.isLoading ? 'loading' : 'noCurrent')}
                sessions={active}
                noBalance={noBalance}
                methods={methods}
              />
            )}
            {(noBalance || waiting.length > 0) && (
              <SessionsCard
                title={t('deferred')}
                empty={t('noDeferred')}
                sessions={waiting}
                noBalance={noBalance}
                deferred
                methods={methods}
              />
            )}
          </Stack>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
