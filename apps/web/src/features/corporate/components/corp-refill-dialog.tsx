import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyIdOfPaymentService } from '@parking/domain/corporate/corporate-rules';
import { errorNameOf } from '../../../shared/http/error-name';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { postCorpRefill } from '../api/corp-refill';
import { goToBank } from '../lib/go-to-bank';

/** Methods a company pays a top-up with: the city's card-like ones that need no driver's phone. */
const NOT_FOR_COMPANY = new Set(['balance', 'Квитанция']);
/** Roubles with at most two decimals, as the refill call takes them (document 1 §5). */
const MONEY = /^\d+(\.\d{1,2})?$/;

/** The company top-up: amount and method, then the payment provider's page (it returns here). */
export function CorpRefillDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['corporate', 'errors']);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const settings = useSettingsFlags();
  const methods = (settings.data?.paymentsMethods ?? []).filter(
    (m) =>
      !NOT_FOR_COMPANY.has(m.methodName) &&
      !m.isPhoneRequired &&
      companyIdOfPaymentService(m.methodName) === null,
  );
  const [amount, setAmount] = useState('');
  const [service, setService] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; service?: string }>({});
  const refill = useMutation({ mutationFn: postCorpRefill, onSuccess: (a) => goToBank(a.RedirectURL) });
  const chosen = service || (methods.length === 1 ? methods[0]!.methodName : '');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = amount.replace(/\s+/g, '').replace(',', '.');
    const found = {
      ...(amount.trim() === ''
        ? { amount: t('refill.amountRequired') }
        : !MONEY.test(text) || Number(text) <= 0
          ? { amount: t('refill.amountInvalid') }
          : {}),
      ...(chosen ? {} : { service: t('refill.serviceRequired') }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    refill.mutate({
      PaymentService: chosen,
      RefillAmount: text,
      idempotencyKey: crypto.randomUUID(),
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby="corp-refill-title"
    >
      <DialogTitle id="corp-refill-title">{t('refill.title')}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack spacing={2}>
            {refill.isError && (
              <Alert severity="error">
                {t(`errors:${errorNameOf(refill.error)}`, { defaultValue: t('errors:UnknownError') })}
              </Alert>
            )}
            {settings.isError && <Alert severity="error">{t(`errors:${errorNameOf(settings.error)}`)}</Alert>}
            {settings.data && methods.length === 0 && <Alert severity="info">{t('refill.noMethods')}</Alert>}
            <TextField
              label={t('refill.amount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              required
              fullWidth
              autoFocus
              autoComplete="off"
              error={Boolean(problems.amount)}
              helperText={problems.amount}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">₽</InputAdornment> },
              }}
            />
            <TextField
              select
              label={t('refill.method')}
              value={chosen}
              onChange={(e) => setService(e.target.value)}
              required
              fullWidth
              error={Boolean(problems.service)}
              helperText={problems.service ?? methods.find((m) => m.methodName === chosen)?.methodDescription}
            >
              {methods.map((m) => (
                <MenuItem key={m.methodName} value={m.methodName}>
                  {m.methodNameForShow || m.methodName}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={refill.isPending || refill.isSuccess}>
            {t('refill.pay')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
