import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../ui/form-dialog';
import { useErrorText } from './use-error-text';

type Props = {
  title: string;
  question: string;
  /** The red button's text, e.g. "Disable" or "Cancel the version". */
  confirmText: string;
  pending: boolean;
  /** The refusal of the last try: the dialog stays open on it. */
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asked before anything destructive in the console (disable, cancel, replace, delete). */
export function ConfirmDialog({ title, question, confirmText, pending, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation('console');
  const { ofError } = useErrorText();
  return (
    <FormDialog
      titleId={useId()}
      title={title}
      onClose={onClose}
      error={ofError(error)}
      cancelText={t('cancel')}
      confirm={{ question, text: confirmText, pending, onConfirm }}
    />
  );
}
