import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { ReceiptEmailSchema } from '@parking/domain/receipts/payer-contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../http/error-name';
import { fetchReceiptPdf, sendReceipt } from './receipt-api';

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Prints through a hidden frame holding the PDF (the browser's own PDF viewer prints it). */
function printBlob(blob: Blob) {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.src = url;
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
  };
  document.body.append(frame);
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 120_000);
}

type ReceiptActionsProps = {
  receiptnumber: string;
  /** A legal payer's document is an invoice; the file is named as the server names it. */
  type: 'legal' | 'individual';
  defaultEmail?: string;
};

/**
 * Print, download the PDF and send it by e-mail (document 2 §2 /profile/receipts; e-mail required,
 * at most 50 characters, an address: the domain's ReceiptEmailSchema). Shared by the receipts
 * page and the payment modal's receipt mode; its texts are the `receipt` keys of the `forms` namespace.
 */
export function ReceiptActions({ receiptnumber, type, defaultEmail = '' }: ReceiptActionsProps) {
  const { t } = useTranslation(['forms', 'errors']);
  const [email, setEmail] = useState(defaultEmail);
  const [touched, setTouched] = useState(false);
  const pdf = useMutation({
    mutationFn: async (how: 'print' | 'download') => {
      const blob = await fetchReceiptPdf(receiptnumber);
      if (how === 'print') printBlob(blob);
      else saveBlob(blob, `${type === 'legal' ? 'invoice' : 'receipt'}-${receiptnumber}.pdf`);
    },
  });
  const send = useMutation({ mutationFn: (address: string) => sendReceipt(receiptnumber, address) });
  const check = ReceiptEmailSchema.safeParse(email);
  const emailError = check.success ? undefined : check.error.issues[0]?.message;
  const showError = touched && emailError !== undefined;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          loading={pdf.isPending && pdf.variables === 'print'}
          disabled={pdf.isPending}
          onClick={() => pdf.mutate('print')}
        >
          {t(`forms:receipt.print`)}
        </Button>
        <Button
          variant="outlined"
          loading={pdf.isPending && pdf.variables === 'download'}
          disabled={pdf.isPending}
          onClick={() => pdf.mutate('download')}
        >
          {t(`forms:receipt.download`)}
        </Button>
      </Stack>
      {pdf.isError && <Alert severity="error">{t(`errors:${errorNameOf(pdf.error)}`)}</Alert>}
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (check.success) send.mutate(check.data);
        }}
      >
        <TextField
          type="email"
          size="small"
          fullWidth
          label={t(`forms:receipt.email`)}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            send.reset();
          }}
          onBlur={() => setTouched(true)}
          error={showError}
          helperText={showError ? t(`forms:receipt.emailErrors.${emailError}`) : undefined}
          slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'email' } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendIcon />}
          loading={send.isPending}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {t(`forms:receipt.send`)}
        </Button>
      </Stack>
      {send.isSuccess && (
        <Alert severity="success">{t(`forms:receipt.sent`, { email: send.variables })}</Alert>
      )}
      {send.isError && <Alert severity="error">{t(`errors:${errorNameOf(send.error)}`)}</Alert>}
    </Stack>
  );
}
