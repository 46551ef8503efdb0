import { useSearchParams } from 'react-router';
import { GuestPaymentPage } from '../../features/guest-payment/components/guest-payment-page';
import { useGuestToken } from '../../features/parking-payment/api/post-guest-token';
import { ParkingPaymentPanel } from '../../features/parking-payment/components/parking-payment-panel';

/**
 * /guest-payment: the guest page around the shared payment form (features meet in app/). The map's
 * Pay button brings the zone and parking code in the query; the bank sends the guest back with
 * `type=planar` after a barrier payment. The page asks about a returned payment with the guest
 * token, so it is seen as the payer.
 */
export function GuestPaymentRoute() {
  const [search] = useSearchParams();
  const parkingCode = search.get('parkingCode') ?? undefined;
  const guest = useGuestToken(true);
  return (
    <GuestPaymentPage guestToken={guest.token ?? (guest.error ? null : undefined)}>
      <ParkingPaymentPanel
        who="guest"
        initialKind={search.get('type') === 'planar' ? 'planar' : 'roadside'}
        initialZone={search.get('zone') ?? undefined}
        initialParkingCode={parkingCode}
      />
    </GuestPaymentPage>
  );
}
