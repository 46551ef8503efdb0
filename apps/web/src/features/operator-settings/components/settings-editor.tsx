import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SettingsFlagsEditSchema,
  SiteOptionsEditSchema,
} from '@parking/domain/staff/settings-document-contracts';
import { ConfirmDialog } from '../../../shared/console/confirm-dialog';
import { JsonDiffView } from '../../../shared/console/json-diff-view';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { useErrorText } from '../../../shared/console/use-error-text';
import { saveSettingsDocument, SETTINGS_KEY, type SettingsDocument } from '../api/settings-calls';
import { fieldTree } from '../lib/field-tree';
import { SchemaFields } from './schema-fields';
import type { SettingsControl } from './settings-control';

type Doc = Record<string, unknown>;

/**
 * Each document with the schema its PUT checks the body with (every key of the document, none
 * unknown): the form shows its fields and refuses what the route would. externalAuth is left
 * out: the deployment's settings decide it, whatever the document says.
 */
export const DOCUMENTS = {
  flags: { schema: SettingsFlagsEditSchema, hidden: ['externalAuth'] },
  options: { schema: SiteOptionsEditSchema, hidden: [] },
} as const;

/** The top-level keys whose value differs from the stored document: what the PUT sends. */
export function changedKeys(before: Doc, after: Doc): Doc {
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
  );
}

/**
 * A settings document as a form of its fields; saving shows the before and after of what
 * changed first, since every driver's app reads these.
 */
export function SettingsEditor({ name, document }: { name: SettingsDocument; document: Doc }) {
  const { t } = useTranslation(['operator-settings', 'console']);
  const { ofError } = useErrorText();
  const { schema, hidden } = DOCUMENTS[name];
  const nodes = useMemo(() => fieldTree(schema, hidden), [schema, hidden]);
  const [stored, setStored] = useState(document);
  const [pending, setPending] = useState<Doc | null>(null);
  const save = useConsoleMutation(SETTINGS_KEY, saveSettingsDocument);
  const form = useForm<Doc>({ resolver: zodResolver(schema) as never, defaultValues: document });
  // the changes so far, shown beside the form before anyone is asked to confirm them
  const live = changedKeys(stored, form.watch());
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ maxWidth: 880 }}
      onSubmit={form.handleSubmit((valid) => {
        save.reset();
        const edit = changedKeys(stored, valid);
        if (Object.keys(edit).length > 0) setPending(edit);
      })}
    >
      <SchemaFields nodes={nodes} control={form.control as unknown as SettingsControl} />
      {Object.keys(live).length > 0 && (
        <JsonDiffView
          before={Object.fromEntries(Object.keys(live).map((k) => [k, stored[k]]))}
          after={live}
        />
      )}
      {Object.keys(form.formState.errors).length > 0 && <Alert severity="error">{t('invalid')}</Alert>}
      {save.isSuccess && <Alert severity="success">{t('console:saved')}</Alert>}
      <Button
        type="submit"
        variant="contained"
        sx={{ alignSelf: 'flex-start', position: 'sticky', bottom: 16 }}
      >
        {t('console:save')}
      </Button>
      {pending && (
        <ConfirmDialog
          title={t('confirm.title')}
          question={t('confirm.question')}
          confirmText={t('console:save')}
          pending={save.isPending}
          error={save.error}
          onConfirm={() =>
            save.mutate(
              { name, document: pending },
              {
                onSuccess: () => {
                  setStored({ ...stored, ...pending });
                  setPending(null);
                },
              },
            )
          }
          onClose={() => setPending(null)}
        />
      )}
      {save.error && !pending && <Alert severity="error">{ofError(save.error)}</Alert>}
    </Stack>
  );
}
