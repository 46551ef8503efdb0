import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../http/error-name';

/**
 * The words of a refusal: the server's error name (or a zod message key, which is an error name
 * too) through `errors:`, UnknownError's words for anything else.
 */
export function useErrorText() {
  const { t } = useTranslation(['errors']);
  const byName = useCallback(
    (name: string | undefined) =>
      name ? t(`errors:${name}`, { defaultValue: t('errors:UnknownError') }) : undefined,
    [t],
  );
  const ofError = useCallback((error: unknown) => (error ? byName(errorNameOf(error)) : undefined), [byName]);
  return { byName, ofError };
}
