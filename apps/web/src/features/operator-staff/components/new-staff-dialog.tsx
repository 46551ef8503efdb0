import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NewStaffRequestSchema } from '@parking/domain/staff/staff-contracts';
import { FormTextField } from '../../../shared/console/form-text-field';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { useErrorText } from '../../../shared/console/use-error-text';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { STAFF_KEY } from '../api/staff-list';
import { addStaff } from '../api/staff-writes';
import { roleOptions } from './role-options';

type Input = z.input<typeof NewStaffRequestSchema>;
type Output = z.output<typeof NewStaffRequestSchema>;

/** Adds a member with the route's own schema: a bad login or short password shows before any call. */
export function NewStaffDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['operator-staff', 'console']);
  const { ofError } = useErrorText();
  const { control, handleSubmit } = useForm<Input, unknown, Output>({
    resolver: zodResolver(NewStaffRequestSchema),
    mode: 'onTouched',
    defaultValues: { login: '', name: '', role: 'support', password: '' },
  });
  const save = useConsoleMutation(STAFF_KEY, addStaff);
  return (
    <FormDialog
      titleId="new-staff-title"
      title={t('add.title')}
      onClose={onClose}
      error={ofError(save.error)}
      cancelText={t('console:cancel')}
      fullScreenOnPhone
      form={{
        onSubmit: handleSubmit((values) => save.mutate(values, { onSuccess: onClose })),
        text: t('add.submit'),
        pending: save.isPending,
      }}
    >
      <FormTextField
        control={control}
        name="login"
        label={t('fields.login')}
        required
        autoFocus
        autoComplete="off"
      />
      <FormTextField control={control} name="name" label={t('fields.name')} autoComplete="off" />
      <FormTextField control={control} name="role" label={t('fields.role')} select required>
        {roleOptions(t)}
      </FormTextField>
      <FormTextField
        control={control}
        name="password"
        label={t('fields.password')}
        type="password"
        required
        autoComplete="new-password"
        helperText={t('fields.passwordHint')}
      />
    </FormDialog>
  );
}
