import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { StaffPasswordRequestSchema, type StaffMember } from '@parking/domain/staff/staff-contracts';
import { FormTextField } from '../../../shared/console/form-text-field';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { useErrorText } from '../../../shared/console/use-error-text';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { STAFF_KEY } from '../api/staff-list';
import { resetStaffPassword } from '../api/staff-writes';

type Values = z.input<typeof StaffPasswordRequestSchema>;

/** Resets a member's password; the server signs the member out everywhere, which the text says. */
export function StaffPasswordDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation(['operator-staff', 'console']);
  const { ofError } = useErrorText();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(StaffPasswordRequestSchema),
    defaultValues: { password: '' },
  });
  const save = useConsoleMutation(STAFF_KEY, resetStaffPassword);
  return (
    <FormDialog
      titleId="staff-password-title"
      title={t('password.title', { login: member.login })}
      onClose={onClose}
      error={ofError(save.error)}
      cancelText={t('console:cancel')}
      form={{
        onSubmit: handleSubmit(({ password }) =>
          save.mutate({ id: member.id, password }, { onSuccess: onClose }),
        ),
        text: t('password.submit'),
        pending: save.isPending,
      }}
    >
      <FormTextField
        control={control}
        name="password"
        label={t('fields.newPassword')}
        type="password"
        required
        autoFocus
        autoComplete="new-password"
        helperText={t('password.hint')}
      />
    </FormDialog>
  );
}
