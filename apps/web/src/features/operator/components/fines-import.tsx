import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FineImportFormat } from '@parking/domain/fines/fine-import-contracts';
import { errorNameOf } from '../../../shared/http/error-name';
import { importFines } from '../api/import-fines';

// The domain's FINE_IMPORT_FORMATS, typed against it: importing the module itself would bring
// its row schemas (plate and document rules) into a chunk that only uploads text.
const FORMATS = ['json', 'csv'] as const satisfies readonly FineImportFormat[];

const formatOf = (name: string): FineImportFormat => (/\.csv$/i.test(name) ? 'csv' : 'json');

/** The fines import: a JSON or CSV file, uploaded whole; the report of bad rows or the count. */
export function FinesImport() {
  const { t } = useTranslation(['operator', 'errors']);
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<FineImportFormat>('json');
  const upload = useMutation({
    mutationFn: async ({ file, format }: { file: File; format: FineImportFormat }) =>
      importFines(format, await file.text()),
  });
  const report = upload.data;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label={t('import.title')}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('import.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('import.hint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {t('import.choose')}
            <input
              hidden
              type="file"
              accept=".json,.csv,application/json,text/csv"
              data-testid="fines-file"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                if (chosen) setFormat(formatOf(chosen.name));
                upload.reset();
              }}
            />
          </Button>
          <Typography sx={{ overflowWrap: 'anywhere', flex: 1 }}>
            {file?.name ?? t('import.noFile')}
          </Typography>
          <TextField
            select
            size="small"
            label={t('import.format')}
            value={format}
            onChange={(event) => setFormat(event.target.value as FineImportFormat)}
            sx={{ minWidth: 120 }}
          >
            {FORMATS.map((f) => (
              <MenuItem key={f} value={f}>
                {f.toUpperCase()}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={!file}
            loading={upload.isPending}
            onClick={() => file && upload.mutate({ file, format })}
          >
            {t('import.submit')}
          </Button>
        </Stack>
        {upload.isError && (
          <Alert severity="error">
            {t(`errors:${errorNameOf(upload.error)}`, { defaultValue: t('import.readError') })}
          </Alert>
        )}
        {report?.accepted && (
          <Alert severity="success">
            {t('import.done', { count: report.rows, created: report.created, updated: report.updated })}
          </Alert>
        )}
        {report && !report.accepted && (
          <Stack spacing={1}>
            <Alert severity="error">{t('import.rejected')}</Alert>
            <TableContainer sx={{ maxHeight: 360 }}>
              <Table size="small" stickyHeader aria-label={t('import.rejected')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('import.row')}</TableCell>
                    <TableCell>{t('import.field')}</TableCell>
                    <TableCell>{t('import.problem')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.problems.map((problem, index) => (
                    <TableRow key={index}>
                      <TableCell>{problem.row === 0 ? t('import.wholeFile') : problem.row}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{problem.field || '—'}</TableCell>
                      <TableCell>
                        {problem.message || t(`errors:${problem.problem}`, { defaultValue: problem.problem })}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
