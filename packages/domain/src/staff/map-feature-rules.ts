import type { Geometry } from '../contracts/geometry.ts';
import {
  OBJECT_TYPES,
  PARKING_CATEGORIES,
  type ObjectType,
  type ParkingCategory,
} from '../contracts/map-info.ts';
import type { MapImportReason } from './map-admin-contracts.ts';

/**
 * The rules one feature of a map GeoJSON file must meet (map-admin-contracts.ts describes the
 * file). Pure, so the console could check a file before sending it; the API checks again.
 */

/** A zone as the file gives it (zones have no geometry). */
export interface MapFileZone {
  kind: 'zone';
  code: string;
  nameRu: string;
  nameEn: string;
  sortOrder: number;
}

/** A map object as the file gives it, [lng, lat] geometry. */
export interface MapFileObject {
  kind: 'object';
  objecttype: ObjectType;
  code: string;
  category: ParkingCategory | null;
  name: string | null;
  address: string | null;
  freeparking: boolean;
  zonenumber: string | null;
  /** free is the live count: taken for a new object, kept for an existing one. */
  spaces: { total: number; free: number | null; fordisabled: number } | null;
  active: boolean;
  geometry: Geometry;
}

export type MapFileFeature = MapFileZone | MapFileObject;
export interface FeatureProblem {
  reason: MapImportReason;
  detail: string;
}
export type FeatureCheck =
  { ok: true; feature: MapFileFeature } | { ok: false; code: string | null; problems: FeatureProblem[] };

const ZONE_NUMBER = /^[0-9A-Za-z-]{1,20}$/;
const TEXT_MAX = 500;
const SPACES_MAX = 100_000;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function position(p: unknown, where: string): string | null {
  if (
    !Array.isArray(p) ||
    p.length < 2 ||
    p.length > 3 ||
    !p.every((n) => typeof n === 'number' && Number.isFinite(n))
  ) {
    return `${where}: a position is [longitude, latitude]`;
  }
  const [lng, lat] = p as number[];
  if (lng! < -180 || lng! > 180) return `${where}: longitude ${lng} is outside -180..180`;
  if (lat! < -90 || lat! > 90) return `${where}: latitude ${lat} is outside -90..90`;
  return null;
}

function line(ps: unknown, where: string, min: number): string | null {
  if (!Array.isArray(ps) || ps.length < min) return `${where}: at least ${min} positions`;
  for (let i = 0; i < ps.length; i += 1) {
    const bad = position(ps[i], `${where}[${i}]`);
    if (bad) return bad;
  }
  return null;
}

/** Why a GeoJSON geometry is not one the map draws (Point, LineString, Polygon), or null. */
export function geometryProblem(g: unknown): string | null {
  if (!isRecord(g)) return 'geometry: an object with type and coordinates';
  const c = g.coordinates;
  switch (g.type) {
    case 'Point':
      return position(c, 'coordinates');
    case 'LineString':
      return line(c, 'coordinates', 2);
    case 'Polygon': {
      if (!Array.isArray(c) || c.length < 1) return 'coordinates: at least one ring';
      for (let r = 0; r < c.length; r += 1) {
        const ring: unknown = c[r];
        const bad = line(ring, `coordinates[${r}]`, 4);
        if (bad) return bad;
        const pts = ring as number[][];
        const [first, last] = [pts[0]!, pts[pts.length - 1]!];
        if (first[0] !== last[0] || first[1] !== last[1]) return `coordinates[${r}]: the ring is not closed`;
      }
      return null;
    }
    default:
      return `geometry.type ${JSON.stringify(g.type)}: Point, LineString or Polygon`;
  }
}

/** Copies only the members the map keeps, so a stored geometry carries nothing else. */
function cleanGeometry(g: Record<string, unknown>): Geometry {
  return { type: g.type, coordinates: g.coordinates } as Geometry;
}

function text(v: unknown, field: string, problems: FeatureProblem[], max = TEXT_MAX): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || v.length > max) {
    problems.push({ reason: 'BadProperty', detail: `${field}: text of at most ${max} characters or null` });
    return null;
  }
  return v;
}

function flag(v: unknown, field: string, fallback: boolean, problems: FeatureProblem[]): boolean {
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'boolean') problems.push({ reason: 'BadProperty', detail: `${field}: true or false` });
  return v === true;
}

const count = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= SPACES_MAX;

function spacesOf(v: unknown, problems: FeatureProblem[]): MapFileObject['spaces'] {
  if (v === undefined || v === null) return null;
  const bad = (detail: string) => (problems.push({ reason: 'BadSpaces', detail }), null);
  if (!isRecord(v)) return bad('spaces: { total, free, fordisabled } or null');
  const { total, free, fordisabled } = v;
  if (!count(total)) return bad(`spaces.total: an integer 0..${SPACES_MAX}`);
  if (!count(fordisabled)) return bad(`spaces.fordisabled: an integer 0..${SPACES_MAX}`);
  if (free !== undefined && free !== null && !count(free))
    return bad(`spaces.free: an integer 0..${SPACES_MAX}`);
  const s = {
    total: total as number,
    free: (free ?? null) as number | null,
    fordisabled: fordisabled as number,
  };
  if (s.fordisabled > s.total) return bad('spaces.fordisabled: more than spaces.total');
  if (s.free !== null && s.free > s.total) return bad('spaces.free: more than spaces.total');
  return s;
}

/** The zone a feature names: the seeds' { zonenumber, prices } (prices are ignored) or the number. */
function zoneOf(v: unknown, problems: FeatureProblem[]): string | null {
  if (v === undefined || v === null) return null;
  const number = isRecord(v) ? v.zonenumber : v;
  if (typeof number === 'string' && ZONE_NUMBER.test(number)) return number;
  problems.push({ reason: 'BadProperty', detail: 'zone: { "zonenumber": "..." }, a zone number or null' });
  return null;
}

function codeOf(p: Record<string, unknown>): string | null {
  const code = typeof p.code === 'number' && Number.isInteger(p.code) ? String(p.code) : p.code;
  return typeof code === 'string' && code.trim().length > 0 ? code.trim() : null;
}

function zoneFeature(p: Record<string, unknown>, code: string, problems: FeatureProblem[]): MapFileZone {
  if (!ZONE_NUMBER.test(code))
    problems.push({ reason: 'BadProperty', detail: 'code: a zone number is 1-20 of 0-9 A-Z a-z -' });
  const nameRu = text(p.name, 'name', problems, 200);
  const nameEn = text(p.name_en, 'name_en', problems, 200);
  if (!nameRu) problems.push({ reason: 'BadProperty', detail: 'name: a zone needs a name' });
  const sortOrder = p.sortorder ?? 0;
  if (!Number.isInteger(sortOrder) || Math.abs(sortOrder as number) > 1_000_000) {
    problems.push({ reason: 'BadProperty', detail: 'sortorder: an integer' });
  }
  return {
    kind: 'zone',
    code,
    nameRu: nameRu ?? '',
    nameEn: nameEn || nameRu || '',
    sortOrder: Number(sortOrder) || 0,
  };
}

/** Checks one element of features; every problem of the feature is reported, not just the first. */
export function checkMapFeature(raw: unknown): FeatureCheck {
  if (!isRecord(raw) || raw.type !== 'Feature' || !isRecord(raw.properties)) {
    return {
      ok: false,
      code: null,
      problems: [
        { reason: 'NotFeature', detail: 'a { "type": "Feature", "properties": {...}, "geometry": ... }' },
      ],
    };
  }
  const p = raw.properties;
  const problems: FeatureProblem[] = [];
  const code = codeOf(p);
  if (code === null) problems.push({ reason: 'MissingCode', detail: 'properties.code: a non-empty text' });
  else if (code.length > 64) problems.push({ reason: 'BadProperty', detail: 'code: at most 64 characters' });
  const type = p.objecttype;
  if (type === 'zone') {
    const zone = zoneFeature(p, code ?? '', problems);
    return problems.length ? { ok: false, code, problems } : { ok: true, feature: zone };
  }
  if (!OBJECT_TYPES.includes(type as ObjectType)) {
    problems.push({
      reason: 'UnknownObjecttype',
      detail: `objecttype ${JSON.stringify(type)}: zone, ${OBJECT_TYPES.join(', ')}`,
    });
  }
  let category: ParkingCategory | null = null;
  if (p.category !== undefined && p.category !== null) {
    if (PARKING_CATEGORIES.includes(p.category as ParkingCategory)) category = p.category as ParkingCategory;
    else
      problems.push({
        reason: 'BadCategory',
        detail: `category ${JSON.stringify(p.category)}: ${PARKING_CATEGORIES.join(', ')}`,
      });
  } else if (type === 'parkings') {
    problems.push({ reason: 'CategoryRequired', detail: 'category: a parking needs one' });
  }
  const geometryBad = geometryProblem(raw.geometry);
  if (geometryBad) problems.push({ reason: 'BadGeometry', detail: geometryBad });
  const object: MapFileObject = {
    kind: 'object',
    objecttype: type as ObjectType,
    code: code ?? '',
    category,
    name: text(p.name, 'name', problems),
    address: text(p.address, 'address', problems),
    freeparking: flag(p.freeparking, 'freeparking', false, problems),
    zonenumber: zoneOf(p.zone, problems),
    spaces: spacesOf(p.spaces, problems),
    active: flag(p.active, 'active', true, problems),
    geometry: geometryBad
      ? { type: 'Point', coordinates: [0, 0] }
      : cleanGeometry(raw.geometry as Record<string, unknown>),
  };
  return problems.length ? { ok: false, code, problems } : { ok: true, feature: object };
}
