import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFoundError } from '../../../shared/http/error-name';
import { useLanguage } from '../../../shared/i18n/use-localized-path';
import { ErrorPanel } from '../../../shared/ui/error-panel';
import { NotFoundPanel } from '../../../shared/ui/not-found-panel';
import { PageContainer } from '../../../shared/ui/page-container';
import { PageLoading } from '../../../shared/ui/page-loading';
import { stayProofPdfHref, useStayProof } from '../api/get-stay-proof';
import { ProofFacts } from './proof-facts';

/** On paper: the proof alone on one page, without the site's header, footer and buttons. */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '15mm' },
        'header, footer, nav, [role="banner"], [role="contentinfo"]': { display: 'none !important' },
        body: { background: '#fff' },
      },
    }}
  />
);

/**
 * /proof/:code (issue 23 item 5): the public verification of a paid stay, where the PDF's QR code
 * leads. A big verdict first (paid, or cancelled/refunded when the records say so now), then the
 * facts in the city's time, who verified it and when, and the PDF to download or the page to print.
 */
export function StayProofPage() {
  const { t } = useTranslation('stay-proof');
  const lang = useLanguage();
  const { code = '' } = useParams();
  const proof = useStayProof(code);

  if (proof.isPending) return <PageLoading />;
  if (proof.isError) {
    // StayProofNotFound answers 404: an unknown code and a mistyped one read alike
    if (isNotFoundError(proof.error))
      return <NotFoundPanel title={t('notFound.title')} description={t('notFound.description')} />;
    return (
      <ErrorPanel error={proof.error} onRetry={() => void proof.refetch()} retrying={proof.isFetching} />
    );
  }
  const p = proof.data;
  const paid = p.status === 'paid';
  const Icon = paid ? CheckCircleIcon : CancelIcon;
  return (
    <PageContainer title={t('title')} maxWidth="sm">
      {PRINT_STYLES}
      <Stack spacing={3}>
        <Alert
          severity={paid ? 'success' : 'error'}
          variant="filled"
          icon={<Icon sx={{ fontSize: 48 }} aria-hidden />}
          role="status"
          aria-label={t('verdictLabel')}
          sx={{
            alignItems: 'center',
            '@media print': { color: '#000', bgcolor: 'transparent', border: '2px solid' },
          }}
        >
          <Typography component="p" sx={{ fontSize: { xs: 32, sm: 40 }, fontWeight: 700, lineHeight: 1.1 }}>
            {t(`verdict.${p.status}`)}
          </Typography>
          <Typography component="p">{t(`verdictNote.${p.status}`)}</Typography>
        </Alert>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ProofFacts proof={p} lang={lang} />
        </Paper>
        <Typography variant="body2" color="text.secondary">
          {t('verified', {
            site: window.location.host,
            time: new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ru-RU', {
              timeZone: p.timeZone,
              dateStyle: 'long',
              timeStyle: 'medium',
            }).format(new Date(p.verifiedAt)),
          })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ displayPrint: 'none' }}>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            href={stayProofPdfHref(code, lang)}
            download
          >
            {t('download')}
          </Button>
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('print')}
          </Button>
        </Stack>
      </Stack>
    </PageContainer>
  );
}
