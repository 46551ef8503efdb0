import { z } from 'zod';
import { normalizeDocumentNumber } from '../profile/document-rules.ts';
import { guessNumberFormat, normalizePlate } from '../profile/plate-rules.ts';
import { FineUinSchema, parseFineStatus, type FineStatus } from './fine-contracts.ts';

/**
 * The fines import formats (issue 7 item 1): what a fines source (a file an operator uploads, or
 * the HTTP source the server pulls) hands us. Two spellings of one row:
 *
 * JSON: an array of rows, or `{ "fines": [rows] }`. A row:
 *   { "uin": "18810159230101000017",               20 or 25 digits, unique per city
 *     "date": "2025-03-01T09:15:00+05:00",          ISO 8601 with Z or an offset (required)
 *     "start": "…", "end": "…",                     optional: the recording interval (ISO as date)
 *     "sums": { "total": 150000,                    kopecks, > 0
 *               "paid": 0,                          kopecks, optional (0), at most total
 *               "discount": 75000,                  kopecks, optional, at most total
 *               "discountUntil": "…" },             ISO, optional; only with discount
 *     "sts": "59 АВ 123456",                        optional; spaces and case do not matter
 *     "grz": "А123ВС159",                           the plate (required); Latin look-alikes ok
 *     "place": "ул. Ленина, 50"                     text, or { "text", "zone", "lat", "lon" }
 *     "type": "ст. 8.30 КоАП ПК", "provider": "…",  the offence and who issued it (required)
 *     "status": "issued",                           FINE_STATUSES in any case, '-'/'_' allowed
 *     "picture": "iVBORw0…" }                       optional: base64, a data: URL, or http(s) URL
 *
 * CSV (RFC 4180, comma, UTF-8, header row required, column order free, empty cell = absent):
 *   uin,date,start,end,total,paid,discount,discount_until,sts,grz,place,zone,lat,lon,type,
 *   provider,status,picture
 *
 * Re-importing a uin updates that fine (status, sums, picture, ...): the uin is the key.
 */

/** The CSV header names, in the documented order. */
export const FINE_CSV_COLUMNS = [
  'uin',
  'date',
  'start',
  'end',
  'total',
  'paid',
  'discount',
  'discount_until',
  'sts',
  'grz',
  'place',
  'zone',
  'lat',
  'lon',
  'type',
  'provider',
  'status',
  'picture',
] as const;
export type FineCsvColumn = (typeof FINE_CSV_COLUMNS)[number];

/** Rows per import at most; a bigger file is refused whole. */
export const FINE_IMPORT_MAX_ROWS = 10_000;
/** A decoded picture at most (bytes). */
export const FINE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** An instant with an explicit zone, to ISO 8601 UTC. */
export const FineInstantSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .min(1, 'RequiredField')
  .refine((s) => ISO_WITH_ZONE.test(s) && !Number.isNaN(Date.parse(s)), 'InvalidFormat')
  .transform((s) => new Date(s).toISOString());

const Kopecks = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: 'ItNeedToBeANumber' })
    .int('ItNeedToBeANumber')
    .min(0, 'InvalidFormat')
    .max(100_000_000_00, 'InvalidFormat'),
);

const Coordinate = (limit: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: 'ItNeedToBeANumber' }).min(-limit, 'InvalidFormat').max(limit, 'InvalidFormat'),
  );

const Text = (max: number) =>
  z.string({ error: 'RequiredField' }).trim().min(1, 'RequiredField').max(max, 'InvalidFormat');

const GrzSchema = Text(16)
  .transform((raw) => normalizePlate(raw, guessNumberFormat(raw)))
  .refine((p) => /^[\p{L}\d]{1,12}$/u.test(p), 'InvalidFormat');

const StsSchema = z
  .string({ error: 'InvalidFormat' })
  .transform(normalizeDocumentNumber)
  .refine((s) => s === '' || /^[\p{L}\d]{6,12}$/u.test(s), 'InvalidFormat');

const StatusSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .min(1, 'RequiredField')
  .transform((s, ctx): FineStatus => {
    const status = parseFineStatus(s);
    if (status) return status;
    ctx.addIssue({ code: 'custom', message: 'InvalidFormat' });
    return z.NEVER;
  });

const ZoneSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.string({ error: 'InvalidFormat' }).trim().max(32, 'InvalidFormat'),
);

/**
 * A picture as the source gives it: base64 (a data: URL's content type wins; plain base64 is
 * sniffed by the importer), or an http(s) URL the importer downloads. Not decoded here.
 */
export type FinePictureInput =
  { kind: 'base64'; contentType: string | null; base64: string } | { kind: 'url'; url: string };

const PictureSchema = z
  .string({ error: 'InvalidFormat' })
  .trim()
  .transform((s, ctx): FinePictureInput | null => {
    if (s === '') return null;
    if (/^https?:\/\//i.test(s)) {
      if (!URL.canParse(s)) ctx.addIssue({ code: 'custom', message: 'InvalidFormat' });
      return { kind: 'url', url: s };
    }
    const data = /^data:(image\/[a-z0-9.+-]+);base64,(.*)$/is.exec(s);
    const base64 = (data ? data[2]! : s).replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 === 1) {
      ctx.addIssue({ code: 'custom', message: 'FinePictureInvalid' });
      return z.NEVER;
    }
    if ((base64.length * 3) / 4 > FINE_PICTURE_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', message: 'FinePictureInvalid' });
      return z.NEVER;
    }
    return { kind: 'base64', contentType: data ? data[1]!.toLowerCase() : null, base64 };
  });

/** One imported fine after validation: what the store writes. Instants ISO 8601 UTC. */
export interface FineImportRow {
  uin: string;
  date: string;
  start: string | null;
  end: string | null;
  totalSum: number;
  paidSum: number;
  discountSum: number | null;
  discountUntil: string | null;
  sts: string;
  grz: string;
  place: string;
  zone: string | null;
  lat: number | null;
  lon: number | null;
  type: string;
  provider: string;
  status: FineStatus;
  picture: FinePictureInput | null;
}

/** Empty cells and nulls mean absent. */
const opt = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** Checks that hold across fields, reported on the later field. */
function crossCheck(
  row: FineImportRow,
  ctx: z.RefinementCtx,
  names: { paid: string; discount: string; end: string; discountUntil: string },
) {
  if (row.paidSum > row.totalSum)
    ctx.addIssue({ code: 'custom', message: 'InvalidFormat', path: names.paid.split('.') });
  if (row.discountSum !== null && row.discountSum > row.totalSum)
    ctx.addIssue({ code: 'custom', message: 'InvalidFormat', path: names.discount.split('.') });
  if (row.discountUntil !== null && row.discountSum === null)
    ctx.addIssue({ code: 'custom', message: 'RequiredField', path: names.discount.split('.') });
  if (row.start && row.end && row.end < row.start)
    ctx.addIssue({ code: 'custom', message: 'InvalidFormat', path: names.end.split('.') });
}

const PlaceObjectSchema = z.object({
  text: Text(500),
  zone: opt(ZoneSchema),
  lat: opt(Coordinate(90)),
  lon: opt(Coordinate(180)),
});

/** A row of the JSON format (see the top of this file). */
export const FineJsonRowSchema = z
  .object(
    {
      uin: FineUinSchema,
      date: FineInstantSchema,
      start: opt(FineInstantSchema),
      end: opt(FineInstantSchema),
      sums: z.object(
        {
          total: Kopecks.refine((k) => k > 0, 'InvalidFormat'),
          paid: opt(Kopecks),
          discount: opt(Kopecks),
          discountUntil: opt(FineInstantSchema),
        },
        { error: 'RequiredField' },
      ),
      sts: opt(StsSchema),
      grz: GrzSchema,
      place: z.union(
        [
          Text(500).transform((text) => ({ text, zone: undefined, lat: undefined, lon: undefined })),
          PlaceObjectSchema,
        ],
        {
          error: 'RequiredField',
        },
      ),
      type: Text(300),
      provider: Text(300),
      status: StatusSchema,
      picture: opt(PictureSchema),
    },
    { error: 'InvalidFormat' },
  )
  .transform((r): FineImportRow => ({
    uin: r.uin,
    date: r.date,
    start: r.start ?? null,
    end: r.end ?? null,
    totalSum: r.sums.total,
    paidSum: r.sums.paid ?? 0,
    discountSum: r.sums.discount ?? null,
    discountUntil: r.sums.discountUntil ?? null,
    sts: r.sts ?? '',
    grz: r.grz,
    place: r.place.text,
    zone: r.place.zone || null,
    lat: r.place.lat ?? null,
    lon: r.place.lon ?? null,
    type: r.type,
    provider: r.provider,
    status: r.status,
    picture: r.picture ?? null,
  }))
  .superRefine((row, ctx) =>
    crossCheck(row, ctx, {
      paid: 'sums.paid',
      discount: 'sums.discount',
      end: 'end',
      discountUntil: 'sums.discountUntil',
    }),
  );

/** A data row of the CSV format, keyed by its header names (cells are strings). */
export const FineCsvRowSchema = z
  .object({
    uin: FineUinSchema,
    date: FineInstantSchema,
    start: opt(FineInstantSchema),
    end: opt(FineInstantSchema),
    total: Kopecks.refine((k) => k > 0, 'InvalidFormat'),
    paid: opt(Kopecks),
    discount: opt(Kopecks),
    discount_until: opt(FineInstantSchema),
    sts: opt(StsSchema),
    grz: GrzSchema,
    place: Text(500),
    zone: opt(ZoneSchema),
    lat: opt(Coordinate(90)),
    lon: opt(Coordinate(180)),
    type: Text(300),
    provider: Text(300),
    status: StatusSchema,
    picture: opt(PictureSchema),
  })
  .transform((r): FineImportRow => ({
    uin: r.uin,
    date: r.date,
    start: r.start ?? null,
    end: r.end ?? null,
    totalSum: r.total,
    paidSum: r.paid ?? 0,
    discountSum: r.discount ?? null,
    discountUntil: r.discount_until ?? null,
    sts: r.sts ?? '',
    grz: r.grz,
    place: r.place,
    zone: r.zone || null,
    lat: r.lat ?? null,
    lon: r.lon ?? null,
    type: r.type,
    provider: r.provider,
    status: r.status,
    picture: r.picture ?? null,
  }))
  .superRefine((row, ctx) =>
    crossCheck(row, ctx, { paid: 'paid', discount: 'discount', end: 'end', discountUntil: 'discount_until' }),
  );

export const FINE_IMPORT_FORMATS = ['json', 'csv'] as const;
export type FineImportFormat = (typeof FINE_IMPORT_FORMATS)[number];

/** The source handed to importFines: the file's text and which format it is in. */
export const FineImportSourceSchema = z.object({
  format: z.enum(FINE_IMPORT_FORMATS, { error: 'InvalidFormat' }),
  text: z.string({ error: 'RequiredField' }).min(1, 'RequiredField'),
});
export type FineImportSource = z.output<typeof FineImportSourceSchema>;

/**
 * One problem of an import: the 1-based data row (the CSV line after the header, the JSON
 * array's element; 0 = the file as a whole), the field (a CSV column or a JSON path such as
 * 'sums.total'; '' = the whole row), the problem's error name and its text in the asked language.
 */
export const FineImportProblemSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  problem: z.string(),
  message: z.string(),
});
export type FineImportProblem = z.output<typeof FineImportProblemSchema>;

/**
 * The report of an import. accepted: every row was good and all were written in one
 * transaction (created + updated = rows); otherwise nothing was written and problems says why.
 */
export const FineImportReportSchema = z.object({
  accepted: z.boolean(),
  format: z.enum(FINE_IMPORT_FORMATS),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  problems: z.array(FineImportProblemSchema),
});
export type FineImportReport = z.output<typeof FineImportReportSchema>;
