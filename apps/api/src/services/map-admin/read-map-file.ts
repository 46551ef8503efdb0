import { printParseErrorCode, visit } from 'jsonc-parser';
import type { MapFileType, MapImportProblem } from '@parking/domain/staff/map-admin-contracts';
import {
  checkMapFeature,
  type FeatureProblem,
  type MapFileFeature,
} from '@parking/domain/staff/map-feature-rules';

/** A problem before it has its line: the line is looked up once, for every problem together. */
export type UnplacedProblem = Omit<MapImportProblem, 'line'> & { line?: number };

/** A good feature with its place in the file, so a later problem (unknown zone) can name its line. */
export type PlacedFeature = MapFileFeature & { index: number };

export interface MapFile {
  /** How many elements features has. */
  count: number;
  features: PlacedFeature[];
  /** The types the file holds: the file is the full set of each. */
  types: MapFileType[];
  problems: UnplacedProblem[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first syntax error's 1-based line and what it is (JSON.parse's message has no line). */
function syntaxProblem(text: string): MapImportProblem {
  let found: MapImportProblem | null = null;
  visit(
    text,
    {
      onError(error, _offset, _length, startLine, startCharacter) {
        found ??= {
          line: startLine + 1,
          featureIndex: null,
          code: null,
          reason: 'NotJson',
          detail: `${printParseErrorCode(error)} at line ${startLine + 1}, column ${startCharacter + 1}`,
        };
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return found ?? { line: 1, featureIndex: null, code: null, reason: 'NotJson', detail: 'not JSON' };
}

/** Parses a GeoJSON file and checks every feature by itself (the checks against the city come later). */
export function readMapFile(text: string): MapFile {
  const empty = { count: 0, features: [], types: [] };
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return { ...empty, problems: [syntaxProblem(text)] };
  }
  if (!isRecord(root) || root.type !== 'FeatureCollection' || !Array.isArray(root.features)) {
    const detail = '{ "type": "FeatureCollection", "features": [...] }';
    return {
      ...empty,
      problems: [{ line: 1, featureIndex: null, code: null, reason: 'NotFeatureCollection', detail }],
    };
  }
  const raw: unknown[] = root.features;
  const features: PlacedFeature[] = [];
  const problems: UnplacedProblem[] = [];
  const types = new Set<MapFileType>();
  // zones and objects are two key spaces: zone 101 and parking 101 may both exist
  const seen = { zone: new Set<string>(), object: new Set<string>() };
  const report = (index: number, code: string | null, list: FeatureProblem[]) => {
    for (const p of list) problems.push({ featureIndex: index, code, ...p });
  };
  raw.forEach((element, index) => {
    const checked = checkMapFeature(element);
    if (!checked.ok) return report(index, checked.code, checked.problems);
    const feature = checked.feature;
    const keys = seen[feature.kind];
    if (keys.has(feature.code)) {
      const detail = `code ${feature.code}: given twice among the ${feature.kind === 'zone' ? 'zones' : 'map objects'}`;
      return report(index, feature.code, [{ reason: 'DuplicateCode', detail }]);
    }
    keys.add(feature.code);
    types.add(feature.kind === 'zone' ? 'zone' : feature.objecttype);
    features.push({ ...feature, index });
  });
  return { count: raw.length, features, types: [...types], problems };
}

/**
 * Gives each problem the 1-based line where its feature begins. Only run when there are
 * problems: a good 30 MB file is not scanned twice.
 */
export function placeProblems(text: string, problems: UnplacedProblem[]): MapImportProblem[] {
  const wanted = new Set(problems.map((p) => p.featureIndex).filter((i): i is number => i !== null));
  const lines = new Map<number, number>();
  if (wanted.size > 0) {
    let depth = 0;
    // a feature is an element of the root's features array: depth 3 when it is an object or array
    const note = (startLine: number, path: () => (string | number)[]) => {
      const [key, index] = path();
      if (key === 'features' && typeof index === 'number' && wanted.has(index))
        lines.set(index, startLine + 1);
    };
    visit(text, {
      onObjectBegin(_offset, _length, startLine, _char, path) {
        depth += 1;
        if (depth !== 3) return;
        note(startLine, path);
        // a feature's insides hold no other feature: skip them
        return false;
      },
      onObjectEnd: () => void (depth -= 1),
      onArrayBegin(_offset, _length, startLine, _char, path) {
        depth += 1;
        if (depth === 3) note(startLine, path);
      },
      onArrayEnd: () => void (depth -= 1),
      onLiteralValue(_value, _offset, _length, startLine, _char, path) {
        if (depth === 2) note(startLine, path);
      },
    });
  }
  return problems.map((p) => ({
    ...p,
    line: p.line ?? (p.featureIndex === null ? 1 : (lines.get(p.featureIndex) ?? 1)),
  }));
}
