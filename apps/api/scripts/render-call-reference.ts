/** Markdown reference of every call from an OpenAPI 3 document (city-prefixed twins folded). */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  description?: string;
};
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

function typeOf(s: Schema | undefined): string {
  if (!s) return 'any';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return variants.map(typeOf).join(' \\| ');
  const t = Array.isArray(s.type) ? s.type.join(' \\| ') : s.type;
  if (t === 'array') return `${typeOf(s.items)}[]`;
  if (t === 'object' || s.properties) return 'object';
  return t ?? 'any';
}

function fields(s: Schema | undefined): string {
  if (!s?.properties) return typeOf(s);
  return Object.entries(s.properties)
    .map(([name, p]) => `\`${name}\`${s.required?.includes(name) ? '' : '?'}: ${typeOf(p)}`)
    .join(', ');
}

function resultOf(op: Operation): string {
  const schema = op.responses?.['200']?.content?.['application/json']?.schema;
  const result = schema?.properties?.result;
  if (!result) return schema?.properties ? fields({ ...schema, properties: { ...schema.properties } }) : '—';
  if (result.type === 'array' && result.items) return `result: [ ${fields(result.items)} ]`;
  return `result: { ${fields(result)} }`;
}

export function renderCallReference(doc: OpenApi): string {
  const rows: string[] = [];
  const paths = Object.keys(doc.paths)
    .filter((p) => !p.startsWith('/c/{city}'))
    .sort();
  for (const p of paths) {
    for (const [method, op] of Object.entries(doc.paths[p]!)) {
      const query = (op.parameters ?? []).filter((x) => x.in === 'query');
      const input = [
        ...query.map((x) => `\`${x.name}\`${x.required ? '' : '?'}: ${typeOf(x.schema)}`),
        ...Object.values(op.requestBody?.content ?? {})
          .slice(0, 1)
          .map((c) => fields(c.schema)),
      ].join(', ');
      rows.push(
        `### ${method.toUpperCase()} ${p}\n\n${op.summary ?? ''}${op.description ? `\n\n${op.description}` : ''}\n\n` +
          `- in: ${input || '—'}\n- out: \`status: "ok"\`, ${resultOf(op)}\n`,
      );
    }
  }
  return rows.join('\n');
}
