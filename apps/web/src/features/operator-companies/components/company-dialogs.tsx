import { useTranslation } from 'react-i18next';
import {
  CompanyPasswordFormSchema,
  NewCompanyRequestSchema,
  type OperatorCompany,
} from '@parking/domain/company/operator-company-contracts';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../shared/console/form-text-field';
import { SchemaFormDialog } from '../../../shared/console/schema-form-dialog';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { addCompany, COMPANIES_KEY, resetCompanyPassword } from '../api/company-calls';

/** The password as a password field (the schema dialog's own fields are plain text). */
function PasswordField<V extends FieldValues, O>({
  control,
  hint,
}: {
  control: Control<V, unknown, O>;
  hint: string;
}) {
  const { t } = useTranslation('operator-companies');
  return (
    <FormTextField
      control={control}
      name={'password' as Path<V>}
      label={t('fields.password')}
      type="password"
      autoComplete="new-password"
      required
      fullWidth
      helperText={hint}
    />
  );
}

/** A new company: the route's own schema checks the form (INN check digit, contract number, e-mail). */
export function NewCompanyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['operator-companies', 'console']);
  const save = useConsoleMutation(COMPANIES_KEY, addCompany);
  const field = (name: string) => ({ name, label: t(`fields.${name}`), required: true });
  return (
    <SchemaFormDialog
      title={t('add.title')}
      schema={NewCompanyRequestSchema}
      fields={[field('name'), field('inn'), field('contractNumber'), field('email')]}
      defaultValues={{ name: '', inn: '', contractNumber: '', email: '', password: '' }}
      submitText={t('add.submit')}
      pending={save.isPending}
      error={save.error}
      onSubmit={(body) => save.mutate(body, { onSuccess: onClose })}
      onClose={onClose}
      extra={(control) => <PasswordField control={control} hint={t('fields.passwordHint')} />}
    />
  );
}

/** A new password for the company; the server signs the company out everywhere, which the hint says. */
export function CompanyPasswordDialog({
  company,
  onClose,
}: {
  company: OperatorCompany;
  onClose: () => void;
}) {
  const { t } = useTranslation(['operator-companies', 'console']);
  const save = useConsoleMutation(COMPANIES_KEY, resetCompanyPassword);
  return (
    <SchemaFormDialog
      title={t('password.title', { name: company.name })}
      schema={CompanyPasswordFormSchema}
      fields={[]}
      defaultValues={{ password: '' }}
      submitText={t('password.submit')}
      pending={save.isPending}
      error={save.error}
      onSubmit={({ password }) => save.mutate({ id: company.id, password }, { onSuccess: onClose })}
      onClose={onClose}
      extra={(control) => <PasswordField control={control} hint={t('password.hint')} />}
    />
  );
}
