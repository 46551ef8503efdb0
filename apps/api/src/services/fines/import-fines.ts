/**
 * importFines(city, source, { lang }) — the fines importer (issue 7 item 1). CONTRACT:
 *
 *   importFines(city: CityContext,
 *               source: { format: 'json' | 'csv'; text: string },
 *               opts: { lang: Language; via?: 'file' | 'http'; signal?: AbortSignal;
 *                       allowHosts?: string[] })
 *     : Promise<FineImportReport>   // @parking/domain/fines/fine-import-contracts
 *
 * - Formats: see the top of packages/domain/src/fines/fine-import-contracts.ts (JSON rows or CSV
 *   with a header; exact fields there). Every row is validated with zod first.
 * - ALL OR NOTHING: if any row is bad (a field, a duplicate uin in the file, a picture that is no
 *   image), nothing is written and the report has accepted: false and problems [{row, field,
 *   problem, message}] (row 1-based, 0 = the file itself, e.g. bad JSON or a missing CSV column;
 *   problem an error name; message in opts.lang). Otherwise every row is written in ONE
 *   transaction: accepted: true, created + updated = rows.
 * - A uin already stored is updated (status, sums, place, picture...), never duplicated. A row
 *   without a picture keeps the stored one.
 * - A picture URL is fetched through integrations/outbound/safe-fetch.ts: public addresses only
 *   (after DNS, on every redirect, at most 3), cut at 2 MB. A refused one is FinePictureInvalid.
 *   opts.allowHosts (OUTBOUND_ALLOW_HOSTS) lets local stand-ins through; the data never can.
 * - It never throws for bad file content; it throws only for a database failure. A caller (the
 *   operator route) answers accepted: false as an error envelope FineImportInvalid (400) with the
 *   report beside, or as it sees fit; `source` should be parsed with FineImportSourceSchema first.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import type { z } from 'zod';
import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import { isErrorName, type ErrorName } from '@parking/domain/errors/error-names';
import {
  FINE_CSV_COLUMNS,
  FINE_IMPORT_MAX_ROWS,
  FineCsvRowSchema,
  FineJsonRowSchema,
  type FineImportFormat,
  type FineImportProblem,
  type FineImportReport,
  type FineImportRow,
  type FineImportSource,
} from '@parking/domain/fines/fine-import-contracts';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';
import { fineRows, type FineSourceKind, type StoredPicture } from '../../db/fines/fine-rows.ts';
import { resolvePicture, type PictureFetchOptions } from './fine-picture.ts';

export interface ImportOptions {
  lang: Language;
  /** Which importer writes (kept on the row); 'file' by default. */
  via?: FineSourceKind;
  signal?: AbortSignal;
  /**
   * Hosts a picture URL may reach on a loopback or private address (OUTBOUND_ALLOW_HOSTS); none
   * by default. Never taken from the imported data.
   */
  allowHosts?: readonly string[];
  /** The staff member importing a file: the import is then audited in its transaction. */
  actor?: StaffActor;
}

/** The CSV columns a file must have (the rest are optional). */
const REQUIRED_CSV_COLUMNS = ['uin', 'date', 'total', 'grz', 'place', 'type', 'provider', 'status'] as const;
const PICTURE_CONCURRENCY = 4;

class Problems {
  readonly list: FineImportProblem[] = [];
  constructor(private readonly lang: Language) {}
  add(row: number, field: string, problem: string): void {
    const name: ErrorName = isErrorName(problem) ? problem : 'InvalidFormat';
    this.list.push({ row, field, problem: name, message: ERROR_MESSAGES[name][this.lang] });
  }
  addIssues(row: number, issues: z.core.$ZodIssue[]): void {
    for (const issue of issues) this.add(row, issue.path.map(String).join('.'), issue.message);
  }
}

/** Raw rows of a file: a list of values to validate (JSON elements or CSV records by column). */
function rawRows(source: FineImportSource, problems: Problems): unknown[] | null {
  if (source.format === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(source.text);
    } catch {
      problems.add(0, '', 'InvalidFormat');
      return null;
    }
    const rows = Array.isArray(value)
      ? value
      : value && typeof value === 'object' && Array.isArray((value as { fines?: unknown }).fines)
        ? (value as { fines: unknown[] }).fines
        : null;
    if (!rows) problems.add(0, '', 'InvalidFormat');
    return rows;
  }
  let records: string[][];
  try {
    records = parseCsv(source.text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    problems.add(typeof line === 'number' ? Math.max(0, line - 1) : 0, '', 'InvalidFormat');
    return null;
  }
  const [header, ...data] = records;
  if (!header) {
    problems.add(0, '', 'RequiredField');
    return null;
  }
  const columns = header.map((h) => h.trim().toLowerCase());
  const known = FINE_CSV_COLUMNS as readonly string[];
  columns.forEach((c, i) => {
    if (!known.includes(c) || columns.indexOf(c) !== i) problems.add(0, c || `#${i + 1}`, 'InvalidFormat');
  });
  for (const c of REQUIRED_CSV_COLUMNS) if (!columns.includes(c)) problems.add(0, c, 'RequiredField');
  if (problems.list.length > 0) return null;
  return data.map((cells, i) => {
    if (cells.length !== columns.length) {
      problems.add(i + 1, '', 'InvalidFormat');
      return null;
    }
    return Object.fromEntries(columns.map((c, j) => [c, cells[j]]));
  });
}

async function resolvePictures(
  rows: FineImportRow[],
  problems: Problems,
  fetchOptions: PictureFetchOptions,
): Promise<(StoredPicture | null)[]> {
  const pictures: (StoredPicture | null)[] = rows.map(() => null);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const i = next++;
      const input = rows[i]!.picture;
      if (!input) continue;
      const picture = await resolvePicture(input, fetchOptions);
      if (picture) pictures[i] = picture;
      else problems.add(i + 1, 'picture', 'FinePictureInvalid');
    }
  };
  await Promise.all(Array.from({ length: PICTURE_CONCURRENCY }, worker));
  return pictures;
}

const report = (format: FineImportFormat, rows: number, problems: Problems): FineImportReport => ({
  accepted: false,
  format,
  rows,
  created: 0,
  updated: 0,
  problems: [...problems.list].sort((a, b) => a.row - b.row),
});

export async function importFines(
  city: CityContext,
  source: FineImportSource,
  opts: ImportOptions,
): Promise<FineImportReport> {
  const problems = new Problems(opts.lang);
  const raw = rawRows(source, problems);
  if (!raw) return report(source.format, 0, problems);
  if (raw.length > FINE_IMPORT_MAX_ROWS) {
    problems.add(0, '', 'PayloadTooLarge');
    return report(source.format, raw.length, problems);
  }
  const schema = source.format === 'json' ? FineJsonRowSchema : FineCsvRowSchema;
  const rows: FineImportRow[] = [];
  const seen = new Map<string, number>();
  raw.forEach((value, i) => {
    if (value === null) return; // a CSV record with the wrong number of cells: reported already
    const parsed = schema.safeParse(value);
    if (!parsed.success) return problems.addIssues(i + 1, parsed.error.issues);
    if (seen.has(parsed.data.uin)) problems.add(i + 1, 'uin', 'FineUinDuplicate');
    seen.set(parsed.data.uin, i + 1);
    rows.push(parsed.data);
  });
  if (problems.list.length > 0) return report(source.format, raw.length, problems);
  const pictures = await resolvePictures(rows, problems, {
    signal: opts.signal,
    allowHosts: opts.allowHosts,
  });
  if (problems.list.length > 0) return report(source.format, raw.length, problems);

  const via = opts.via ?? 'file';
  const upsertAll = async (tx: Db) => {
    let created = 0;
    for (const [i, row] of rows.entries()) {
      if ((await fineRows.upsert(tx, row, pictures[i] ?? null, via)) === 'created') created += 1;
    }
    return { created, updated: rows.length - created };
  };
  // a staff member's file is audited (its counts and uins); the scheduled pull is not staff's
  const counts = opts.actor
    ? await recordStaffChange(city, opts.actor, async (tx) => {
        const done = await upsertAll(tx);
        const after = { format: source.format, ...done, uins: rows.map((r) => r.uin) };
        return { action: 'fines.import', entity: 'fines', entityId: '', before: null, after, result: done };
      })
    : await city.db.transaction(upsertAll);
  return { accepted: true, format: source.format, rows: rows.length, ...counts, problems: [] };
}
