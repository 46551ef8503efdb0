import { useSearchParams } from 'react-router';
import { ProfileParkingPage } from '../../features/parking/components/profile-parking-page';
import { ParkingPaymentPanel } from '../../features/parking-payment/components/parking-payment-panel';
import { useProfile } from '../../shared/profile/api/get-profile';

/** /profile/parking: the cabinet's parking page with the shared payment form (features meet in app/). */
export function ProfileParkingRoute() {
  const [search] = useSearchParams();
  const profile = useProfile().data;
  const vehicles = profile?.ts ?? [];
  const mainPlate = (vehicles.find((v) => v.mainTs) ?? vehicles[0])?.numberTs;
  const zone = search.get('zone') ?? profile?.defaultZone ?? undefined;
  return (
    <ProfileParkingPage
      paymentForm={
        <ParkingPaymentPanel
          // A new default (the profile arrived, another zone picked on the map) starts the form afresh.
          key={`${zone ?? ''}|${mainPlate ?? ''}`}
          who="driver"
          initialKind={search.get('type') === 'planar' ? 'planar' : 'roadside'}
          initialZone={zone}
          initialParkingCode={search.get('parkingCode') ?? undefined}
          initialPlate={mainPlate}
        />
      }
    />
  );
}
