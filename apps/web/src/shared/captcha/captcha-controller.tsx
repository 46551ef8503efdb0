import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CaptchaField } from './captcha-field';
import type { CaptchaChallenge } from './get-captcha';

type CaptchaControllerProps<T extends FieldValues> = {
  control: Control<T>;
  /** The form's field holding the typed code. */
  name: Path<T>;
  challenge: CaptchaChallenge;
  onChallengeChange: (challenge: CaptchaChallenge) => void;
  /** The form's own way of turning a field error's message into text. */
  errorText: (message: string | undefined) => string | undefined;
  /** A check of its own when the form's schema does not require the code. */
  validate?: (value: string) => true | string;
};

/**
 * The captcha of a login form (drivers', companies', operators'), wired to react-hook-form:
 * the three forms differ only in their field name, how they word an error and whether their
 * schema already requires the code.
 */
export function CaptchaController<T extends FieldValues>({
  control,
  name,
  challenge,
  onChallengeChange,
  errorText,
  validate,
}: CaptchaControllerProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      rules={validate ? { validate: (value: string) => validate(value) } : undefined}
      render={({ field: { ref, ...field }, fieldState }) => (
        <CaptchaField
          image={challenge.captcha}
          onChallengeChange={onChallengeChange}
          input={{
            ...field,
            inputRef: ref,
            required: true,
            error: Boolean(fieldState.error),
            helperText: errorText(fieldState.error?.message),
          }}
        />
      )}
    />
  );
}
