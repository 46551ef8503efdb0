import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../shared/modals/modal-store';
import { moneyText } from '../../../shared/payments/money-text';
import type { SubscriptionOffer } from '@parking/domain/subscriptions/subscription-contracts';

/** Without the constructor the city's subscriptions are cards paid through the payment modal. */
export function SubscriptionOffers({ offers }: { offers: SubscriptionOffer[] }) {
  const { t } = useTranslation('subscriptions');
  if (offers.length === 0) return <Typography color="text.secondary">{t('empty.offers')}</Typography>;
  return (
    <Grid container spacing={2}>
      {offers.map((offer) => (
        <Grid key={offer.parkingPermitCode} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="overline" color="text.secondary">
                {t(`offerTypes.${offer.parkingPermitType}`)}
              </Typography>
              <Typography variant="h6" component="h3">
                {offer.parkingPermit}
              </Typography>
              {offer.parkingPermitDesc && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {offer.parkingPermitDesc}
                </Typography>
              )}
              <Typography variant="body2" sx={{ mt: 1 }}>
                {offer.zone.length > 0 && !offer.zone.includes('#')
                  ? t('offerZones', { count: offer.zone.length, list: offer.zone.join(', ') })
                  : t('offerAllZones')}
              </Typography>
              <Typography variant="h5" component="p" sx={{ mt: 1.5 }}>
                {moneyText(t, offer.cost)}
              </Typography>
            </CardContent>
            <Box sx={{ px: 2, pb: 2 }}>
              <Button
                variant="contained"
                fullWidth
                onClick={() =>
                  openModal({
                    kind: 'payment',
                    action: 'subscription',
                    subscription: {
                      code: offer.parkingPermitCode,
                      type: offer.parkingPermitType,
                      name: offer.parkingPermit,
                      cost: offer.cost,
                      zones: offer.zone,
                      plate: offer.parkingPermitTs === '#' ? undefined : offer.parkingPermitTs,
                      startDate: offer.parkingPermitStartDate,
                      minStartDate: offer.minStartDate,
                      maxStartDate: offer.maxStartDate,
                      fixedStart: offer.parkingPermitType === 'prev_day',
                    },
                  })
                }
              >
                {t('offerPay')}
              </Button>
            </Box>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
