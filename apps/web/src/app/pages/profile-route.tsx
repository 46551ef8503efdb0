import { useLogout } from '../../features/auth/api/logout';
import { DocumentsCard } from '../../features/documents/components/documents-card';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { VehiclesCard } from '../../features/vehicles/components/vehicles-card';

/** /profile/my-profile: the profile page with the vehicles and documents cards (features meet in app/). */
export function ProfileRoute() {
  const logout = useLogout();
  return (
    <ProfilePage vehicles={<VehiclesCard />} documents={<DocumentsCard />} onLogout={() => void logout()} />
  );
}
