import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { useTranslation } from 'react-i18next';
import type { SiteOptions } from '@parking/domain/contracts/site-options';

/** Support phone and e-mail as tappable links; nothing when neither is configured. */
export function SupportContacts({ contacts }: { contacts: SiteOptions['contacts'] }) {
  const { t } = useTranslation('site');
  if (!contacts.phone && !contacts.email) return null;
  return (
    <Stack spacing={1}>
      {contacts.phone && (
        <Link
          href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}
          color="inherit"
          underline="hover"
          aria-label={t('contacts.phoneLabel', { phone: contacts.phone })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
        >
          <PhoneIcon fontSize="small" color="primary" aria-hidden />
          {contacts.phone}
        </Link>
      )}
      {contacts.email && (
        <Link
          href={`mailto:${contacts.email}`}
          color="inherit"
          underline="hover"
          aria-label={t('contacts.emailLabel', { email: contacts.email })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}
        >
          <EmailIcon fontSize="small" color="primary" aria-hidden />
          {contacts.email}
        </Link>
      )}
    </Stack>
  );
}
