import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import type { ConstructorResult } from '@parking/domain/subscriptions/constructor-contracts';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { openModal } from '../../../shared/modals/modal-store';
import { moneyText } from '../../../shared/payments/money-text';
import { PageLoading } from '../../../shared/ui/page-loading';

type ConstructorResultsProps = {
  plate: string;
  results?: ConstructorResult[];
  error: unknown;
  pending: boolean;
  specialZones: string[];
};

const dayText = (iso: string) => iso.split('-').reverse().join('.');

/** The priced subscriptions of the last Next, each with Pay (the payment modal's subscription mode). */
export function ConstructorResults({
  plate,
  results,
  error,
  pending,
  specialZones,
}: ConstructorResultsProps) {
  const { t } = useTranslation(['subscription-constructor', 'errors']);
  if (pending) return <PageLoading minHeight={120} />;
  if (error) return <Alert severity="error">{t(`errors:${errorNameOf(error)}`)}</Alert>;
  if (!results) return null;
  if (results.length === 0)
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
        {t('empty')}
      </Typography>
    );
  return (
    <Grid container spacing={2} component="section" aria-label={t('results')}>
      {results.map((result) => (
        <Grid key={`${result.permissionKindCode}-${result.startDate}`} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="h6" component="h3">
                {result.permissionKind}
              </Typography>
              <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', my: 1 }}>
                {result.zones.map((zone) => (
                  <Typography
                    key={zone}
                    variant="body2"
                    component="span"
                    sx={{ display: 'inline-flex', alignItems: 'center' }}
                  >
                    {specialZones.includes(zone) && (
                      <StarIcon fontSize="inherit" color="warning" aria-label={t('special')} />
                    )}
                    {zone}
                  </Typography>
                ))}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {t('resultPeriod', {
                  start: dayText(result.startDate),
                  days: t('days', { count: result.days }),
                })}
              </Typography>
              <Typography variant="h5" component="p" sx={{ mt: 1.5 }}>
                {moneyText(t, result.price)}
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
                      code: result.permissionKindCode,
                      type: result.permissionType,
                      name: result.permissionKind,
                      cost: result.price,
                      zones: result.zones,
                      plate,
                      startDate: result.startDate,
                      fixedStart: true,
                    },
                  })
                }
              >
                {t('pay')}
              </Button>
            </Box>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
