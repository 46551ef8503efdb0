import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/console/confirm-dialog';
import { useConsoleMutation } from '../../../shared/console/use-console-mutation';
import { FileChoiceButton } from '../../../shared/console/file-choice-button';
import { useErrorText } from '../../../shared/console/use-error-text';
import { applyMapImport, previewMapImport, reportOf } from '../api/map-import';
import { MAP_KEY } from '../api/map-objects';
import { ImportPreview } from './import-preview';
import { ImportReportTable } from './import-report-table';

/**
 * GeoJSON import in two steps: the file goes to the preview (nothing changes), the operator
 * looks at the counts, the map and the list, then applies it, asked first since it can remove
 * objects. A stale preview (PreviewOutdated) asks to preview again.
 */
export function MapImportPanel() {
  const { t } = useTranslation(['operator-map', 'console']);
  const { ofError } = useErrorText();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = useMutation({ mutationFn: previewMapImport });
  const apply = useConsoleMutation(MAP_KEY, applyMapImport);
  const report = reportOf(preview.error);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    apply.reset();
    preview.mutate(text);
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('import.hint')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FileChoiceButton
          label={t('import.choose')}
          accept=".geojson,.json,application/geo+json,application/json"
          loading={preview.isPending}
          onFile={(chosen) => void choose(chosen)}
        />
        <Typography noWrap>{file?.name ?? t('import.noFile')}</Typography>
      </Stack>
      {report && <ImportReportTable report={report} />}
      {preview.error && !report && <Alert severity="error">{ofError(preview.error)}</Alert>}
      {apply.isSuccess && (
        <Alert severity="success">
          {t('import.applied', { ...apply.data.counts, version: apply.data.mapVersion })}
        </Alert>
      )}
      {preview.data && file && !apply.isSuccess && (
        <>
          <ImportPreview preview={preview.data.preview} text={file.text} />
          <Stack direction="row" spacing={2}>
            <Button variant="contained" color="warning" onClick={() => setConfirming(true)}>
              {t('import.apply')}
            </Button>
          </Stack>
        </>
      )}
      {confirming && preview.data && file && (
        <ConfirmDialog
          title={t('import.confirmTitle')}
          question={t('import.confirmQuestion', preview.data.preview.counts)}
          confirmText={t('import.apply')}
          pending={apply.isPending}
          error={apply.error}
          onConfirm={() =>
            apply.mutate(
              { text: file.text, digest: preview.data.preview.digest },
              { onSuccess: () => setConfirming(false) },
            )
          }
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
