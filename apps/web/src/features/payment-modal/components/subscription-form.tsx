import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { SubscriptionPurchase } from '../../../shared/modals/modal-store';
import { errorNameOf } from '../../../shared/http/error-name';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { moneyText } from '../../../shared/payments/money-text';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { DatePickersProvider } from '../../../shared/ui/date-pickers-provider';
import { PhoneField } from '../../../shared/ui/phone-field';
import { maskPhone } from '../../../shared/ui/phone-mask';
import { PaymentMethodSelect } from '../../../shared/payments/payment-method-select';
import { BALANCE_METHOD, RECEIPT_METHOD } from '../../../shared/payments/payment-methods';
import { DAY_FORMAT, PICKER_FORMAT, isStartAllowed, startLimits } from '../lib/subscription-dates';
import { useSubscriptionPurchase } from '../lib/use-subscription-purchase';
import type { ReceiptHandOff } from '../lib/receipt-hand-off';
import { PayLinkButton } from './pay-link-button';

type SubscriptionFormProps = {
  subscription: SubscriptionPurchase;
  onReceipt: (handOff: ReceiptHandOff) => void;
  onBought: () => void;
  onRefill: (kopecks: number) => void;
};

/**
 * The subscription mode (document 2 §4 "Subscription payment"): vehicle, start date (fixed for
 * prev_day), payment method (balance first). From the balance: "Абонемент успешно приобретен."
 * and /profile/abonements; by card: a Pay link to the provider for the amount to refill; the
 * Receipt method hands over to the receipt mode.
 */
export function SubscriptionForm({ subscription, onReceipt, onBought, onRefill }: SubscriptionFormProps) {
  const { t, i18n } = useTranslation(['payment-modal', 'errors']);
  const settings = useSettingsFlags().data;
  const profile = useProfile().data;
  const plates = useMemo(() => {
    const own = (profile?.ts ?? []).map((v) => v.numberTs);
    return subscription.plate ? [subscription.plate] : own;
  }, [profile, subscription.plate]);
  const mainPlate = profile?.ts.find((v) => v.mainTs)?.numberTs;
  const limits = useMemo(() => startLimits(subscription), [subscription]);
  const methods = settings?.paymentsMethods ?? [];
  const [plate, setPlate] = useState(subscription.plate ?? '');
  const [start, setStart] = useState(limits.start);
  const [service, setService] = useState('');
  const mainPhone = (profile?.phones.find((p) => p.isMain) ?? profile?.phones[0])?.phone ?? '';
  const [phone, setPhone] = useState(mainPhone ? maskPhone(mainPhone) : '');
  const purchase = useSubscriptionPurchase(onBought);

  const chosenPlate = plate || (plates.includes(mainPlate ?? '') ? mainPlate! : (plates[0] ?? ''));
  const chosenService =
    service ||
    (methods.some((m) => m.methodName === BALANCE_METHOD) ? BALANCE_METHOD : (methods[0]?.methodName ?? ''));
  const method = methods.find((m) => m.methodName === chosenService);
  const prevDay = subscription.type === 'prev_day';
  const startOk = prevDay || subscription.fixedStart || isStartAllowed(start, limits);
  const phoneOk = !method?.isPhoneRequired || phone.replace(/\D/g, '').length === 11;
  const ready = Boolean(chosenPlate) && startOk && phoneOk && Boolean(method);

  const change =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      purchase.reset();
    };

  if (!settings || !profile)
    return (
      <Stack sx={{ py: 3, alignItems: 'center' }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Stack>
    );

  // a subscription for today covers it from midnight, so it works as soon as it is paid
  const startsText = (day: string) =>
    day === dayjs().format(DAY_FORMAT)
      ? t('subscription.startsNow')
      : t('subscription.startsOn', {
          date: new Intl.DateTimeFormat(i18n.language, {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          }).format(dayjs(day, DAY_FORMAT).toDate()),
        });

  const pay = () =>
    purchase.mutate({
      vehicle: chosenPlate,
      codeSubscription: subscription.code,
      paymentService: chosenService,
      timestart: prevDay ? null : start,
      ...(method?.isPhoneRequired && { phone: phone.replace(/\D/g, '') }),
    });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('titles.subscription')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || purchase.isPending) return;
        if (chosenService === RECEIPT_METHOD)
          onReceipt({ source: 'subscription', subscription, plate: chosenPlate, startDate: start });
        else pay();
      }}
    >
      <Stack spacing={0.5}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {subscription.name}
        </Typography>
        {subscription.zones.length > 0 && !subscription.zones.includes('#') && (
          <Typography variant="body2" color="text.secondary">
            {t('subscription.zones', {
              count: subscription.zones.length,
              list: subscription.zones.join(', '),
            })}
          </Typography>
        )}
        <Typography variant="h6" component="p">
          {moneyText(t, subscription.cost)}
        </Typography>
      </Stack>
      <TextField
        select
        required
        fullWidth
        label={t('subscription.vehicle')}
        value={chosenPlate}
        disabled={Boolean(subscription.plate)}
        onChange={(event) => change(setPlate)(event.target.value)}
        error={plates.length === 0}
        helperText={plates.length === 0 ? t('subscription.noVehicles') : undefined}
      >
        {plates.map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
      </TextField>
      <DatePickersProvider>
        <DatePicker
          label={t('subscription.start')}
          format={PICKER_FORMAT}
          value={prevDay ? dayjs().subtract(1, 'day') : dayjs(start, DAY_FORMAT)}
          minDate={limits.min}
          maxDate={limits.max}
          disabled={prevDay || subscription.fixedStart}
          onChange={(d) => change(setStart)(d?.isValid() ? d.format(DAY_FORMAT) : '')}
          slotProps={{
            textField: {
              fullWidth: true,
              required: true,
              error: !startOk,
              helperText: !startOk
                ? t('subscription.startLimits', {
                    min: limits.min.format(PICKER_FORMAT),
                    max: limits.max.format(PICKER_FORMAT),
                  })
                : // by receipt the start is the receipt note's (3 working days after paying)
                  !prevDay && chosenService !== RECEIPT_METHOD
                  ? startsText(start)
                  : undefined,
            },
          }}
        />
      </DatePickersProvider>
      <PaymentMethodSelect
        methods={methods}
        label={t('refill.service')}
        value={chosenService}
        onChange={(event) => change(setService)(event.target.value)}
      />
      {method?.isPhoneRequired && (
        <PhoneField
          value={phone}
          onChange={change(setPhone)}
          label={t('refill.phone')}
          required
          fullWidth
          error={!phoneOk}
        />
      )}
      {chosenService === RECEIPT_METHOD && (
        <Alert severity="info">{t('receipt.subscriptionStartNote')}</Alert>
      )}
      {purchase.shortfall !== null && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => onRefill(purchase.shortfall!)}>
              {t('subscription.refill')}
            </Button>
          }
        >
          {t('subscription.shortfall', { amount: moneyText(t, purchase.shortfall) })}
        </Alert>
      )}
      {purchase.isError && purchase.shortfall === null && (
        <Alert severity="error">{t(`errors:${errorNameOf(purchase.error)}`)}</Alert>
      )}
      {purchase.link ? (
        <Stack spacing={1}>
          <Typography>
            {t('subscription.linkReady', { amount: moneyText(t, purchase.link.amount) })}
          </Typography>
          <PayLinkButton url={purchase.link.url} amount={purchase.link.amount} />
        </Stack>
      ) : (
        <Button type="submit" variant="contained" size="large" disabled={!ready} loading={purchase.isPending}>
          {chosenService === RECEIPT_METHOD
            ? t('subscription.toReceipt')
            : chosenService === BALANCE_METHOD
              ? t('subscription.payFromBalance', { amount: moneyText(t, subscription.cost) })
              : t('subscription.getLink')}
        </Button>
      )}
    </Stack>
  );
}
