import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { OBJECT_TYPES, PARKING_CATEGORIES } from '../contracts/map-info.ts';
import { ErrorEnvelopeSchema, okEnvelope } from '../envelope.ts';
import { StaffPageFields, StaffSearchField } from './staff-contracts.ts';

/**
 * Zones and map objects in the staff console (issue 20 item 3), under /api/operator/map: the
 * object table, one object's form, and the GeoJSON export and import (preview, then apply).
 *
 * The GeoJSON file is a FeatureCollection with [lng, lat] coordinates and the seeds' feature
 * properties (objecttype, category, code, name, address, freeparking, zone, spaces) plus
 * `active`. Zones travel in the same file as features of objecttype 'zone' with no geometry
 * (properties code = zonenumber, name, name_en, sortorder): zones have no shape of their own,
 * the map draws them through their parkings. Their tariffs are not in the file (tariffs area).
 */

/** The biggest GeoJSON file an import takes (the biggest demo city's export is about 9 MB). */
export const MAP_IMPORT_MAX_BYTES = 30 * 1024 * 1024;

/** What a GeoJSON file's features may be: a zone or one of the map's object types. */
export const MAP_FILE_TYPES = ['zone', ...OBJECT_TYPES] as const;
export type MapFileType = (typeof MAP_FILE_TYPES)[number];

/** Why a feature of an import was refused; the console translates `mapImport:{reason}`. */
export const MAP_IMPORT_REASONS = [
  /** The text is not JSON (line and column of the first syntax error). */
  'NotJson',
  /** The top level is not { "type": "FeatureCollection", "features": [...] }. */
  'NotFeatureCollection',
  /** An element of features is not { "type": "Feature", "properties": {...}, "geometry": ... }. */
  'NotFeature',
  'UnknownObjecttype',
  'MissingCode',
  /** The same code twice among zones, or twice among map objects. */
  'DuplicateCode',
  /** Geometry type, coordinate count or range, or an unclosed polygon ring. */
  'BadGeometry',
  /** The zone a feature names is neither in the file nor kept in the city. */
  'UnknownZone',
  /** A removed zone still named by an object the import keeps. */
  'ZoneInUse',
  'BadCategory',
  /** A parking must have a category. */
  'CategoryRequired',
  /** spaces: total, free, fordisabled non-negative integers, free and fordisabled at most total. */
  'BadSpaces',
  /** Any other property of the wrong type or length (name, address, freeparking, active, ...). */
  'BadProperty',
] as const;
export type MapImportReason = (typeof MAP_IMPORT_REASONS)[number];

/**
 * One bad feature: its 1-based line in the file (where the feature's `{` is; for a file-level
 * problem the line of the fault or 1), its index in features (null for the file as a whole),
 * its code when it has one, the reason and a detail in English naming the property.
 */
export const MapImportProblemSchema = z.object({
  line: z.number().int(),
  featureIndex: z.number().int().nullable(),
  code: z.string().nullable(),
  reason: z.enum(MAP_IMPORT_REASONS),
  detail: z.string(),
});
export type MapImportProblem = z.infer<typeof MapImportProblemSchema>;

/** The refusal report: every problem found (at most 1,000 listed; problemCount counts all). */
export const MapImportReportSchema = z.object({
  features: z.number().int(),
  problemCount: z.number().int(),
  problems: z.array(MapImportProblemSchema),
});
export type MapImportReport = z.infer<typeof MapImportReportSchema>;

const FileText = z
  .string({ error: 'RequiredField' })
  .min(1, 'RequiredField')
  .max(MAP_IMPORT_MAX_BYTES, 'GeoJsonInvalid');

/** POST /api/operator/map/import/preview: the GeoJSON file's text. */
export const MapImportPreviewRequestSchema = z.object({ text: FileText });
export type MapImportPreviewRequest = z.input<typeof MapImportPreviewRequestSchema>;

/** POST /api/operator/map/import/apply: the same text and the digest its preview answered. */
export const MapImportApplyRequestSchema = z.object({
  text: FileText,
  digest: z.string({ error: 'RequiredField' }).trim().min(1, 'RequiredField').max(200, 'PreviewOutdated'),
});
export type MapImportApplyRequest = z.input<typeof MapImportApplyRequestSchema>;

export const MapImportEntrySchema = z.object({ code: z.string(), objecttype: z.enum(MAP_FILE_TYPES) });
export type MapImportEntry = z.infer<typeof MapImportEntrySchema>;

/** One changed property of a changed feature (field names as in the file: 'spaces.total', 'geometry'). */
export const MapFieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type MapFieldChange = z.infer<typeof MapFieldChangeSchema>;

export const MapImportCountsSchema = z.object({
  features: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
});
export type MapImportCounts = z.infer<typeof MapImportCountsSchema>;

/**
 * What an import would do. types: the types the file holds, whose full set it is (anything of
 * those types missing from the file is removed). digest: hand it back to apply unchanged.
 * The lists are cut at 1,000 entries each; counts count all.
 */
export const MapImportPreviewSchema = z.object({
  digest: z.string(),
  mapVersion: z.number().int(),
  types: z.array(z.enum(MAP_FILE_TYPES)),
  counts: MapImportCountsSchema,
  added: z.array(MapImportEntrySchema),
  changed: z.array(MapImportEntrySchema.extend({ fields: z.array(MapFieldChangeSchema) })),
  removed: z.array(MapImportEntrySchema),
});
export type MapImportPreview = z.infer<typeof MapImportPreviewSchema>;

export const MapImportPreviewAnswerSchema = okEnvelope({ preview: MapImportPreviewSchema });
export type MapImportPreviewAnswer = z.infer<typeof MapImportPreviewAnswerSchema>;

/** The applied import: what it did and the map version the drivers' map now has. */
export const MapImportApplyAnswerSchema = okEnvelope({
  counts: MapImportCountsSchema,
  mapVersion: z.number().int(),
});
export type MapImportApplyAnswer = z.infer<typeof MapImportApplyAnswerSchema>;

/** GeoJsonInvalid carries the report; other refusals (RequiredField, PreviewOutdated) have none. */
export const MapImportRefusalSchema = ErrorEnvelopeSchema.extend({
  report: MapImportReportSchema.optional(),
});
export type MapImportRefusal = z.infer<typeof MapImportRefusalSchema>;

/** One row of the console's object table and the edit form's starting values. */
export const MapObjectItemSchema = z.object({
  code: z.string(),
  objecttype: z.enum(OBJECT_TYPES),
  category: z.enum(PARKING_CATEGORIES).nullable(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  freeparking: z.boolean(),
  zonenumber: z.string().nullable(),
  spaces: z
    .object({ total: z.number().int(), free: z.number().int(), fordisabled: z.number().int() })
    .nullable(),
  active: z.boolean(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type MapObjectItem = z.infer<typeof MapObjectItemSchema>;

/**
 * GET /api/operator/map/objects?q=&objecttype=&active=&page=&pageSize=: q matches code, name
 * or address; objecttype and active ('true', 'false') narrow when given.
 */
export const MapObjectListQuerySchema = z.object({
  q: StaffSearchField,
  objecttype: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(OBJECT_TYPES, { error: 'ValidationError' }).optional(),
  ),
  active: z.preprocess(
    (v) => (v === '' ? undefined : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'ValidationError' }).optional(),
  ),
  ...StaffPageFields,
});
export type MapObjectListQuery = z.input<typeof MapObjectListQuerySchema>;
export const MapObjectListAnswerSchema = okEnvelope({
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(MapObjectItemSchema),
});
export type MapObjectListAnswer = z.infer<typeof MapObjectListAnswerSchema>;

export const MapObjectCodeParamsSchema = z.object({
  code: z.string({ error: 'MapObjectNotFound' }).min(1, 'MapObjectNotFound').max(64, 'MapObjectNotFound'),
});

const SpacesCount = formNumber(z.number({ error: 'ValidationError' }).int().min(0).max(100_000));
const formBoolean = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'ValidationError' }),
);

/**
 * PUT /api/operator/map/objects/:code: any of category (null clears it; a parking must keep
 * one), spacesTotal and spacesFordisabled (both numbers, or both null to clear the spaces;
 * fordisabled at most total; free is the live count and is cut to the new total), active
 * (false hides the object from the drivers' map).
 */
export const MapObjectEditRequestSchema = z
  .object({
    category: z.enum(PARKING_CATEGORIES, { error: 'ValidationError' }).nullable().optional(),
    spacesTotal: SpacesCount.nullable().optional(),
    spacesFordisabled: SpacesCount.nullable().optional(),
    active: formBoolean.optional(),
  })
  .refine((v) => v.category !== undefined || v.spacesTotal !== undefined || v.active !== undefined, {
    message: 'RequiredField',
  })
  .refine((v) => (v.spacesTotal === null) === (v.spacesFordisabled === null), {
    message: 'ValidationError',
    path: ['spacesFordisabled'],
  })
  .refine((v) => (v.spacesTotal === undefined) === (v.spacesFordisabled === undefined), {
    message: 'ValidationError',
    path: ['spacesFordisabled'],
  })
  .refine(
    (v) => v.spacesTotal == null || v.spacesFordisabled == null || v.spacesFordisabled <= v.spacesTotal,
    {
      message: 'ValidationError',
      path: ['spacesFordisabled'],
    },
  );
export type MapObjectEditRequest = z.input<typeof MapObjectEditRequestSchema>;

export const MapObjectAnswerSchema = okEnvelope({ object: MapObjectItemSchema });
export type MapObjectAnswer = z.infer<typeof MapObjectAnswerSchema>;
