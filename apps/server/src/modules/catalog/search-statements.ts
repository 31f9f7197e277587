import type { SQL } from 'drizzle-orm';
import { dialect, statementName, type CompiledStatement } from '../../db/client.js';
import type { SearchFilter, SearchWords } from './catalog-search.repo.js';

/**
 * The catalog's statements, compiled once per shape. A search page's SQL is a few kilobytes built
 * from hundreds of drizzle fragments, and building and compiling it took about a tenth of the
 * API's time on a search. Its text depends only on the page's shape (which filters are given,
 * the sort, the tier, the cursor's presence, the limits), not on the values: those are its
 * parameters. So the statement is built once per shape from filters whose values are `Slot`s,
 * and each request only reads its values into the parameters.
 */

/** What a statement is asked for: the filters (and words) its values are read from, in order. */
export type StatementInputs = readonly (SearchFilter | SearchWords | undefined)[];

/**
 * A value of a shape's statement, read from its inputs when it runs: in the filters the shape's
 * SQL is built from, it stands where the value goes, and drizzle makes it a parameter.
 */
export class Slot {
  constructor(readonly read: (inputs: StatementInputs) => unknown) {}

  /** The value as `convert` makes it (a cursor's value as its sort's type). */
  map(convert: (value: never) => unknown) {
    return new Slot((inputs) => convert(this.read(inputs) as never));
  }
}

/** `value` converted, or the slot that converts it when the statement runs. */
export function converted<T>(value: T | Slot, convert: (value: T) => unknown): unknown {
  return value instanceof Slot ? value.map(convert) : convert(value);
}

/**
 * Whether each field of a filter is a value (a parameter: the shape holds only whether it is
 * given) or part of the shape (written into the text: a row count, a literal, a branch taken).
 * A field added to `SearchFilter` must be put here (the type asks for it).
 */
const FIELDS = {
  tsquery: 'value',
  match: 'value',
  categoryId: 'value',
  subcategoryId: 'value',
  companyId: 'value',
  minPrice: 'value',
  maxPrice: 'value',
  condition: 'value',
  specialOffer: 'value',
  after: 'value',
  locale: 'value',
  tier: 'shape',
  inStock: 'shape',
  minRating: 'shape',
  sort: 'shape',
  limit: 'shape',
  probeRows: 'shape',
} as const satisfies Record<keyof SearchFilter, 'value' | 'shape'>;
const FIELD_NAMES = Object.keys(FIELDS) as (keyof SearchFilter)[];
const WORD_FIELDS = ['tsquery', 'match'] as const satisfies (keyof SearchWords)[];

/**
 * How a value is given, for the shape: the SQL tests some values for presence (`!== undefined`),
 * others for truth, so an empty text and a missing one are told apart.
 */
function presence(value: unknown) {
  if (value === undefined) return 'u';
  if (value === null) return 'n';
  return value === '' ? 'e' : 'v';
}

/** A filter's shape (`FIELDS`): the same for two filters whose statements differ in values only. */
function filterShape(filter: SearchFilter) {
  let shape = '';
  for (const name of FIELD_NAMES) {
    // The shape's fields are numbers, texts and booleans.
    const value = filter[name] as string | number | boolean | undefined;
    shape += `${FIELDS[name] === 'value' ? presence(value) : String(value)},`;
  }
  return shape;
}

/** The shape of a statement's inputs (`StatementInputs`), one after the other. */
export function shapeOf(inputs: StatementInputs) {
  let shape = '';
  for (const input of inputs) {
    if (!input) shape += '-/';
    else if (isFilter(input)) shape += `${filterShape(input)}/`;
    else shape += `${presence(input.tsquery)},${presence(input.match)}/`;
  }
  return shape;
}

/** A filter, or only words (`SearchWords`: no sort). */
const isFilter = (input: SearchFilter | SearchWords): input is SearchFilter => 'sort' in input;

/** Whether the SQL writes a value in (as a parameter): given, and not an empty text. */
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Input `i` as its shape's statement is built from: each value given replaced by its slot (the
 * cursor's two values each), the shape's fields as they are.
 */
export function templateOf<T extends SearchFilter | SearchWords | undefined>(
  input: T,
  i: number,
): T {
  if (!input) return input;
  const template: Record<string, unknown> = { ...input };
  const names = isFilter(input) ? FIELD_NAMES : WORD_FIELDS;
  for (const name of names) {
    const value = (input as Record<string, unknown>)[name];
    if (!given(value) || FIELDS[name] !== 'value') continue;
    template[name] =
      name === 'after'
        ? {
            v: new Slot((inputs) => (inputs[i] as SearchFilter).after!.v),
            id: new Slot((inputs) => (inputs[i] as SearchFilter).after!.id),
          }
        : new Slot((inputs) => (inputs[i] as Record<string, unknown>)[name]);
  }
  return template as T;
}

/** A shape's statement: its text and name, and what each parameter is. */
interface Statement {
  sql: string;
  name: string | undefined;
  /** Each parameter: a slot, or a value the shape fixes (a constant of the SQL). */
  params: unknown[];
}

/**
 * The most shapes kept. Far more than are asked for (each is also a prepared statement, and only
 * the first 500 texts get one): past it, the cache starts again.
 */
const MAX_SHAPES = 2_000;
const statements = new Map<string, Statement>();

function compile(template: SQL): Statement {
  const { sql: text, params } = dialect.sqlToQuery(template);
  let n = 0;
  for (const found of text.matchAll(/\$(\d+)/g)) {
    if (Number(found[1]) !== ++n) throw new Error(`unexpected "${found[0]}" in a catalog query`);
  }
  if (n !== params.length) throw new Error('a catalog query’s parameters are out of order');
  return { sql: text, name: statementName(text), params };
}

/**
 * The statement for these inputs, compiled (`executePrepared` runs it as it is): built by `build`
 * from their templates (`templateOf`) the first time their shape (`key`) is asked for, then only
 * given their values. Its text and parameters are those `build` on the inputs themselves would
 * compile to.
 */
export function statementOf(
  key: string,
  inputs: StatementInputs,
  build: (templates: StatementInputs) => SQL,
): CompiledStatement {
  let statement = statements.get(key);
  if (!statement) {
    statement = compile(build(inputs.map(templateOf)));
    if (statements.size >= MAX_SHAPES) statements.clear();
    statements.set(key, statement);
  }
  const template = statement.params;
  const params: unknown[] = new Array(template.length);
  for (let i = 0; i < template.length; i++) {
    const param = template[i];
    params[i] = param instanceof Slot ? param.read(inputs) : param;
  }
  return { sql: statement.sql, name: statement.name, params };
}

/**
 * A statement whose text never changes, only its values: built and compiled at its first use
 * (with stand-ins for `values`), then each call only puts its values among the parameters. Its
 * text and parameters are those `build(...values)` would compile to.
 */
export function fixedStatement<const A extends readonly unknown[]>(
  build: (...values: A) => SQL,
): (...values: A) => CompiledStatement {
  let statement: (Statement & { sources: number[] }) | undefined;
  return (...values) => {
    if (!statement) {
      // Stand-ins for the values, told apart by identity among the compiled parameters; the
      // other parameters are the statement's constants.
      const slots = values.map(() => new Slot(() => undefined));
      const compiled = compile(build(...(slots as unknown as A)));
      statement = { ...compiled, sources: compiled.params.map((p) => slots.indexOf(p as Slot)) };
    }
    const { sources } = statement;
    const params: unknown[] = new Array(sources.length);
    for (let i = 0; i < sources.length; i++) {
      const source = sources[i]!;
      params[i] = source === -1 ? statement.params[i] : values[source];
    }
    return { sql: statement.sql, name: statement.name, params };
  };
}
