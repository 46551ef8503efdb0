import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { getCurrentCity } from '../../../shared/city/current-city';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { ErrorPanel } from '../../../shared/ui/error-panel';
import { useGuestToken } from '../api/post-guest-token';
import { useZones } from '../api/get-zones';
import { DatePickersProvider } from '../../../shared/ui/date-pickers-provider';
import { BarrierForm } from './barrier-form';
import { RoadsideForm } from './roadside-form';

export type ParkingKind = 'roadside' | 'planar';

export type ParkingPaymentPanelProps = {
  who: 'guest' | 'driver';
  initialKind?: ParkingKind;
  initialZone?: string;
  initialParkingCode?: string;
  initialPlate?: string;
};

/**
 * The payment part of the guest page and of the cabinet's parking page: roadside or (when the
 * city has it) barrier parking. The cabinet in no-balance mode starts open-ended sessions.
 */
export function ParkingPaymentPanel({
  who,
  initialKind = 'roadside',
  initialZone,
  initialParkingCode,
  initialPlate,
}: ParkingPaymentPanelProps) {
  const { t } = useTranslation('parking-payment');
  const settingsQuery = useSettingsFlags();
  const zones = useZones();
  const guest = useGuestToken(who === 'guest');
  const settings = settingsQuery.data;
  const [kind, setKind] = useState<ParkingKind>(initialKind);

  if (settingsQuery.isError)
    return <ErrorPanel error={settingsQuery.error} onRetry={() => void settingsQuery.refetch()} />;
  if (!settings)
    return (
      <Stack sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('fields.loading')} />
      </Stack>
    );
  const shownKind = settings.useFlatParking ? kind : 'roadside';
  const timeZone = getCurrentCity().timeZone;

  return (
    <DatePickersProvider>
      <Stack spacing={2.5}>
        {settings.useFlatParking && (
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={shownKind}
            aria-label={t('type.label')}
            onChange={(_e, value: ParkingKind | null) => value && setKind(value)}
          >
            <ToggleButton value="roadside">{t('type.roadside')}</ToggleButton>
            <ToggleButton value="planar">{t('type.planar')}</ToggleButton>
          </ToggleButtonGroup>
        )}
        {who === 'guest' && guest.error && !guest.token && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void guest.refetch()}>
                {t('guestToken.retry')}
              </Button>
            }
          >
            {t('guestToken.error')}
          </Alert>
        )}
        {shownKind === 'roadside' && zones.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void zones.refetch()}>
                {t('zones.retry')}
              </Button>
            }
          >
            {t('zones.error')}
          </Alert>
        )}
        {shownKind === 'roadside' ? (
          <RoadsideForm
            mode={who === 'guest' ? 'guest' : settings.dontUseBalance ? 'noBalance' : 'driver'}
            settings={settings}
            zones={zones.data ?? []}
            zonesLoading={zones.isLoading}
            timeZone={timeZone}
            guestToken={guest.token}
            onGuestTokenRefused={guest.renewIfRefused}
            initialZone={initialZone}
            initialParkingCode={initialParkingCode}
            initialPlate={initialPlate}
          />
        ) : (
          <BarrierForm
            who={who}
            settings={settings}
            guestToken={guest.token}
            onGuestTokenRefused={guest.renewIfRefused}
            initialParkingNumber={initialParkingCode}
          />
        )}
      </Stack>
    </DatePickersProvider>
  );
}
