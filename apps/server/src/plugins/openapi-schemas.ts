import * as contract from '@kramik/contract';
import { z } from 'zod';

/**
 * The contract's schemas as named OpenAPI components: `ProductDetailSchema` becomes
 * `#/components/schemas/ProductDetail`, so a generated client calls its type `ProductDetail`.
 * A schema read as a request (its input form, before defaults) is named with `Input` unless its
 * name already says so (`AddressInput`), since its input and output forms may differ.
 */
type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const ROOT = '__root__';
const REF = '#/components/schemas/';

/** The contract's exported zod schemas by component name (`XSchema` → `X`), the first name wins. */
export const namedSchemas = z.registry<{ id: string }>();
for (const [name, value] of Object.entries(contract)) {
  if (!(value instanceof z.ZodType) || !name.endsWith('Schema') || namedSchemas.has(value))
    continue;
  namedSchemas.add(value, { id: name.slice(0, -'Schema'.length) });
}
const ids = new Set<string>();
for (const [name, value] of Object.entries(contract)) {
  const entry = value instanceof z.ZodType ? namedSchemas.get(value) : undefined;
  if (entry && name === `${entry.id}Schema`) ids.add(entry.id);
}

/** A component's name in the input or output form. */
export function componentName(id: string, io: Io) {
  if (io === 'output' || /(Input|Query)$/.test(id)) return id;
  return ids.has(`${id}Input`) ? `${id}Write` : `${id}Input`;
}

/** Dates are answered as ISO strings (the serializer writes them so). */
function override(io: Io) {
  return (ctx: { zodSchema: { _zod: { def: { type: string } } }; jsonSchema: JsonSchema }) => {
    if (ctx.zodSchema._zod.def.type === 'date' && io === 'output') {
      Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    }
  };
}

/** Removes the keywords zod stamps on a root (`$id`, `$schema`). */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (value === null || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$id' || key === '$schema' || key === 'id') continue;
    // A named schema inside a wrapper (`.optional()`) comes out as a ref into zod's `__shared`
    // definitions; it is the component itself.
    if (key === '$ref' && typeof child === 'string') {
      out[key] = child.replace(/^#\/components\/schemas\/__shared\w*(?=#)/, '');
      continue;
    }
    out[key] =
      key === 'properties' && child && typeof child === 'object'
        ? Object.fromEntries(Object.entries(child as JsonSchema).map(([k, v]) => [k, clean(v)]))
        : clean(child);
  }
  return out;
}

function options(io: Io, uri: (id: string) => string) {
  return {
    target: 'draft-2020-12' as const,
    io,
    metadata: namedSchemas,
    unrepresentable: 'any' as const,
    cycles: 'ref' as const,
    reused: 'inline' as const,
    uri,
    override: override(io),
  };
}

/** A route's schema as OpenAPI: a `$ref` to a named component, or inline with refs inside. */
export function toOpenApiSchema(schema: z.ZodType, io: Io): JsonSchema {
  const entry = namedSchemas.get(schema);
  if (entry) return { $ref: `${REF}${componentName(entry.id, io)}` };
  const single = z.registry<{ id: string }>();
  single.add(schema, { id: ROOT });
  const { schemas } = z.toJSONSchema(
    single,
    options(io, (id) => `${REF}${id === ROOT ? '' : componentName(id, io)}`),
  );
  // A wrapped named schema (`XSchema.nullish()`) is referenced as a local definition.
  const { $defs, ...root } = clean(schemas[ROOT]) as JsonSchema;
  void $defs;
  return JSON.parse(JSON.stringify(root), (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith('#/$defs/')
      ? `${REF}${componentName(value.slice('#/$defs/'.length), io)}`
      : value,
  ) as JsonSchema;
}

/** Every named component in both forms; `pruneComponents` then keeps those the document uses. */
export function allComponents(): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  // Input first: an `XInput` schema's component is its input form.
  for (const io of ['input', 'output'] as const) {
    const { schemas } = z.toJSONSchema(
      namedSchemas,
      options(io, (id) => `${REF}${componentName(id, io)}`),
    );
    for (const [id, schema] of Object.entries(schemas)) {
      out[componentName(id, io)] ??= clean(schema) as JsonSchema;
    }
  }
  return out;
}

/** The components reachable from the document's paths (and from each other). */
export function pruneComponents(
  paths: unknown,
  components: Record<string, JsonSchema>,
): Record<string, JsonSchema> {
  const kept: Record<string, JsonSchema> = {};
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(REF)) {
        const name = child.slice(REF.length);
        if (!kept[name] && components[name]) {
          kept[name] = components[name];
          visit(components[name]);
        }
      } else {
        visit(child);
      }
    }
  };
  visit(paths);
  return Object.fromEntries(Object.entries(kept).sort(([a], [b]) => a.localeCompare(b)));
}
