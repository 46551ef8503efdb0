import { useTranslation } from 'react-i18next';
import { labelKey, type FieldNode } from '../lib/field-tree';
import { useErrorText } from '../../../shared/console/use-error-text';

/**
 * A field's label, and its error in words: the document schemas built on the seeds' contracts
 * carry zod's own messages for some checks, which are not error names; those read as
 * ValidationError ("check the data").
 */
export function useFieldText() {
  const { t, i18n } = useTranslation(['operator-settings', 'errors']);
  const { byName } = useErrorText();
  return {
    t,
    label: (node: FieldNode) => t(`operator-settings:fields.${labelKey(node)}`),
    errorText: (message: string | undefined) =>
      message === undefined
        ? undefined
        : byName(i18n.exists(`errors:${message}`) ? message : 'ValidationError'),
  };
}
