import { useLogout } from '../../features/auth/api/logout';
import { DocumentsCard } from '../../features/documents/components/documents-card';
import { MyProfilePage } from '../../features/my-profile/components/my-profile-page';
import { VehiclesCard } from '../../features/vehicles/components/vehicles-card';

/** /profile/my-profile: the profile page with the vehicles and documents cards (features meet in app/). */
export function MyProfileRoute() {
  const logout = useLogout();
  return (
    <MyProfilePage vehicles={<VehiclesCard />} documents={<DocumentsCard />} onLogout={() => void logout()} />
  );
}
