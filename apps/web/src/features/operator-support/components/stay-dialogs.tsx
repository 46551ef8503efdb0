import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKopecks } from '@parking/domain/money';
import {
  StayCancelRequestSchema,
  StayRefundFormSchema,
  type CorrectionAnswer,
  type DriverSession,
} from '@parking/domain/staff/driver-support-contracts';
import { FormTextField } from '../../../shared/console/form-text-field';
import { useConsoleFormat } from '../../../shared/console/use-console-format';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { SUPPORT_KEY } from '../api/support-queries';
import { cancelStay, refundStay } from '../api/support-writes';
import { ActionDialog } from './action-dialog';

type Props = {
  driverId: number;
  stay: DriverSession;
  onDone: (answer: Omit<CorrectionAnswer, 'status'>) => void;
  onClose: () => void;
};

const placeOf = (stay: DriverSession) => stay.parkingCode ?? stay.zone;

/** Stops a running stay now; the unused time goes back to the balance (asked first: it cannot be undone). */
export function StayCancelDialog({ driverId, stay, onDone, onClose }: Props) {
  const { t } = useTranslation('operator-support');
  const [requestId] = useState(() => crypto.randomUUID());
  const save = useConsoleMutation(SUPPORT_KEY, cancelStay);
  return (
    <ActionDialog
      title={t('stayCancel.title')}
      intro={t('stayCancel.intro', { id: stay.id, plate: stay.plate, place: placeOf(stay) })}
      schema={StayCancelRequestSchema}
      defaultValues={{ reason: '', requestId }}
      submitText={t('stayCancel.submit')}
      pending={save.isPending}
      error={save.error}
      onSubmit={(values) => save.mutate({ driverId, sessionId: stay.id, ...values }, { onSuccess: onDone })}
      onClose={onClose}
    />
  );
}

/** Gives back part or all of a finished stay (at most what is still refundable), in roubles. */
export function StayRefundDialog({ driverId, stay, onDone, onClose }: Props) {
  const { t } = useTranslation('operator-support');
  const format = useConsoleFormat();
  const [requestId] = useState(() => crypto.randomUUID());
  const save = useConsoleMutation(SUPPORT_KEY, refundStay);
  return (
    <ActionDialog
      title={t('stayRefund.title')}
      intro={t('stayRefund.intro', {
        id: stay.id,
        plate: stay.plate,
        refundable: format.money(stay.refundable),
      })}
      schema={StayRefundFormSchema}
      defaultValues={{ amount: formatKopecks(stay.refundable, ''), reason: '', requestId }}
      submitText={t('stayRefund.submit')}
      pending={save.isPending}
      error={save.error}
      onSubmit={(values) => save.mutate({ driverId, sessionId: stay.id, ...values }, { onSuccess: onDone })}
      onClose={onClose}
      fields={(control) => (
        <FormTextField
          control={control}
          name="amount"
          label={t('correction.amount')}
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
    />
  );
}
