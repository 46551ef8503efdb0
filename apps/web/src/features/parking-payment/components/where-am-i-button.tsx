import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import type { Zone } from '@parking/domain/contracts/content';
import { useTranslation } from 'react-i18next';
import { useWhereAmI } from '../lib/use-where-am-i';

type Props = {
  zones: Zone[];
  onPick: (zonenumber: string) => void;
};

/** "Where am I": the phone's position, then a tap on one of the zones found there. */
export function WhereAmIButton({ zones, onPick }: Props) {
  const { t } = useTranslation('parking-payment');
  const { result, locate, reset } = useWhereAmI();
  // only zones this form can pay in (the list of the city's zones may lag a map edit)
  const found =
    result.state === 'found'
      ? result.zones.filter((z) => zones.some((k) => k.zonenumber === z.zoneNumber))
      : [];
  return (
    <Stack spacing={1} aria-live="polite">
      <Button
        variant="outlined"
        startIcon={<MyLocationIcon />}
        onClick={() => void locate()}
        loading={result.state === 'locating'}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        {t('whereAmI.button')}
      </Button>
      {result.state === 'failed' && (
        <Alert severity="warning" onClose={reset}>
          {t(`whereAmI.${result.reason}`)}
        </Alert>
      )}
      {result.state === 'found' && found.length === 0 && (
        <Alert severity="info" onClose={reset}>
          {t('whereAmI.none')}
        </Alert>
      )}
      {found.length > 0 && (
        <Stack spacing={1} role="group" aria-label={t('whereAmI.found')}>
          <Typography variant="body2" color="text.secondary">
            {t('whereAmI.found')}
          </Typography>
          {found.map((zone) => (
            <Button
              key={zone.zoneNumber}
              variant="text"
              sx={{ justifyContent: 'flex-start', minHeight: 44, textAlign: 'left' }}
              onClick={() => {
                onPick(zone.zoneNumber);
                reset();
              }}
            >
              {t(zone.distance === 0 ? 'whereAmI.here' : 'whereAmI.near', {
                zone:
                  zone.name && zone.name !== zone.zoneNumber
                    ? `${zone.zoneNumber} — ${zone.name}`
                    : zone.zoneNumber,
                count: zone.distance,
              })}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
