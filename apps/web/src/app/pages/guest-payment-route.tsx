import { useSearchParams } from 'react-router';
import { GuestPaymentPage } from '../../features/guest-payment/components/guest-payment-page';
import { ParkingPaymentPanel } from '../../features/parking-payment/components/parking-payment-panel';

/**
 * /guest-payment: the guest page around the shared payment form (features meet in app/). The map's
 * Pay button brings the zone and parking code in the query.
 */
export function GuestPaymentRoute() {
  const [search] = useSearchParams();
  const parkingCode = search.get('parkingCode') ?? undefined;
  return (
    <GuestPaymentPage>
      <ParkingPaymentPanel
        who="guest"
        initialKind={search.get('type') === 'planar' ? 'planar' : 'roadside'}
        initialZone={search.get('zone') ?? undefined}
        initialParkingCode={parkingCode}
      />
    </GuestPaymentPage>
  );
}
