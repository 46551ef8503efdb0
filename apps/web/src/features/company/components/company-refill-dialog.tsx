import { useState } from 'react';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { useSettingsFlags } from '../../../shared/options/api/get-settings-flags';
import { PaymentMethodSelect } from '../../../shared/payments/payment-method-select';
import { cardLikeMethods, isCompanyMethod } from '../../../shared/payments/payment-methods';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { postCompanyRefill } from '../api/company-refill';
import { goToBank } from '../../../shared/payments/go-to-bank';

/** Roubles with at most two decimals, as the refill call takes them (document 1 §5). */
const MONEY = /^\d+(\.\d{1,2})?$/;

/** The company top-up: amount and method, then the payment provider's page (it returns here). */
export function CompanyRefillDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['company', 'errors']);
  const settings = useSettingsFlags();
  // The city's card-like methods that need no driver's phone (and are not a company's own).
  const methods = cardLikeMethods(settings.data?.paymentsMethods ?? []).filter(
    (m) => !m.isPhoneRequired && !isCompanyMethod(m.methodName),
  );
  const [amount, setAmount] = useState('');
  const [service, setService] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; service?: string }>({});
  const refill = useMutation({ mutationFn: postCompanyRefill, onSuccess: (a) => goToBank(a.RedirectURL) });
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
    <FormDialog
      titleId="corp-refill-title"
      title={t('refill.title')}
      onClose={onClose}
      fullScreenOnPhone
      error={
        refill.isError
          ? t(`errors:${errorNameOf(refill.error)}`, { defaultValue: t('errors:UnknownError') })
          : undefined
      }
      cancelText={t('actions.cancel')}
      form={{ onSubmit: submit, text: t('refill.pay'), pending: refill.isPending || refill.isSuccess }}
    >
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
      <PaymentMethodSelect
        methods={methods}
        label={t('refill.method')}
        value={chosen}
        onChange={(e) => setService(e.target.value)}
        error={Boolean(problems.service)}
        problem={problems.service}
      />
    </FormDialog>
  );
}
