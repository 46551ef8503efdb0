import i18n from 'i18next';
import type { MoneyExportFormat } from '@parking/domain/staff/money-contracts';
import { getToken } from '../../../shared/auth/auth-state';
import { cityApiUrl } from '../../../shared/http/api-client';
import { ApiError } from '../../../shared/http/api-error';
import type { ReportFilter } from './money-calls';

/** The refusal of a file call: its envelope when it sent one, UnknownError otherwise. */
async function refusalOf(response: Response): Promise<ApiError> {
  const envelope = (await response.json().catch(() => ({}))) as { errorName?: string; errorMessage?: string };
  return new ApiError(
    envelope.errorName ?? 'UnknownError',
    envelope.errorMessage ?? `HTTP ${response.status}`,
    response.status,
  );
}

/**
 * GET /api/operator/money/report/export: the report with the page's filters as a file. The
 * operator's token goes in the header (never in a link, where it would sit in the history and
 * the server's logs), so the file is fetched and handed to the browser as a download.
 */
export async function downloadMoneyReport(filter: ReportFilter, format: MoneyExportFormat): Promise<void> {
  const query = new URLSearchParams({ ...filter, format, lang: i18n.language || 'ru' });
  const token = getToken('operator');
  const response = await fetch(cityApiUrl(`/api/operator/money/report/export?${query}`), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw await refusalOf(response);
  const url = URL.createObjectURL(await response.blob());
  const name = `money-report-${filter.from}-${filter.to}-${filter.groupBy}.${format}`;
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  URL.revokeObjectURL(url);
}
