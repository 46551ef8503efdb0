import { useEffect, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../http/api-error';
import { FormDialog } from '../ui/form-dialog';
import { FormTextField } from './form-text-field';
import { useErrorText } from './use-error-text';

export type SchemaField = {
  name: string;
  label: string;
  required?: boolean;
  /** Rows of a multi-line field (HTML bodies). */
  rows?: number;
  type?: 'text' | 'number';
};

type Props<S extends z.ZodType<FieldValues, FieldValues>> = {
  title: string;
  /** The route's schema; without it only the server checks (its `fields` mark the fields). */
  schema?: S;
  fields: SchemaField[];
  defaultValues: z.input<S>;
  submitText: string;
  pending: boolean;
  error?: unknown;
  onSubmit: (values: z.output<S>) => void;
  onClose: () => void;
  /** Fields that are not plain text (a date-time picker), under the text ones. */
  extra?: (control: Control<z.input<S>, unknown, z.output<S>>) => ReactNode;
};

/**
 * A dialog form over a route's own zod schema (news, pages, SMS commands): the same rules in
 * the browser and on the server, the refusal of either in the page's language.
 */
export function SchemaFormDialog<S extends z.ZodType<FieldValues, FieldValues>>(props: Props<S>) {
  const { t } = useTranslation('console');
  const { ofError } = useErrorText();
  const { control, handleSubmit, setError } = useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver's generics do not follow a schema type parameter; the schema is the same one.
    resolver: props.schema
      ? (zodResolver(props.schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>)
      : undefined,
    mode: 'onTouched',
    defaultValues: props.defaultValues as never,
  });
  useEffect(() => {
    // The envelope's fields are 'body.<name>' (or '<name>'): each refusal under its own field.
    if (!(props.error instanceof ApiError) || !props.error.fields) return;
    for (const [place, name] of Object.entries(props.error.fields)) {
      const field = place.replace(/^body\./, '');
      if (props.fields.some((f) => f.name === field)) setError(field as Path<z.input<S>>, { message: name });
    }
  }, [props.error, props.fields, setError]);
  return (
    <FormDialog
      titleId="schema-form-title"
      title={props.title}
      onClose={props.onClose}
      error={ofError(props.error)}
      cancelText={t('cancel')}
      fullScreenOnPhone
      form={{ onSubmit: handleSubmit(props.onSubmit), text: props.submitText, pending: props.pending }}
    >
      {props.fields.map((f) => (
        <FormTextField
          key={f.name}
          control={control}
          name={f.name as Path<z.input<S>>}
          label={f.label}
          required={f.required}
          type={f.type}
          multiline={Boolean(f.rows)}
          minRows={f.rows}
          fullWidth
        />
      ))}
      {props.extra?.(control)}
    </FormDialog>
  );
}
