import type { ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useErrorText } from './use-error-text';

type Props<V extends FieldValues, O> = Omit<TextFieldProps, 'name'> & {
  /** A form whose resolver outputs O (a zod schema's output type). */
  control: Control<V, unknown, O>;
  name: Path<V>;
  children?: ReactNode;
};

/**
 * A react-hook-form text field whose error is the domain schema's message key (an error name),
 * shown in the page's language: the console's forms validate with the routes' own schemas.
 */
export function FormTextField<V extends FieldValues, O = V>({
  control,
  name,
  children,
  ...props
}: Props<V, O>) {
  const { byName } = useErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={byName(fieldState.error?.message) ?? props.helperText}
        >
          {children}
        </TextField>
      )}
    />
  );
}
