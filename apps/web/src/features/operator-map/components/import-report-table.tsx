import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { MapImportProblem, MapImportReport } from '@parking/domain/staff/map-admin-contracts';
import { PagedTable, type Column } from '../../../shared/console/paged-table';

/** A refused import: every bad feature with its line, so the file can be fixed and sent again. */
export function ImportReportTable({ report }: { report: MapImportReport }) {
  const { t } = useTranslation('operator-map');
  const columns: Column<MapImportProblem>[] = [
    { key: 'line', label: t('report.line'), render: (p) => p.line, align: 'right' },
    {
      key: 'feature',
      label: t('report.feature'),
      render: (p) => (p.featureIndex === null ? t('report.file') : `#${p.featureIndex + 1} ${p.code ?? ''}`),
    },
    { key: 'reason', label: t('report.reason'), render: (p) => t(`reasons.${p.reason}`) },
    { key: 'detail', label: t('report.detail'), render: (p) => p.detail },
  ];
  return (
    <Stack spacing={2}>
      <Alert severity="error">
        {t('report.summary', { count: report.problemCount, features: report.features })}
      </Alert>
      <PagedTable
        label={t('report.title')}
        columns={columns}
        rows={report.problems}
        rowKey={(p) => `${p.line}-${p.featureIndex}-${p.reason}-${p.detail}`}
      />
    </Stack>
  );
}
