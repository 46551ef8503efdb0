import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import { useTranslation } from 'react-i18next';
import type { SiteOptions } from '@parking/domain/contracts/site-options';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { BrandMark } from './brand-mark';

/** The "we are closed" page (options.isClose) with the support phone. */
export function ClosedSitePage({ contacts }: { contacts: SiteOptions['contacts'] }) {
  const { t } = useTranslation('site');
  useDocumentTitle(t('closed.title'));
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 480, textAlign: 'center' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <BrandMark size={48} />
        </Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('closed.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: contacts.phone ? 3 : 0 }}>
          {t('closed.text')}
        </Typography>
        {contacts.phone && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('closed.support')}
            </Typography>
            <Button
              variant="contained"
              startIcon={<PhoneIcon />}
              href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}
            >
              {contacts.phone}
            </Button>
          </>
        )}
      </Paper>
    </Box>
  );
}
