import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PAYER_TYPE_INDIVIDUAL,
  PAYER_TYPE_LEGAL,
  type Payer,
} from '@parking/domain/receipts/payer-contracts';
import type { ReceiptRow } from '@parking/domain/receipts/receipt-contracts';
import { errorNameOf } from '../../../shared/http/error-name';
import { moneyText } from '../../../shared/payments/money-text';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { ReceiptActions } from '../../../shared/receipts/receipt-actions';
import { createReceipt } from '../lib/create-receipt';
import { payerDefaults, payerResolver, type ParsedPayerForm, type PayerFormValues } from '../lib/payer-forms';
import type { ReceiptHandOff } from '../lib/receipt-hand-off';
import { PayerFields } from './payer-fields';

/**
 * The receipt mode (document 2 §4): payer type, the payer's form, Next creates the receipt
 * (an invoice for a legal payer); then print, download and send by e-mail.
 */
export function ReceiptMode({ handOff, onCreated }: { handOff: ReceiptHandOff; onCreated: () => void }) {
  const { t } = useTranslation('payment-modal');
  const [type, setType] = useState<number>(PAYER_TYPE_INDIVIDUAL);
  const [receipt, setReceipt] = useState<ReceiptRow | null>(null);
  const email = useProfile().data?.email ?? '';
  if (receipt) return <ReceiptCreated receipt={receipt} email={email} />;
  return (
    <Stack spacing={2}>
      {handOff.source === 'subscription' && (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {handOff.subscription.name} · {handOff.plate} · {moneyText(t, handOff.subscription.cost)}
        </Typography>
      )}
      <RadioGroup
        row
        aria-label={t('receipt.payerType')}
        value={type}
        onChange={(event) => setType(Number(event.target.value))}
      >
        <FormControlLabel value={PAYER_TYPE_INDIVIDUAL} control={<Radio />} label={t('receipt.individual')} />
        <FormControlLabel value={PAYER_TYPE_LEGAL} control={<Radio />} label={t('receipt.legal')} />
      </RadioGroup>
      <PayerForm
        key={type}
        type={type}
        handOff={handOff}
        onCreated={(row) => {
          setReceipt(row);
          onCreated();
        }}
      />
    </Stack>
  );
}

function PayerForm({
  type,
  handOff,
  onCreated,
}: {
  type: number;
  handOff: ReceiptHandOff;
  onCreated: (row: ReceiptRow) => void;
}) {
  const { t } = useTranslation(['payment-modal', 'errors']);
  const withSum = handOff.source === 'refill';
  const { control, handleSubmit, formState } = useForm<PayerFormValues>({
    resolver: payerResolver(type, withSum),
    mode: 'onChange',
    defaultValues: payerDefaults(type, withSum ? handOff.amount : undefined),
  });
  const create = useMutation({
    mutationFn: (form: ParsedPayerForm) => {
      const { sum, ...payer } = form;
      return createReceipt(handOff, payer as Payer, sum);
    },
    onSuccess: onCreated,
  });
  const submit = handleSubmit((values) => create.mutate(values as unknown as ParsedPayerForm));
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('receipt.form')}>
      <PayerFields type={type} withSum={withSum} control={control} />
      {handOff.source === 'subscription' && (
        <Alert severity="info">{t('receipt.subscriptionStartNote')}</Alert>
      )}
      {create.isError && <Alert severity="error">{t(`errors:${errorNameOf(create.error)}`)}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!formState.isValid}
        loading={create.isPending}
      >
        {t('receipt.next')}
      </Button>
    </Stack>
  );
}

function ReceiptCreated({ receipt, email }: { receipt: ReceiptRow; email: string }) {
  const { t } = useTranslation('payment-modal');
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        {t(receipt.type === 'legal' ? 'receipt.createdInvoice' : 'receipt.createdReceipt', {
          name: receipt.receiptname,
        })}
      </Alert>
      <Stack spacing={0.5}>
        <Typography variant="body2">{t('receipt.sum', { amount: moneyText(t, receipt.sum) })}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('receipt.uin', { uin: receipt.UIN })}
        </Typography>
        {receipt.subscriptionStart && (
          <Typography variant="body2">
            {t('receipt.startsOn', { date: receipt.subscriptionStart.split('-').reverse().join('.') })}
          </Typography>
        )}
      </Stack>
      <ReceiptActions receiptnumber={receipt.receiptnumber} type={receipt.type} defaultEmail={email} />
    </Stack>
  );
}
