import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../i18n/use-localized-path';
import { useDocumentTitle } from './use-document-title';

/**
 * The not-found page of the seeds: title, description, link to the main page, and the note
 * that the link may be broken, with a try-again link that reloads the same address.
 */
export function NotFoundPanel({ title, description }: { title?: string; description?: string }) {
  const { t } = useTranslation('site');
  const to = useLocalizedPath();
  const location = useLocation();
  const heading = title ?? t('notFound.title');
  // a page may show this panel instead of itself (a missing news item): its title wins
  useDocumentTitle(heading, { always: true });
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 5 },
        my: { xs: 3, md: 6 },
        mx: { xs: 2, sm: 'auto' },
        maxWidth: 600,
        textAlign: 'center',
      }}
    >
      <Typography variant="overline" color="primary" sx={{ fontSize: 16, letterSpacing: 4 }} aria-hidden>
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {description ?? t('notFound.description')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.brokenLink')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to={to('/')}>
          {t('notFound.toMain')}
        </Button>
        {/* A plain link: a full reload is the honest "try again" for a page that might now exist. */}
        <Button variant="text" href={`${location.pathname}${location.search}${location.hash}`}>
          {t('notFound.tryAgain')}
        </Button>
      </Stack>
    </Paper>
  );
}
