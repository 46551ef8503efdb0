import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { PageContainer } from '../../../shared/ui/page-container';
import { PageLoading } from '../../../shared/ui/page-loading';
import type { ProfileModalStart } from '../lib/profile-steps';
import { balanceKopecks } from '../lib/profile-view';
import { BalanceCard } from './balance-card';
import { MainInfoCard } from './main-info-card';
import { ProfileModal } from './profile-modal';
import { SettingsCard } from './settings-card';

type ProfilePageProps = {
  /** The vehicles and documents cards (their features meet this one in app/). */
  vehicles: ReactNode;
  documents: ReactNode;
  onLogout: () => void;
};

/**
 * /profile/my-profile (document 2 §2): main info, settings, vehicles, documents, the balance
 * (not in no-balance mode) and logout. A profile load error is the cabinet frame's.
 */
export function ProfilePage({ vehicles, documents, onLogout }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const profile = useProfile().data;
  const settings = useSettingsFlags().data;
  const [modal, setModal] = useState<ProfileModalStart | null>(null);
  const showBalance = Boolean(settings && !settings.dontUseBalance);
  // Until the city's flags are known, the switchable edits stay out rather than flash in.
  const canAddPhone = settings?.allowAddPhone ?? false;
  const emailEditing = settings?.emailEditing ?? 'hidden';

  return (
    <PageContainer title={t('title')} maxWidth="lg">
      {!profile ? (
        <PageLoading />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={3}>
              <MainInfoCard profile={profile} canAddPhone={canAddPhone} onOpen={setModal} />
              {showBalance && <BalanceCard kopecks={balanceKopecks(profile)} />}
              <SettingsCard />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={3}>
              {vehicles}
              {documents}
            </Stack>
          </Grid>
          <Grid size={12}>
            <Button color="inherit" startIcon={<LogoutIcon />} onClick={onLogout}>
              {t('logout')}
            </Button>
          </Grid>
        </Grid>
      )}
      {modal && profile && (
        <ProfileModal
          profile={profile}
          start={modal}
          emailEditing={emailEditing}
          onClose={() => setModal(null)}
        />
      )}
    </PageContainer>
  );
}
