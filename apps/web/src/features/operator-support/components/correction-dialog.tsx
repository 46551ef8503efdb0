import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import { useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { parseRoublesToKopecks } from '@parking/domain/payments/refill-contracts';
import {
  CorrectionFormSchema,
  type CorrectionAnswer,
  type DriverProfile,
} from '@parking/domain/staff/driver-support-contracts';
import { FormTextField } from '../../../shared/console/form-text-field';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { SUPPORT_KEY } from '../api/support-queries';
import { requestCorrection } from '../api/support-writes';
import { ActionDialog } from './action-dialog';

type FormControl = Control<
  z.input<typeof CorrectionFormSchema>,
  unknown,
  z.output<typeof CorrectionFormSchema>
>;

type Props = {
  driver: DriverProfile;
  /** Kopecks above which the correction waits for a second staff member. */
  approvalLimit: number;
  onDone: (answer: Omit<CorrectionAnswer, 'status'>) => void;
  onClose: () => void;
};

/** A goodwill credit or debit of the balance, in roubles, with its reason. */
export function CorrectionDialog({ driver, approvalLimit, onDone, onClose }: Props) {
  const { t } = useTranslation('operator-support');
  const format = useConsoleFormat();
  // one id per opened dialog: a double click is one correction
  const [requestId] = useState(() => crypto.randomUUID());
  const save = useConsoleMutation(SUPPORT_KEY, requestCorrection);
  return (
    <ActionDialog
      title={t('correction.title')}
      intro={t('correction.intro', {
        name: driver.name || t('noName'),
        balance: format.money(driver.balance),
      })}
      schema={CorrectionFormSchema}
      defaultValues={{ direction: 'credit', amount: '', reason: '', requestId }}
      submitText={t('correction.submit')}
      pending={save.isPending}
      error={save.error}
      onSubmit={(values) => save.mutate({ driverId: driver.id, ...values }, { onSuccess: onDone })}
      onClose={onClose}
      fields={(control) => (
        <>
          <FormTextField
            control={control}
            name="direction"
            label={t('correction.direction')}
            select
            fullWidth
          >
            <MenuItem value="credit">{t('correction.credit')}</MenuItem>
            <MenuItem value="debit">{t('correction.debit')}</MenuItem>
          </FormTextField>
          <FormTextField
            control={control}
            name="amount"
            label={t('correction.amount')}
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <ApprovalHint control={control} limit={approvalLimit} />
        </>
      )}
    />
  );
}

/** Says, as the amount is typed, that it will wait for another staff member's approval. */
function ApprovalHint({ control, limit }: { control: FormControl; limit: number }) {
  const { t } = useTranslation('operator-support');
  const format = useConsoleFormat();
  const amount = parseRoublesToKopecks(useWatch({ control, name: 'amount' }));
  if (amount === null || amount <= limit) return null;
  return <Alert severity="info">{t('correction.waits', { limit: format.money(limit) })}</Alert>;
}
