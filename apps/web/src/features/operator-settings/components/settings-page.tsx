import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { AreaError } from '../../../shared/console/area-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useSettingsDocument, type SettingsDocument } from '../api/settings-calls';
import { SettingsEditor } from './settings-editor';

/** /operator/settings (issue 20 item 6): the settings flags and the site options documents. */
export function SettingsPage() {
  const { t } = useTranslation('operator-settings');
  const [name, setName] = useState<SettingsDocument>('flags');
  const answer = useSettingsDocument(name);
  return (
    <Stack spacing={2}>
      <Tabs value={name} onChange={(_e, next: SettingsDocument) => setName(next)}>
        <Tab value="flags" label={t('documents.flags')} />
        <Tab value="options" label={t('documents.options')} />
      </Tabs>
      {answer.error ? (
        <AreaError error={answer.error} onRetry={() => void answer.refetch()} />
      ) : answer.data ? (
        <SettingsEditor key={name} name={name} document={answer.data.document} />
      ) : (
        <PageLoading />
      )}
    </Stack>
  );
}
