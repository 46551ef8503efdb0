import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { ErrorPanel } from '../../../shared/ui/error-panel';
import { PageContainer } from '../../../shared/ui/page-container';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useBenefits } from '../api/get-benefits';
import { useSubscriptionOffers } from '../api/get-subscriptions';
import { BenefitsTable } from './benefits-table';
import { SubscriptionOffers } from './subscription-offers';

/**
 * /profile/abonements (document 2 §2): the benefits table; with the constructor setting its
 * rows have actions and Buy subscription leads to the constructor, otherwise the city's
 * subscriptions are offered as cards.
 */
export function SubscriptionsPage() {
  const { t } = useTranslation('subscriptions');
  const settings = useSettingsFlags();
  const withConstructor = Boolean(settings.data?.useSubscriptionConstructor);
  const benefits = useBenefits();
  const offers = useSubscriptionOffers(Boolean(settings.data) && !withConstructor);
  const plates = (useProfile().data?.ts ?? []).map((v) => v.numberTs).filter(Boolean);
  const failed = benefits.isError || offers.isError || settings.isError;
  const retry = () => {
    if (settings.isError) void settings.refetch();
    if (benefits.isError) void benefits.refetch();
    if (offers.isError) void offers.refetch();
  };

  return (
    <PageContainer title={t('title')} maxWidth="lg">
      {failed ? (
        <ErrorPanel
          title={t('error.title')}
          message={t('error.message')}
          onRetry={retry}
          retrying={benefits.isFetching || offers.isFetching}
        />
      ) : benefits.isPending || settings.isPending ? (
        <PageLoading />
      ) : (
        <Stack spacing={3}>
          {withConstructor && (
            <Stack direction="row" sx={{ justifyContent: { xs: 'stretch', sm: 'flex-end' } }}>
              <Button
                component={Link}
                to="/profile/constructor"
                variant="contained"
                startIcon={<AddIcon />}
                sx={{ width: { xs: '100%', sm: 'auto' } }}
              >
                {t('buy')}
              </Button>
            </Stack>
          )}
          <Stack spacing={1.5} component="section" aria-label={t('benefits')}>
            <Typography variant="h6" component="h2">
              {t('benefits')}
            </Typography>
            {benefits.data.length === 0 ? (
              <Typography color="text.secondary">{t('empty.benefits')}</Typography>
            ) : (
              <BenefitsTable rows={benefits.data} withActions={withConstructor} plates={plates} />
            )}
          </Stack>
          {!withConstructor && (
            <Stack spacing={1.5} component="section" aria-label={t('offers')}>
              <Typography variant="h6" component="h2">
                {t('offers')}
              </Typography>
              {offers.isPending ? <PageLoading /> : <SubscriptionOffers offers={offers.data} />}
            </Stack>
          )}
        </Stack>
      )}
    </PageContainer>
  );
}
