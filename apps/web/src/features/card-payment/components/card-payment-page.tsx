import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage, useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { getCardPayment, payPageOf } from '../../../shared/payments/api/get-card-payment';
import { postReceiptEmail } from '../api/post-receipt-email';
import { sendPaymentInfo } from '../api/send-payment-info';
import { browser } from '../lib/browser';
import { payInWidget, returnAddressOf, widgetOf } from '../lib/provider-widget';
import { formatAmount, readWidgetParams, utcStamp, type WidgetParams } from '../lib/widget-params';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The card widget page /payment (document 1 §2, §4): shows what a payment link asks for and
 * sends the driver to the bank's page for that invoice. Back from the bank: on success the
 * payment info is reported, then home with a reload; on failure home as well. No invoiceId,
 * or a widget error: home.
 */
export function CardPaymentPage() {
  const [query] = useSearchParams();
  const to = useLocalizedPath();
  const params = readWidgetParams(query);
  if (!params.invoiceId) return <Navigate to={to('/')} replace />;
  if (params.returned) return <ReturnFromBank params={params} />;
  return <PayInvoice params={params} invoiceId={params.invoiceId} />;
}

/**
 * A payment the bank or the widget says went through: payment-from-portal is told (the server
 * asks the provider itself), then home with a reload. The page is left either way: the
 * provider's notification, not this report, is what credits the money.
 */
function reportAndGoHome(paymentId: string, params: WidgetParams, home: string): Promise<void> {
  return getCardPayment(paymentId)
    .catch(() => null)
    .then((info) =>
      sendPaymentInfo({
        source: info?.source ?? 'widget',
        order: info?.order ?? params.invoiceId!,
        billnumber: info?.billNumber ?? paymentId,
        amount: params.amount ?? (info ? (info.amount / 100).toFixed(2) : '0'),
        paymentDate: info?.paymentDate ?? utcStamp(Date.now()),
        status: 'authorized',
      }),
    )
    .catch(() => undefined)
    .then(() => browser.assign(home));
}

function ReturnFromBank({ params }: { params: WidgetParams }) {
  const { t } = useTranslation('card-payment');
  const to = useLocalizedPath();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const returned = params.returned!;
    if (!returned.success) return browser.assign(to('/'));
    void reportAndGoHome(returned.paymentId || params.invoiceId!, params, to('/'));
  }, [params, to]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 6, px: 2 }}>
      <CircularProgress aria-label={t('confirming')} />
      {params.returned?.success && <Typography sx={{ textAlign: 'center' }}>{t('confirming')}</Typography>}
    </Stack>
  );
}

function PayInvoice({ params, invoiceId }: { params: WidgetParams; invoiceId: string }) {
  const { t } = useTranslation('card-payment');
  const lang = useLanguage();
  const to = useLocalizedPath();
  const [email, setEmail] = useState(params.email);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'opening' | 'widget' | 'paid'>('idle');
  const description = t(`description.${params.description ?? 'other'}`);

  const pay = async () => {
    if (state !== 'idle') return;
    const text = email.trim();
    if (params.requireEmail && !text) return setEmailError(t('emailRequired'));
    if (text && !EMAIL.test(text)) return setEmailError(t('emailInvalid'));
    setState('opening');
    try {
      const info = await getCardPayment(invoiceId);
      if (info.status === 'succeeded') return setState('paid');
      const url = payPageOf(info);
      const widget = widgetOf(info);
      if (info.status !== 'pending' || (!url && !widget)) throw new Error(info.status);
      // The receipt goes to the address typed here (document 1 §2): the server keeps it with
      // the invoice and mails the receipt once the bank confirms the payment.
      if (text) await postReceiptEmail({ invoiceId, email: text });
      if (!widget) return browser.assign(url!);
      // The provider's widget (CloudPayments) takes the card on this page; its script not
      // loading is a widget error like any other (document 1 §4).
      setState('widget');
      const paid = await payInWidget(widget, text);
      if (!paid) return browser.assign(to('/'));
      await reportAndGoHome(
        invoiceId,
        params,
        returnAddressOf(widget, invoiceId, window.location.origin) ?? to('/'),
      );
    } catch {
      // Document 1 §4: a widget error goes to the main page.
      browser.assign(to('/'));
    }
  };

  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 2, sm: 6 }, px: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 2, sm: 3 } }}>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('title')}
          </Typography>
          <div>
            <Typography>{description}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('invoice', { id: invoiceId })}
            </Typography>
          </div>
          {params.amount && (
            <div>
              <Typography variant="body2" color="text.secondary">
                {t('amount')}
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                {formatAmount(params.amount, params.currency, lang)}
              </Typography>
            </div>
          )}
          {(params.requireEmail || params.email) && (
            <TextField
              type="email"
              label={t('email')}
              value={email}
              required={params.requireEmail}
              autoComplete="email"
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(null);
              }}
              error={emailError !== null}
              helperText={emailError ?? undefined}
              fullWidth
            />
          )}
          {state === 'paid' ? (
            <>
              <Alert severity="success">{t('alreadyPaid')}</Alert>
              <Button component={RouterLink} to={to('/')} variant="contained">
                {t('toMain')}
              </Button>
            </>
          ) : (
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={state !== 'idle'}
              startIcon={state === 'idle' ? <LockIcon /> : <CircularProgress size={18} color="inherit" />}
            >
              {state === 'opening' ? t('opening') : state === 'widget' ? t('inWidget') : t('pay')}
            </Button>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('hint')}
          </Typography>
        </Stack>
      </Paper>
    </Stack>
  );
}
