import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import {
  downloadHistoryUrl,
  type ExportType,
  type OperationsFilter,
} from '@parking/domain/operations/operations-contracts';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../../shared/auth/auth-state';
import { getCurrentCity } from '../../../shared/city/current-city';

/**
 * Export the history as xls or pdf with the current filters: plain links to download-history/v1
 * carrying the token in the query (a link cannot send a header; document 2 §7).
 */
export function OperationsExport({ filter }: { filter: OperationsFilter }) {
  const { t, i18n } = useTranslation('operations');
  const base = getCurrentCity().apiUrl;
  const link = (type: ExportType) =>
    downloadHistoryUrl(base, filter, type, getToken('standard') ?? undefined, i18n.language);
  return (
    <Stack direction="row" spacing={1}>
      {(['xls', 'pdf'] as const).map((type) => (
        <Button
          key={type}
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          href={link(type)}
          download
        >
          {t(`export.${type}`)}
        </Button>
      ))}
    </Stack>
  );
}
