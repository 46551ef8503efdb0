import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@parking/domain/contracts/settings-flags';
import { errorNameOf } from '../../../shared/http/error-name';
import { newIdempotencyKey } from '../../../shared/payments/api/payment-types';
import { postRenew } from '../../../shared/payments/api/post-renew';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { PhoneField } from '../../../shared/ui/phone-field';
import { maskPhone } from '../../../shared/ui/phone-mask';
import { PaymentMethodSelect } from '../../../shared/payments/payment-method-select';
import { cardLikeMethods } from '../../../shared/payments/payment-methods';
import { PayLinkButton } from './pay-link-button';

type Props = {
  sessionId: string;
  duration: number;
  /** Kopecks the extension costs (the latest priced answer). */
  cost: number;
  /** False while the price for `duration` is still being calculated. */
  ready: boolean;
  methods: PaymentMethod[];
};

/**
 * Renew when the balance is short (document 1 §4 "Renew": "a renewal payment link is
 * requested"): the extension itself is paid by a card or phone method in one step, not a
 * top-up followed by a second extend. A changed duration, method or phone drops the link.
 */
export function RenewLink({ sessionId, duration, cost, ready, methods }: Props) {
  const { t } = useTranslation(['payment-modal', 'validation', 'errors']);
  const choices = useMemo(() => cardLikeMethods(methods), [methods]);
  const [service, setService] = useState(choices.length === 1 ? choices[0]!.methodName : '');
  const profile = useProfile().data;
  // the driver's main phone is the natural default for a phone method
  const mainPhone = (profile?.phones.find((p) => p.isMain) ?? profile?.phones[0])?.phone ?? '';
  const [phone, setPhone] = useState(mainPhone ? maskPhone(mainPhone) : '');
  const [submitted, setSubmitted] = useState(false);
  const [link, setLink] = useState<{ url: string; amount: number } | null>(null);
  const renew = useMutation({ mutationFn: postRenew });
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const asking = useRef(false);
  const method = choices.find((m) => m.methodName === service);
  const digits = phone.replace(/\D/g, '');
  const serviceError = submitted && !service ? t('payment-modal:errors.serviceRequired') : undefined;
  const phoneError =
    submitted && method?.isPhoneRequired && digits.length < 11
      ? t(digits.length <= 1 ? 'validation:phoneEmpty' : 'validation:phoneLength')
      : undefined;

  const { reset } = renew;
  useEffect(() => {
    setLink(null);
    reset();
  }, [duration, service, phone, reset]);

  const getLink = () => {
    setSubmitted(true);
    if (asking.current || !ready || !method || (method.isPhoneRequired && digits.length < 11)) return;
    asking.current = true;
    renew.mutate(
      {
        ReservationId: sessionId,
        Duration: duration,
        PaymentService: method.methodName,
        ...(method.isPhoneRequired && { phone: digits }),
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: (answer) => {
          if (answer.RedirectURL)
            setLink({ url: answer.RedirectURL, amount: answer.СуммаПополнения ?? cost });
        },
        onSettled: () => {
          asking.current = false;
        },
      },
    );
  };

  if (choices.length === 0) return <Alert severity="info">{t('refill.noMethods')}</Alert>;

  return (
    <Stack spacing={2}>
      <PaymentMethodSelect
        methods={choices}
        label={t('refill.service')}
        value={service}
        onChange={(event) => setService(event.target.value)}
        error={Boolean(serviceError)}
        problem={serviceError}
      />
      {method?.isPhoneRequired && (
        <PhoneField
          label={t('refill.phone')}
          value={phone}
          onChange={setPhone}
          required
          fullWidth
          error={Boolean(phoneError)}
          helperText={phoneError}
        />
      )}
      {renew.isError && <Alert severity="error">{t(`errors:${errorNameOf(renew.error)}`)}</Alert>}
      {link ? (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t(method?.isPhoneRequired ? 'renew.linkHintPhone' : 'renew.linkHint')}
          </Typography>
          <PayLinkButton url={link.url} amount={link.amount} />
        </Stack>
      ) : (
        <Button
          variant="contained"
          size="large"
          onClick={getLink}
          disabled={!ready || renew.isPending}
          startIcon={renew.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {renew.isPending ? t('refill.gettingLink') : t('renew.getLink')}
        </Button>
      )}
    </Stack>
  );
}
