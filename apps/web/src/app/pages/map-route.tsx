import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PaymentIcon from '@mui/icons-material/Payment';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readAuthState, useAuthState } from '../../shared/auth/auth-state';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { openModal } from '../../shared/modals/modal-store';
import { useSettingsFlags } from '../../shared/options/api/get-settings-flags';
import { useSiteOptions } from '../../shared/options/api/get-site-options';
import { MapPage } from '../../features/map/components/map-page';

/**
 * "/": the map feature, wired to the shell. Pay from a parking goes to the cabinet's parking
 * page when logged in, to guest payment when the city allows it, and otherwise asks to log in.
 */
export function MapRoute() {
  const { t } = useTranslation('header');
  const options = useSiteOptions();
  const { data: settings } = useSettingsFlags();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const { isLoggedIn, isCompany } = useAuthState();
  // issue 18: a visitor finds paying without an account here, where the city allows it
  const offerGuest = !isLoggedIn && !isCompany && settings?.useSessionWithoutRegister === true;

  const onPay = useCallback(
    (zonenumber: string, parkingCode: string) => {
      const { isLoggedIn } = readAuthState();
      if (isLoggedIn) {
        void navigate(`${to('/profile/parking')}?${new URLSearchParams({ zone: zonenumber })}`);
        return;
      }
      if (settings && !settings.useSessionWithoutRegister) {
        openModal({ kind: 'login' });
        return;
      }
      const query = new URLSearchParams({ zone: zonenumber });
      if (parkingCode) query.set('parkingCode', parkingCode);
      void navigate(`${to('/guest-payment')}?${query}`);
    },
    [navigate, to, settings],
  );

  return (
    <Box sx={{ flex: 1, minHeight: 0, position: 'relative', display: 'flex', flexDirection: 'column' }}>
      <MapPage onPay={onPay} initialZoom={options.initialZoom} />
      {offerGuest && (
        <Button
          variant="contained"
          startIcon={<PaymentIcon />}
          onClick={() => openModal({ kind: 'guestStart' })}
          sx={{
            position: 'absolute',
            zIndex: 1000,
            // phones: under the zone search (the legend and zoom keep the bottom corners)
            top: { xs: 68, sm: 'auto' },
            left: { xs: 12, sm: '50%' },
            bottom: { xs: 'auto', sm: 28 },
            transform: { sm: 'translateX(-50%)' },
            whiteSpace: 'nowrap',
            boxShadow: 3,
          }}
        >
          {t('guestPay')}
        </Button>
      )}
    </Box>
  );
}
