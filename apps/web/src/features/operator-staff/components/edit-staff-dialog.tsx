import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { StaffChangeRequestSchema, type StaffMember } from '@parking/domain/staff/staff-contracts';
import { FormTextField } from '../../../shared/console/form-text-field';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { useErrorText } from '../../../shared/console/use-error-text';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { STAFF_KEY } from '../api/staff-list';
import { changeStaff } from '../api/staff-writes';
import { roleOptions } from './role-options';

type Input = z.input<typeof StaffChangeRequestSchema>;
type Output = z.output<typeof StaffChangeRequestSchema>;

/** A member's name and role; the server refuses to demote the last administrator (LastAdministrator). */
export function EditStaffDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation(['operator-staff', 'console']);
  const { ofError } = useErrorText();
  const { control, handleSubmit } = useForm<Input, unknown, Output>({
    resolver: zodResolver(StaffChangeRequestSchema),
    defaultValues: { name: member.name, role: member.role },
  });
  const save = useConsoleMutation(STAFF_KEY, changeStaff);
  return (
    <FormDialog
      titleId="edit-staff-title"
      title={t('edit.title', { login: member.login })}
      onClose={onClose}
      error={ofError(save.error)}
      cancelText={t('console:cancel')}
      form={{
        onSubmit: handleSubmit((values) => save.mutate({ id: member.id, ...values }, { onSuccess: onClose })),
        text: t('console:save'),
        pending: save.isPending,
      }}
    >
      <FormTextField control={control} name="name" label={t('fields.name')} autoComplete="off" />
      <FormTextField control={control} name="role" label={t('fields.role')} select required>
        {roleOptions(t)}
      </FormTextField>
    </FormDialog>
  );
}
