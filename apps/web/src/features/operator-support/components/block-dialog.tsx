import { useTranslation } from 'react-i18next';
import { DriverBlockRequestSchema, type DriverProfile } from '@parking/domain/staff/driver-support-contracts';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { SUPPORT_KEY } from '../api/support-queries';
import { setDriverBlocked } from '../api/support-writes';
import { ActionDialog } from './action-dialog';

/** Blocks the account (the driver is signed out everywhere and cannot log in) or unblocks it. */
export function BlockDialog({
  driver,
  onDone,
  onClose,
}: {
  driver: DriverProfile;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('operator-support');
  const save = useConsoleMutation(SUPPORT_KEY, setDriverBlocked);
  const blocking = !driver.blocked;
  const key = blocking ? 'block' : 'unblock';
  return (
    <ActionDialog
      title={t(`${key}.title`)}
      intro={t(`${key}.intro`, { name: driver.name || driver.email })}
      schema={DriverBlockRequestSchema}
      defaultValues={{ blocked: blocking, reason: '' }}
      submitText={t(`${key}.submit`)}
      pending={save.isPending}
      error={save.error}
      onSubmit={(values) => save.mutate({ driverId: driver.id, ...values }, { onSuccess: onDone })}
      onClose={onClose}
    />
  );
}
