import { useEffect, useId, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../shared/console/form-text-field';
import { useErrorText } from '../../../shared/console/use-error-text';
import { ApiError } from '../../../shared/http/api-error';
import { FormDialog } from '../../../shared/ui/form-dialog';

type Props<S extends z.ZodType<FieldValues, FieldValues>> = {
  title: string;
  /** What the action does, asked before it is done (it is the action's confirmation). */
  intro: ReactNode;
  /** The route's schema (or a form schema piped into it): the browser refuses what the server would. */
  schema: S;
  defaultValues: z.input<S>;
  submitText: string;
  pending: boolean;
  error?: unknown;
  onSubmit: (values: z.output<S>) => void;
  onClose: () => void;
  /** The action's own fields above the reason (amount, direction). */
  fields?: (control: Control<z.input<S>, unknown, z.output<S>>) => ReactNode;
};

/**
 * A support action's dialog: what it will do, its fields and the reason every action needs
 * (kept in the audit log). The form validates with the route's schema; a server refusal shows
 * above the form, or under its field when the envelope names one.
 */
export function ActionDialog<S extends z.ZodType<FieldValues, FieldValues>>(props: Props<S>) {
  const { t } = useTranslation(['operator-support', 'console']);
  const { ofError } = useErrorText();
  const { control, handleSubmit, setError } = useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver's generics do not follow a schema type parameter; the schema is the same one.
    resolver: zodResolver(props.schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    mode: 'onTouched',
    defaultValues: props.defaultValues as never,
  });
  useEffect(() => {
    if (!(props.error instanceof ApiError) || !props.error.fields) return;
    for (const [place, name] of Object.entries(props.error.fields)) {
      setError(place.replace(/^body\./, '') as Path<z.input<S>>, { message: name });
    }
  }, [props.error, setError]);
  return (
    <FormDialog
      titleId={useId()}
      title={props.title}
      onClose={props.onClose}
      error={ofError(props.error)}
      cancelText={t('console:cancel')}
      fullScreenOnPhone
      form={{ onSubmit: handleSubmit(props.onSubmit), text: props.submitText, pending: props.pending }}
    >
      <Typography>{props.intro}</Typography>
      {props.fields?.(control)}
      <FormTextField
        control={control}
        name={'reason' as Path<z.input<S>>}
        label={t('reason.label')}
        helperText={t('reason.hint')}
        required
        multiline
        minRows={2}
        fullWidth
      />
    </FormDialog>
  );
}
