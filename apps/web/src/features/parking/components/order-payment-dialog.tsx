import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@parking/domain/contracts/settings-flags';
import { moneyText } from '../../../shared/payments/money-text';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import type { ParkingSession } from '../../../shared/payments/api/payment-types';
import { newIdempotencyKey } from '../../../shared/payments/api/payment-types';
import { postOrderPayment } from '../../../shared/payments/api/post-order-payment';
import { PhoneField } from '../../../shared/ui/phone-field';

type Props = {
  session: ParkingSession;
  /** break: Pay an active no-balance session; deferred: pay a deferred one. */
  call: 'break' | 'deferred';
  methods: PaymentMethod[];
  onClose: () => void;
};

type Outcome = { amount: number; url: string | null } | { free: true };

/**
 * The cancel-session payment dialog (document 1 §2, document 2 §2/§5): choose a method, get the
 * amount due, then Pay opens the bank's page in a new tab and closes the dialog.
 */
export function OrderPaymentDialog({ session, call, methods, onClose }: Props) {
  const { t } = useTranslation(['parking', 'errors', 'validation']);
  const queryClient = useQueryClient();
  const [method, setMethod] = useState(methods.length === 1 ? methods[0]!.methodName : '');
  const [phone, setPhone] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const needsPhone = Boolean(methods.find((m) => m.methodName === method)?.isPhoneRequired);
  const phoneDigits = phone.replace(/\D/g, '');
  const methodError = submitted && !method ? t('dialog.methodRequired') : undefined;
  const phoneError =
    submitted && needsPhone && phoneDigits.length < 11
      ? t(phoneDigits.length <= 1 ? 'validation:phoneEmpty' : 'validation:phoneLength')
      : undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['profile'] });

  async function request() {
    setSubmitted(true);
    if (!method || (needsPhone && phoneDigits.length < 11) || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await postOrderPayment(call, {
        OrderId: session.id,
        PaymentService: method,
        ...(needsPhone && { phone: phoneDigits }),
        idempotencyKey: newIdempotencyKey(),
      });
      void refresh();
      setOutcome({ amount: answer.amountToPay || answer.СуммаПополнения, url: answer.RedirectURL ?? null });
    } catch (failure) {
      const name = errorNameOf(failure);
      if (name === 'ParkingSessionWasFree') {
        void refresh();
        setOutcome({ free: true });
      } else setError(name);
    } finally {
      setBusy(false);
    }
  }

  const title = t(call === 'break' ? 'dialog.breakTitle' : 'dialog.deferredTitle');
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="order-payment-title">
      <DialogTitle id="order-payment-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {call === 'break' && !outcome && <Alert severity="warning">{t('dialog.breakWarning')}</Alert>}
          {!outcome && (
            <>
              <TextField
                select
                fullWidth
                required
                label={t('dialog.method')}
                value={method}
                onChange={(e) => setMethod(e.target.value)}
                error={Boolean(methodError)}
                helperText={methodError}
                disabled={busy}
              >
                {methods.map((m) => (
                  <MenuItem key={m.methodName} value={m.methodName}>
                    {m.methodNameForShow || m.methodName}
                  </MenuItem>
                ))}
              </TextField>
              {needsPhone && (
                <PhoneField
                  fullWidth
                  required
                  label={t('dialog.phone')}
                  value={phone}
                  onChange={setPhone}
                  error={Boolean(phoneError)}
                  helperText={phoneError}
                />
              )}
            </>
          )}
          {outcome && 'free' in outcome && (
            <Alert severity="success">{t('errors:ParkingSessionWasFree')}</Alert>
          )}
          {outcome && 'amount' in outcome && (
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography>{t('dialog.amountDue')}</Typography>
              <Typography sx={{ fontWeight: 700 }}>{moneyText(t, outcome.amount)}</Typography>
            </Stack>
          )}
          {error && (
            <Alert severity="error">{t(`errors:${error}`, { defaultValue: t('errors:UnknownError') })}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t(outcome ? 'actions.close' : 'actions.back')}</Button>
        {!outcome && (
          <Button variant="contained" onClick={() => void request()} loading={busy}>
            {t('dialog.getAmount')}
          </Button>
        )}
        {outcome && 'amount' in outcome && outcome.url && (
          <Button
            variant="contained"
            component="a"
            href={outcome.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
          >
            {t('actions.pay')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
