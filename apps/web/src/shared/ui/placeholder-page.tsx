import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../i18n/use-localized-path';
import { PageContainer } from './page-container';

/** A page whose real content comes in a later issue: says so plainly and offers the way back. */
export function PlaceholderPage({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('common');
  const to = useLocalizedPath();
  return (
    <PageContainer title={title} maxWidth="sm">
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 4 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}
      >
        <InfoOutlinedIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
        <div>
          <Typography sx={{ mb: 2 }}>{text}</Typography>
          <Button variant="outlined" component={RouterLink} to={to('/')}>
            {t('actions.toMap')}
          </Button>
        </div>
      </Paper>
    </PageContainer>
  );
}
