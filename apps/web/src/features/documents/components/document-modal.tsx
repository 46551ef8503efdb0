import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DOCUMENT_TYPES, type DocumentType } from '@parking/domain/profile/document-rules';
import { latinToCyrillic } from '@parking/domain/profile/plate-rules';
import type { ProfileDocument } from '@parking/domain/profile/profile-answers';
import { useTranslation } from 'react-i18next';
import { errorNameOf } from '../../../shared/http/error-name';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { addDocument, deleteDocument, editDocument, useDocumentMutation } from '../api/document-calls';
import { applyMask } from '../lib/apply-mask';
import { documentProblem, maskOf } from '../lib/document-form';

export type DocumentModalMode =
  | { kind: 'add' }
  | { kind: 'edit'; document: ProfileDocument }
  | { kind: 'delete'; document: ProfileDocument };

type DocumentModalProps = { mode: DocumentModalMode; documents: ProfileDocument[]; onClose: () => void };

/** Add, edit or delete an STS or a driver licence; closes only after an ok answer. */
export function DocumentModal({ mode, documents, onClose }: DocumentModalProps) {
  const { t } = useTranslation(['documents', 'errors']);
  const editing = mode.kind === 'edit' ? mode.document : null;
  const [type, setType] = useState<DocumentType>(editing?.type ?? 'STS');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useDocumentMutation(() =>
    editing ? editDocument({ id: editing.id, type, title }) : addDocument({ type, title }),
  );
  const remove = useDocumentMutation((id: number) => deleteDocument(id));
  const message = (name: string) => t(`problems.${name}`, { defaultValue: t(`errors:${name}`) });
  const failure = save.error ?? remove.error;
  const mask = maskOf(type);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = documentProblem(
      { type, title },
      documents.filter((d) => d.id !== editing?.id),
    );
    setProblem(found);
    if (!found) save.mutate(undefined, { onSuccess: onClose });
  };
  return (
    <FormDialog
      titleId="document-modal-title"
      title={t(`modal.${mode.kind}Title`)}
      onClose={onClose}
      error={failure != null ? message(errorNameOf(failure)) : undefined}
      cancelText={t('actions.cancel')}
      confirm={
        mode.kind === 'delete'
          ? {
              question: t('modal.deleteText', {
                type: t(`types.${mode.document.type}`),
                title: mode.document.title,
              }),
              text: t('actions.delete'),
              pending: remove.isPending,
              onConfirm: () => remove.mutate(mode.document.id, { onSuccess: onClose }),
            }
          : undefined
      }
      form={{ onSubmit: submit, text: t('actions.save'), pending: save.isPending }}
    >
      <TextField
        select
        required
        fullWidth
        label={t('fields.type')}
        value={type}
        onChange={(e) => {
          const next = e.target.value as DocumentType;
          setType(next);
          setTitle(latinToCyrillic(applyMask(title, maskOf(next))));
        }}
      >
        {DOCUMENT_TYPES.map((d) => (
          <MenuItem key={d} value={d}>
            {t(`types.${d}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        fullWidth
        autoFocus
        label={t('fields.title')}
        value={title}
        placeholder={mask}
        onChange={(e) => setTitle(latinToCyrillic(applyMask(e.target.value, mask)))}
        error={Boolean(problem)}
        helperText={problem ? message(problem) : t(`hints.${type}`)}
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
      />
    </FormDialog>
  );
}
