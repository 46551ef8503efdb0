import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/console/confirm-dialog';
import { JsonDiffView } from '../../../shared/console/json-diff-view';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { useErrorText } from '../../../shared/console/use-error-text';
import { saveSettingsDocument, SETTINGS_KEY, type SettingsDocument } from '../api/settings-calls';

/**
 * A settings document as JSON; saving shows
 * the before and after first, since every driver's app reads these.
 */
export function SettingsEditor({
  name,
  document,
}: {
  name: SettingsDocument;
  document: Record<string, unknown>;
}) {
  const { t } = useTranslation(['operator-settings', 'console']);
  const { ofError } = useErrorText();
  const [text, setText] = useState(() => JSON.stringify(document, null, 2));
  const [confirming, setConfirming] = useState(false);
  const save = useConsoleMutation(SETTINGS_KEY, saveSettingsDocument);
  let parsed: unknown;
  let problem: string | undefined;
  try {
    // Only JSON here: the route's schemas extend the site options schema the drivers' first load
    // holds, and using them in this chunk would keep it and zod in that first load (decision
    // 0005). The server checks the document with them and its ValidationError shows.
    parsed = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) problem = t('notObject');
  } catch {
    problem = t('notJson');
  }
  return (
    <Stack spacing={2}>
      <TextField
        label={t(`documents.${name}`)}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          save.reset();
        }}
        multiline
        minRows={12}
        maxRows={30}
        error={Boolean(problem)}
        helperText={problem}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      {!problem && text !== JSON.stringify(document, null, 2) && (
        <JsonDiffView before={document} after={parsed} />
      )}
      {save.error && !confirming && <Alert severity="error">{ofError(save.error)}</Alert>}
      {save.isSuccess && <Alert severity="success">{t('console:saved')}</Alert>}
      <Button
        variant="contained"
        disabled={Boolean(problem)}
        onClick={() => setConfirming(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('console:save')}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('confirm.title')}
          question={t('confirm.question')}
          confirmText={t('console:save')}
          pending={save.isPending}
          error={save.error}
          onConfirm={() => save.mutate({ name, document: parsed }, { onSuccess: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
