import type { z } from 'zod';

/**
 * A settings document's zod schema read as a tree of form fields, so the form follows the
 * schema the route checks with: a key added to the document gets its field without a second list.
 */
export type FieldNode =
  | { kind: 'boolean' | 'number' | 'text' | 'optionalText' | 'bilingual'; key: string; path: string }
  | { kind: 'enum'; key: string; path: string; options: readonly string[] }
  | { kind: 'object' | 'optionalObject'; key: string; path: string; children: FieldNode[] }
  | { kind: 'list'; key: string; path: string; item: FieldNode[] }
  | { kind: 'pair'; key: string; path: string };

type Def = { type: string; innerType?: z.ZodType; options?: z.ZodType[]; element?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that do not change the field a value needs. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if ((def.type === 'optional' || def.type === 'default') && def.innerType) current = def.innerType;
    else return current;
  }
}

const isBilingual = (def: Def) =>
  def.type === 'union' &&
  (def.options ?? []).some((o) => {
    const shape = (o as unknown as { shape?: Record<string, unknown> }).shape;
    return Boolean(shape && 'ru' in shape && 'en' in shape);
  });

function nodeOf(key: string, path: string, raw: z.ZodType): FieldNode | null {
  const schema = unwrap(raw);
  const def = defOf(schema);
  if (def.type === 'nullable' && def.innerType) {
    const inner = unwrap(def.innerType);
    const innerDef = defOf(inner);
    if (innerDef.type === 'string') return { kind: 'optionalText', key, path };
    if (innerDef.type === 'object')
      return { kind: 'optionalObject', key, path, children: childrenOf(inner, path) };
    return nodeOf(key, path, inner);
  }
  if (isBilingual(def)) return { kind: 'bilingual', key, path };
  switch (def.type) {
    case 'boolean':
      return { kind: 'boolean', key, path };
    case 'number':
      return { kind: 'number', key, path };
    case 'string':
      return { kind: 'text', key, path };
    case 'enum':
      return { kind: 'enum', key, path, options: (schema as unknown as { options: string[] }).options };
    case 'tuple':
      return { kind: 'pair', key, path };
    case 'object':
      return { kind: 'object', key, path, children: childrenOf(schema, path) };
    case 'array':
      return def.element ? { kind: 'list', key, path, item: childrenOf(unwrap(def.element), path) } : null;
    default:
      return null;
  }
}

function childrenOf(schema: z.ZodType, parent: string): FieldNode[] {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.entries(shape)
    .map(([key, child]) => nodeOf(key, parent ? `${parent}.${key}` : key, child))
    .filter((node): node is FieldNode => node !== null);
}

/** The document's fields, top-level keys first, less those `hidden` names. */
export function fieldTree(schema: z.ZodType, hidden: readonly string[] = []): FieldNode[] {
  return childrenOf(unwrap(schema), '').filter((node) => !hidden.includes(node.key));
}

const GROUPS: ReadonlySet<FieldNode['kind']> = new Set(['object', 'optionalObject', 'list', 'pair']);

/**
 * The text key of a field's label under `fields`: its path for a single field; `<path>._` for a
 * group (an object, a list, a pair), whose own fields nest under the same path.
 */
export const labelKey = (node: FieldNode) => (GROUPS.has(node.kind) ? `${node.path}._` : node.path);

/** Every label key of the tree (list items' fields under their list), for the texts' test. */
export function labelKeys(nodes: readonly FieldNode[]): string[] {
  return nodes.flatMap((node) => [
    labelKey(node),
    ...('children' in node ? labelKeys(node.children) : []),
    ...('item' in node ? labelKeys(node.item) : []),
  ]);
}

/** What a new list row or a switched-on object starts with: empty texts, zeros, nothing on. */
export function emptyValue(nodes: readonly FieldNode[]): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const node of nodes) {
    if (node.kind === 'boolean') value[node.key] = false;
    else if (node.kind === 'number') value[node.key] = 0;
    else if (node.kind === 'text' || node.kind === 'bilingual') value[node.key] = '';
    else if (node.kind === 'enum') value[node.key] = node.options[0];
    else if (node.kind === 'pair') value[node.key] = [0, 0];
    else if (node.kind === 'object') value[node.key] = emptyValue(node.children);
    else if (node.kind === 'list') value[node.key] = [];
    else value[node.key] = null;
  }
  return value;
}
