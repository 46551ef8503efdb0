import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormResetField, UseFormSetError } from 'react-hook-form';
import { errorNameOf } from '../http/error-name';
import { captchaOf } from './captcha-of';
import type { CaptchaChallenge } from './get-captcha';

type CaptchaFields = { captcha?: string; captchaId?: string };

/**
 * The sign-in of a company or an operator: the call, the refusal's error name, and the captcha a
 * refusal brings (after a few failed attempts): from then on its code is required and goes with
 * the next try, and each refusal brings a fresh one.
 */
export function useCaptchaLogin<V extends FieldValues & { captcha?: string }, R extends object, A>({
  form,
  call,
  onSignedIn,
}: {
  form: { setError: UseFormSetError<V>; resetField: UseFormResetField<V> };
  call: (request: R & CaptchaFields) => Promise<A>;
  onSignedIn: (answer: A) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const login = useMutation({ mutationFn: call });
  const captchaField = 'captcha' as Path<V>;

  /** Sends `request` with the captcha typed into the form's `captcha` field, when one is shown. */
  const signIn = (values: V, request: R) => {
    const code = values.captcha?.trim() ?? '';
    if (challenge && !code) {
      form.setError(captchaField, { type: 'required', message: 'RequiredField' });
      return;
    }
    setFailure(null);
    login.mutate(
      { ...request, ...(challenge ? { captcha: code, captchaId: challenge.captchaId } : {}) },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          const next = captchaOf(error);
          if (next) {
            setChallenge(next);
            form.resetField(captchaField);
          }
          setFailure(errorNameOf(error));
        },
      },
    );
  };
  return { signIn, pending: login.isPending, failure, challenge, setChallenge };
}
