import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import { formatKopecks } from '@parking/domain/money';
import { plainRoublesText } from '@parking/domain/payments/refill-contracts';
import { errorNameOf } from '../../../shared/http/error-name';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { moneyText } from '../../../shared/payments/money-text';
import { PaymentMethodSelect } from '../../../shared/payments/payment-method-select';
import { newIdempotencyKey } from '../../../shared/payments/api/payment-types';
import { postRefill } from '../../../shared/payments/api/post-refill';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { PhoneField } from '../../../shared/ui/phone-field';
import { maskPhone } from '../../../shared/ui/phone-mask';
import { BALANCE_METHOD, RECEIPT_METHOD } from '../../../shared/payments/payment-methods';
import { refillResolver, type RefillValues } from '../lib/refill-validation';
import { PayLinkButton } from './pay-link-button';

type PayLink = { url: string; amount: number; bonus: number };

/** Whole roubles as typed text, rounded up so the top-up covers what is missing. */
const suggestedText = (kopecks?: number) =>
  kopecks && kopecks > 0 ? formatKopecks(Math.ceil(kopecks / 100) * 100, '').replace(/\.00$/, '') : '';

/**
 * The top-up form (document 1 §4 "Refill/payment forms"): amount, method, phone when the method
 * needs one; "Get the link" asks the server for the provider's pay page, then a Pay link leads
 * there. Any change to the form drops the link, so a link never pays for other values.
 */
type RefillFormProps = {
  /** What a payment that did not fit lacks: the amount starts there. */
  suggestedKopecks?: number;
  /** The caller already says what is missing. */
  hideShortfall?: boolean;
  /** Choosing the Receipt method hands the top-up (its amount as typed) to the receipt mode. */
  onReceipt?: (amount: string) => void;
};

export function RefillForm(props: RefillFormProps) {
  const { t } = useTranslation('payment-modal');
  const settings = useSettingsFlags();
  if (settings.isError) return <Alert severity="error">{t(`errors:${errorNameOf(settings.error)}`)}</Alert>;
  if (!settings.data)
    return (
      <Stack sx={{ py: 3, alignItems: 'center' }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Stack>
    );
  return <RefillFields {...props} settings={settings.data} />;
}

function RefillFields({
  suggestedKopecks,
  hideShortfall = false,
  onReceipt,
  settings,
}: RefillFormProps & { settings: SettingsFlags }) {
  const { t } = useTranslation(['payment-modal', 'validation', 'errors']);
  const profile = useProfile().data;
  const methods = useMemo(
    () => settings.paymentsMethods.filter((m) => m.methodName !== BALANCE_METHOD),
    [settings],
  );
  const mainPhone = (profile?.phones.find((p) => p.isMain) ?? profile?.phones[0])?.phone ?? '';
  const { control, handleSubmit, getValues, setValue } = useForm<RefillValues>({
    resolver: refillResolver(methods),
    mode: 'onTouched',
    defaultValues: {
      amount: suggestedText(suggestedKopecks),
      service: methods.length === 1 ? methods[0]!.methodName : '',
      phone: mainPhone ? maskPhone(mainPhone) : '',
    },
  });
  // The profile may arrive after the form: its main phone is the natural default.
  useEffect(() => {
    if (mainPhone && !getValues('phone')) setValue('phone', maskPhone(mainPhone));
  }, [mainPhone, getValues, setValue]);
  const [link, setLink] = useState<PayLink | null>(null);
  const refill = useMutation({ mutationFn: postRefill });
  const values = useWatch({ control });
  const method = methods.find((m) => m.methodName === values.service);
  const receiptMode = values.service === RECEIPT_METHOD;
  useEffect(() => {
    if (receiptMode && onReceipt) onReceipt(getValues('amount'));
  }, [receiptMode, onReceipt, getValues]);

  // A changed form is a different payment: the link already fetched no longer fits it.
  const { reset: resetRefill } = refill;
  useEffect(() => {
    setLink(null);
    resetRefill();
  }, [values.amount, values.service, values.phone, resetRefill]);

  const getLink = handleSubmit((form) => {
    if (refill.isPending) return;
    refill.mutate(
      {
        PaymentService: form.service,
        // the resolver has checked it: a plain amount, never null here
        RefillAmount: plainRoublesText(form.amount) ?? form.amount,
        ...(method?.isPhoneRequired && { phone: form.phone.replace(/\D/g, '') }),
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: (answer) =>
          setLink({ url: answer.RedirectURL, amount: answer.amount, bonus: answer.bonus }),
      },
    );
  });

  const message = (key?: string) => (key ? t(key.includes(':') ? key : `payment-modal:${key}`) : undefined);

  if (methods.length === 0) return <Alert severity="info">{t('refill.noMethods')}</Alert>;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={getLink} aria-label={t('titles.refill')}>
      {!hideShortfall && suggestedKopecks !== undefined && suggestedKopecks > 0 && (
        <Alert severity="warning">{t('refill.shortfall', { amount: moneyText(t, suggestedKopecks) })}</Alert>
      )}
      <Controller
        name="amount"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            label={t('refill.amount')}
            required
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        name="service"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <PaymentMethodSelect
            {...field}
            inputRef={ref}
            methods={methods}
            label={t('refill.service')}
            error={Boolean(fieldState.error)}
            problem={message(fieldState.error?.message)}
          />
        )}
      />
      {method?.isPhoneRequired && (
        <Controller
          name="phone"
          control={control}
          render={({ field, fieldState }) => (
            <PhoneField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={t('refill.phone')}
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error?.message)}
            />
          )}
        />
      )}
      {receiptMode ? (
        <Alert severity="info">{t('refill.receiptNote')}</Alert>
      ) : (
        <>
          {settings.useBonus && <Alert severity="success">{t('refill.bonus')}</Alert>}
          {refill.isError && <Alert severity="error">{t(`errors:${errorNameOf(refill.error)}`)}</Alert>}
          {link ? (
            <Stack spacing={1}>
              <Typography>
                {t('refill.linkReady', { amount: moneyText(t, link.amount) })}
                {link.bonus > 0 && ` ${t('refill.linkBonus', { amount: moneyText(t, link.bonus) })}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('refill.linkHint')}
              </Typography>
              <PayLinkButton url={link.url} amount={link.amount} />
            </Stack>
          ) : (
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={refill.isPending}
              startIcon={refill.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {refill.isPending ? t('refill.gettingLink') : t('refill.getLink')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
