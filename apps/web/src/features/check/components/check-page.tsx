import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@parking/domain/format/money-format';
import { getCurrentCity } from '../../../shared/city/current-city';
import { useLanguage, useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { PageContainer } from '../../../shared/ui/page-container';
import { parseCheckParams, type CheckReceipt } from '../parse-check-params';

function ReceiptRow({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.25 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

function ReceiptCard({ receipt }: { receipt: CheckReceipt }) {
  const { t } = useTranslation('check');
  const lang = useLanguage();
  const locale = lang === 'en' ? 'en-GB' : 'ru-RU';
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const minutes = Math.round((receipt.dateOut - receipt.dateIn) / 60_000);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 520 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <ReceiptLongIcon color="primary" sx={{ fontSize: 32 }} aria-hidden />
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {receipt.title}
        </Typography>
      </Box>
      <Divider />
      <Box component="dl" sx={{ my: 1 }}>
        <ReceiptRow label={t('fields.ts')} value={receipt.ts} />
        <ReceiptRow label={t('fields.dateIn')} value={time.format(receipt.dateIn)} />
        <ReceiptRow label={t('fields.dateOut')} value={time.format(receipt.dateOut)} />
        <ReceiptRow
          label={t('duration')}
          value={t('durationValue', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}
        />
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', pt: 2 }}>
        <Typography sx={{ fontWeight: 500 }}>{t('fields.price')}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {formatMoney(Math.round(receipt.price * 100), lang)}
        </Typography>
      </Box>
      <Button
        startIcon={<PrintIcon />}
        onClick={() => window.print()}
        sx={{ mt: 3, ml: -1, displayPrint: 'none' }}
      >
        {t('print')}
      </Button>
    </Paper>
  );
}

/** /check: a parking receipt built from the link's query parameters. */
export function CheckPage() {
  const { t } = useTranslation('check');
  const to = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const result = parseCheckParams(searchParams, getCurrentCity().timeZone);

  return (
    <PageContainer title={t('title')}>
      {result.ok ? (
        <ReceiptCard receipt={result.receipt} />
      ) : (
        <Alert severity="warning" sx={{ maxWidth: 620 }}>
          <AlertTitle>{t('invalid.title')}</AlertTitle>
          {result.missing.length > 0 && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('invalid.missing', { fields: result.missing.map((f) => t(`fieldNames.${f}`)).join(', ') })}
            </Typography>
          )}
          {result.invalid.length > 0 && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('invalid.wrong', { fields: result.invalid.map((f) => t(`fieldNames.${f}`)).join(', ') })}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('invalid.hint')}
          </Typography>
          <Button variant="outlined" color="inherit" size="small" component={RouterLink} to={to('/')}>
            {t('common:actions.toMap')}
          </Button>
        </Alert>
      )}
    </PageContainer>
  );
}
