import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import { moneyText } from '../../../shared/payments/money-text';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/http/api-error';
import { errorNameOf } from '../../../shared/http/error-name';
import { openModal } from '../../../shared/modals/modal-store';
import { newIdempotencyKey } from '../../../shared/payments/api/payment-types';
import { profileQueryOptions } from '../../../shared/profile/api/get-profile';
import { getCurrentCity } from '../../../shared/city/current-city';
import { getCostPlane } from '../api/get-cost-plane';
import { postPayPlane } from '../api/post-pay-plane';
import { goToBank } from '../../../shared/payments/go-to-bank';
import { BALANCE_METHOD, cardLikeMethods, RECEIPT_METHOD } from '../../../shared/payments/payment-methods';
import { asksReceiptContact, receiptContactError, receiptContactFields } from '../lib/receipt-contact';
import { phoneError } from '../lib/roadside-values';
import { cityTimeText, otherZoneName, type ReviewFact } from '../lib/review-facts';
import { reviewSkipped } from '../lib/review-preference';
import { stayParts } from '../lib/stay-parts';
import { PaymentReview, ShowReviewAgain } from './payment-review';
import { PaymentMethodFields } from './payment-method-fields';
import { ReceiptContactField } from './receipt-contact-field';

/** How long a planar price may be paid (document 1 §9). */
export const PLANAR_TIMEOUT_MS = 30_000;

type Values = {
  ticketNumber: string;
  parkingNumber: string;
  paymentService: string;
  phone: string;
  /** A guest's e-mail or phone for the fiscal receipt (issue 22). */
  receiptContact: string;
};
type Priced = {
  sessionId: string;
  parkingNumber: string;
  cost: number;
  minutes?: number;
  start: string;
  end: string;
};
type Notice = { severity: 'success' | 'info' | 'warning' | 'error'; text: string } | null;

type Props = {
  who: 'guest' | 'driver';
  settings: SettingsFlags;
  guestToken?: string | null;
  onGuestTokenRefused?: (errorName: string) => void;
  initialParkingNumber?: string;
};

/** Barrier parking (document 1 §4): price by ticket, then pay within 30 s. */
export function BarrierForm({
  who,
  settings,
  guestToken = null,
  onGuestTokenRefused = () => {},
  initialParkingNumber = '',
}: Props) {
  const { t, i18n } = useTranslation(['parking-payment', 'errors', 'validation']);
  const queryClient = useQueryClient();
  const methods = useMemo(
    () =>
      who === 'guest'
        ? cardLikeMethods(settings.paymentsMethods)
        : settings.paymentsMethods.filter(
            (m) =>
              m.methodName !== RECEIPT_METHOD &&
              !(settings.dontUseBalance && m.methodName === BALANCE_METHOD),
          ),
    [who, settings.paymentsMethods, settings.dontUseBalance],
  );
  const defaults: Values = {
    ticketNumber: '',
    parkingNumber: initialParkingNumber,
    paymentService: methods.length === 1 || who === 'driver' ? (methods[0]?.methodName ?? '') : '',
    phone: '',
    receiptContact: '',
  };
  const { control, handleSubmit, reset, getValues } = useForm<Values>({
    defaultValues: defaults,
    mode: 'onTouched',
    resolver: async (values) => {
      const errors: Record<string, { type: string; message: string }> = {};
      const add = (name: keyof Values, message: string) => (errors[name] = { type: 'validate', message });
      if (!values.ticketNumber.trim()) add('ticketNumber', 'parking-payment:errors.ticketRequired');
      if (!values.parkingNumber.trim()) add('parkingNumber', 'parking-payment:errors.parkingRequired');
      if (!values.paymentService) add('paymentService', 'parking-payment:errors.methodRequired');
      else {
        const chosen = methods.find((m) => m.methodName === values.paymentService);
        const phone = chosen?.isPhoneRequired ? phoneError(values.phone) : undefined;
        if (phone) add('phone', phone);
        const receipt =
          who === 'guest' && asksReceiptContact(chosen)
            ? receiptContactError(values.receiptContact)
            : undefined;
        if (receipt) add('receiptContact', receipt);
      }
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    },
  });
  const service = useWatch({ control, name: 'paymentService' });
  const method = methods.find((m) => m.methodName === service);
  const asksReceipt = who === 'guest' && asksReceiptContact(method);
  const [priced, setPriced] = useState<Priced | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const paying = useRef(false);
  // The review step before money moves (issue 23), unless this device asked to skip it.
  const [reviewing, setReviewing] = useState(false);
  const [skipReview, setSkipReview] = useState(reviewSkipped);

  // The price holds 30 s: unpaid by then, back to the price step.
  useEffect(() => {
    if (!priced) return;
    const started = Date.now();
    setSecondsLeft(PLANAR_TIMEOUT_MS / 1000);
    const tick = setInterval(
      () => setSecondsLeft(Math.max(0, Math.ceil((PLANAR_TIMEOUT_MS - (Date.now() - started)) / 1000))),
      1000,
    );
    const expire = setTimeout(() => {
      if (paying.current) return;
      setPriced(null);
      setReviewing(false);
      setNotice({ severity: 'warning', text: t('planar.priceChanged') });
    }, PLANAR_TIMEOUT_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(expire);
    };
  }, [priced, t]);

  const failureText = (error: unknown) => {
    const name = errorNameOf(error);
    const fallback =
      error instanceof ApiError && error.errorMessage ? error.errorMessage : t('errors:UnknownError');
    return name === 'PriceChangedTryLater'
      ? t('planar.priceChanged')
      : t(`errors:${name}`, { defaultValue: fallback });
  };

  const getPrice = handleSubmit(async (values) => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await getCostPlane({
        ticketNumber: values.ticketNumber.trim(),
        parkingNumber: values.parkingNumber.trim(),
        guestToken: who === 'guest' ? guestToken : null,
      });
      // Nothing to pay: a free stay, or one already paid (billed from the end of that payment).
      const paidBefore = Date.parse(answer.billedFrom) > Date.parse(answer.enteredAt);
      if (answer.cost === 0)
        setNotice({ severity: 'success', text: t(paidBefore ? 'planar.alreadyPaid' : 'planar.free') });
      else {
        setReviewing(false);
        setPriced({
          sessionId: answer.sessionId,
          parkingNumber: answer.parkingNumber,
          cost: answer.cost,
          minutes: answer.minutes,
          start: answer.billedFrom,
          end: answer.paidUntil,
        });
      }
    } catch (error) {
      onGuestTokenRefused(errorNameOf(error));
      setNotice({ severity: 'error', text: failureText(error) });
    } finally {
      setBusy(false);
    }
  });

  async function pay() {
    if (!priced || paying.current) return;
    paying.current = true;
    setBusy(true);
    const values = getValues();
    setReviewing(false);
    try {
      const answer = await postPayPlane({
        paymentService: values.paymentService,
        parkingNumber: priced.parkingNumber,
        sessionId: priced.sessionId,
        ...(method?.isPhoneRequired && { phone: values.phone.replace(/\D/g, '') }),
        ...(asksReceipt && receiptContactFields(values.receiptContact)),
        idempotencyKey: newIdempotencyKey(),
        guestToken: who === 'guest' ? guestToken : null,
      });
      setPriced(null);
      reset(defaults);
      // Paid from the balance: the header and the payment card show the new balance at once.
      if (who === 'driver') void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
      if (answer.RedirectURL) goToBank(answer.RedirectURL);
      else
        openModal({
          kind: 'simple',
          title: t('notify.title'),
          message: answer.message || t('notify.barrierPaid'),
        });
    } catch (error) {
      onGuestTokenRefused(errorNameOf(error));
      setPriced(null);
      setNotice({ severity: 'error', text: failureText(error) });
    } finally {
      paying.current = false;
      setBusy(false);
    }
  }

  const translate = (key?: string) => (key ? t(key, { defaultValue: key }) : undefined);
  const locked = priced !== null;
  const timeZone = getCurrentCity().timeZone;
  const reviewFacts = (p: Priced): ReviewFact[] => {
    const values = getValues();
    const payerName =
      who === 'driver' && values.paymentService === BALANCE_METHOD
        ? t('review.balance')
        : (method?.methodNameForShow ?? values.paymentService);
    return [
      { label: t('planar.ticket'), value: values.ticketNumber.trim() },
      { label: t('planar.parking'), value: p.parkingNumber },
      { label: t('review.start'), value: cityTimeText(p.start, timeZone, i18n.language) },
      { label: t('review.end'), value: cityTimeText(p.end, timeZone, i18n.language) },
      ...(p.minutes ? [{ label: t('review.duration'), value: stayText(p.minutes) }] : []),
      { label: t('review.price'), value: moneyText(t, p.cost) },
      { label: t('review.payer'), value: payerName },
    ];
  };
  const zoneNote = otherZoneName(timeZone, i18n.language);
  const stayText = (minutes: number) =>
    stayParts(minutes)
      .map((part) => t(`units.${part.unit}`, { count: part.count }))
      .join(' ');

  return (
    <Box component="form" noValidate onSubmit={getPrice} aria-label={t('planar.formTitle')}>
      <Stack spacing={2.5}>
        {(['ticketNumber', 'parkingNumber'] as const).map((name) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label={t(name === 'ticketNumber' ? 'planar.ticket' : 'planar.parking')}
                required
                fullWidth
                disabled={locked}
                autoComplete="off"
                error={Boolean(fieldState.error)}
                helperText={translate(fieldState.error?.message)}
              />
            )}
          />
        ))}
        {!locked && (
          <PaymentMethodFields
            control={control}
            methods={methods}
            methodField="paymentService"
            phoneField="phone"
            showPhone={Boolean(method?.isPhoneRequired)}
            translate={translate}
          />
        )}
        {!locked && asksReceipt && (
          <ReceiptContactField control={control} name="receiptContact" translate={translate} />
        )}
        {notice && (
          <Alert severity={notice.severity} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        {priced ? (
          <Stack spacing={1.5} sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 2 }} aria-live="polite">
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography>{t('planar.cost')}</Typography>
              <Typography sx={{ fontWeight: 700 }}>{moneyText(t, priced.cost)}</Typography>
            </Stack>
            {priced.minutes !== undefined && priced.minutes > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('planar.stay', { time: stayText(priced.minutes) })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('planar.validFor', { time: t('units.seconds', { count: secondsLeft }) })}
            </Typography>
            {reviewing ? (
              <PaymentReview
                facts={reviewFacts(priced)}
                note={zoneNote && t('review.cityTime', { zone: zoneNote })}
                busy={busy}
                onBack={() => setReviewing(false)}
                onConfirm={() => {
                  setSkipReview(reviewSkipped());
                  void pay();
                }}
              />
            ) : (
              <Stack
                direction={{ xs: 'column-reverse', sm: 'row' }}
                spacing={1.5}
                sx={{ justifyContent: 'flex-end' }}
              >
                <Button onClick={() => setPriced(null)} disabled={busy}>
                  {t('planar.back')}
                </Button>
                <Button
                  variant="contained"
                  size="large"
                  onClick={() => (skipReview ? void pay() : setReviewing(true))}
                  loading={busy}
                >
                  {t('planar.pay')}
                </Button>
              </Stack>
            )}
            {skipReview && !reviewing && <ShowReviewAgain onShown={() => setSkipReview(false)} />}
          </Stack>
        ) : (
          <Button type="submit" variant="contained" size="large" loading={busy}>
            {t('planar.getPrice')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
