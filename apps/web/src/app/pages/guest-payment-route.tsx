import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { GuestPaymentPage } from '../../features/guest-payment/components/guest-payment-page';
import { useGuestToken } from '../../features/parking-payment/api/post-guest-token';
import { lazyPage } from '../../shared/ui/lazy-page';
import { PageLoading } from '../../shared/ui/page-loading';

/**
 * The form (its pickers, schemas and form library: most of this page's code) arrives after the
 * page's title and frame, which paint as soon as this small chunk is there: the driver sees where
 * they are at once (the page's largest paint, issue 24), and the card only grows below the title.
 */
const ParkingPaymentPanel = lazyPage(
  () => import('../../features/parking-payment/components/parking-payment-panel'),
  (m) => m.ParkingPaymentPanel,
  ['parking-payment', 'offline', 'errors', 'validation', 'forms'],
);

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
      <Suspense fallback={<PageLoading minHeight={480} />}>
        <ParkingPaymentPanel
          who="guest"
          initialKind={search.get('type') === 'planar' ? 'planar' : 'roadside'}
          initialZone={search.get('zone') ?? undefined}
          initialParkingCode={parkingCode}
        />
      </Suspense>
    </GuestPaymentPage>
  );
}
