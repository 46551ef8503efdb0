import type { FineImportFormat, FineImportReport } from '@parking/domain/fines/fine-import-contracts';
import { ApiError } from '../../../shared/http/api-error';
import { apiCall } from '../../../shared/http/api-client';

type Answer = Record<string, unknown>;

/** The report wherever the answer carries it: in `report`, in `result`, or as the answer itself. */
export function reportOf(answer: Answer | undefined): FineImportReport | null {
  for (const candidate of [answer?.report, answer?.result, answer])
    if (candidate && typeof candidate === 'object' && 'accepted' in candidate)
      return candidate as FineImportReport;
  return null;
}

/**
 * POST /api/operator/fines/import: format and the file's text. A file with bad rows is refused
 * whole; its report (the bad rows) comes back either way and is what the page shows.
 */
export async function importFines(format: FineImportFormat, text: string): Promise<FineImportReport> {
  try {
    const answer = await apiCall<Answer>('POST', '/api/operator/fines/import', {
      token: 'operator',
      body: { format, text },
    });
    const report = reportOf(answer);
    if (!report) throw new ApiError('UnknownError', 'No report', 200);
    return report;
  } catch (error) {
    const report = error instanceof ApiError ? reportOf(error.body) : null;
    if (report) return report;
    throw error;
  }
}
