import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../shared/profile/api/get-profile';
import type { ProfileModalStart } from '../lib/profile-steps';
import { hasPrivateData, sortedPhones } from '../lib/profile-view';
import { PhonesList } from './phones-list';

type MainInfoCardProps = {
  profile: Profile;
  /** The city's allowAddPhone (document 2 §2: Add phone is hidden in one configuration). */
  canAddPhone: boolean;
  onOpen: (start: ProfileModalStart) => void;
};

/** Name (only with private data), e-mail and phones, with edit and add phone. */
export function MainInfoCard({ profile, canAddPhone, onOpen }: MainInfoCardProps) {
  const { t } = useTranslation('profile');
  const name = [profile.lastName, profile.firstName, profile.middleName].filter(Boolean).join(' ');
  return (
    <Card component="section" aria-labelledby="main-info-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
          <Typography variant="h6" component="h2" id="main-info-title">
            {t('info.title')}
          </Typography>
          <Button startIcon={<EditIcon />} onClick={() => onOpen({ step: 'main' })}>
            {t('info.edit')}
          </Button>
        </Stack>
        <Stack spacing={1.5}>
          {hasPrivateData(profile) && <Field label={t('info.name')} value={name} />}
          <Field label={t('info.email')} value={profile.email || t('main.noEmail')} />
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('info.phones')}
            </Typography>
            <PhonesList
              phones={sortedPhones(profile)}
              onChange={(phone) => onOpen({ step: 'phone', mode: 'change', oldPhone: phone })}
            />
            {canAddPhone && (
              <Button
                startIcon={<AddIcon />}
                onClick={() => onOpen({ step: 'phone', mode: 'add' })}
                sx={{ mt: 0.5 }}
              >
                {t('phones.add')}
              </Button>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}
