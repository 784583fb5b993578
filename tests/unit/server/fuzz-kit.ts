/**
 * The kit of the API fuzz tests (`fuzz-*.test.ts`): arbitraries derived
 * from the endpoints' own valibot schemas (values of the right shape, and
 * the same values with one part broken), hostile values of every kind,
 * raw request bodies, and the checks every answer must pass — below 500,
 * a rejection as a non-empty JSON array of guest-readable `{ message }`,
 * and a database a rejected request did not change.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { addDays } from '../../../server/dates.ts';
import { unsafeTextFields } from '../../../server/http.ts';
import { demoCheckIns, type DemoCheckIns } from '../../../server/seed/checkin-scenarios.ts';
import { demoOffers, type DemoOffers } from '../../../server/seed/offer-scenarios.ts';
import type { Queryable } from '../../../server/store/queries.ts';
import { demoDb, type TestDb } from './driver.ts';
import { NOW, TODAY, testApp, type TestApp } from './helpers.ts';

/** The seed of every property; FUZZ_SEED=… reproduces a reported failure, FUZZ_RUNS=… scales every run count. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20270301);
const RUN_SCALE = Number(process.env.FUZZ_RUNS_SCALE ?? 1);

/**
 * fast-check parameters: the fixed seed and a bounded number of runs. A
 * failure's report names the seed and the path of the shrunk case.
 */
export const fuzzParameters = (numRuns: number): fc.Parameters<unknown> => ({
  seed: FUZZ_SEED,
  numRuns: Math.max(1, Math.round(numRuns * RUN_SCALE)),
  endOnFailure: true,
  verbose: 1,
});

/** The time a fuzz test may take (its runs are bounded; this only guards a slow machine). */
export const FUZZ_TIMEOUT = 60_000;

/** The longest URL part sent: a Node server refuses longer request lines (431) before the app sees them. */
export const MAX_URL_PART = 8_000;

/** A value for a failure report: long strings and deep or wide containers cut short. */
export function shortened(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > 160 ? `${value.slice(0, 160)}…(${value.length} characters)` : value;
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return Array.isArray(value) ? '[…deeper]' : '{…deeper}';
  if (Array.isArray(value))
    return [...value.slice(0, 12).map((item) => shortened(item, depth + 1)), ...(value.length > 12 ? [`…${value.length - 12} more`] : [])];
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 30)
      .map(([key, item]) => [key, shortened(item, depth + 1)]),
  );
}

/**
 * Runs an async property with {@link fuzzParameters}. A failure is thrown
 * with the seed and path that replay it, the counterexample (shortened)
 * and the error it raised.
 */
export async function fuzz<Ts extends [unknown, ...unknown[]]>(
  numRuns: number,
  ...args: [...arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> }, predicate: (...values: Ts) => Promise<void>]
): Promise<void> {
  const property = (fc.asyncProperty as unknown as (...a: unknown[]) => fc.IAsyncProperty<Ts>)(...args);
  const details = await fc.check(property, fuzzParameters(numRuns));
  if (!details.failed) return;
  const error = details.errorInstance instanceof Error ? details.errorInstance : new Error(String(details.errorInstance));
  throw new Error(
    [
      `fuzz failed after ${details.numRuns} runs: replay with FUZZ_SEED=${details.seed} (fast-check path ${details.counterexamplePath})`,
      `counterexample: ${JSON.stringify(shortened(details.counterexample), null, 1)?.slice(0, 4000)}`,
      `error: ${error.message.slice(0, 4000)}`,
    ].join('\n'),
    { cause: error },
  );
}

/**
 * The demo as the API serves it (catalogue, demo check-ins and offers), with
 * the lookup budget out of the way, on the driver of the run. Made in a
 * file's `beforeAll`: its `afterAll` closes `db`.
 */
export interface FuzzWorld {
  db: TestDb;
  app: TestApp;
  offers: DemoOffers;
  checkIns: DemoCheckIns;
  slugs: string[];
  unitTypeUuids: string[];
}

export async function fuzzWorld(): Promise<FuzzWorld> {
  const db = await demoDb({ parts: ['checkIns', 'offers'], closeAfterTest: false });
  const app = testApp(db, { lookupLimit: { budget: 1_000_000_000, missWeight: 1, windowMs: 60_000, minimumMs: 0 } });
  const slugs = (await db.all<{ slug: string }>('SELECT slug FROM booking_engines ORDER BY id')).map((row) => row.slug);
  const unitTypeUuids = (await db.all<{ uuid: string }>('SELECT uuid FROM unit_types ORDER BY id')).map((row) => row.uuid);
  return { db, app, offers: demoOffers(NOW), checkIns: demoCheckIns(TODAY), slugs, unitTypeUuids };
}

// ---------------------------------------------------------------------------
// Hostile values

/** Strings an attacker or a broken client sends: blanks, control and odd Unicode, markup, SQL, templates, number and date look-alikes. */
export const NAUGHTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  '\u0000abc',
  '\uFEFF',
  '\u200B',
  '\u202Eevil',
  '\uD800',
  '\uDFFF\uD800',
  'e\u0301',
  '𝕏𝕐ℤ',
  '👨‍👩‍👧‍👦',
  'Ω≈ç√∫˜µ≤≥÷',
  'Šđžćč ŠĐŽĆČ',
  '田中さんにあげて下さい',
  'مرحبا',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '</script><svg onload=alert(1)>',
  "' OR 1=1 --",
  "Robert'); DROP TABLE reservations;--",
  '"; SELECT * FROM reservations; --',
  '%00',
  '%',
  '%E0%A4%A',
  '../../etc/passwd',
  '..\\..\\windows',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  'false',
  '[]',
  '{}',
  '0',
  '-0',
  '-1',
  '1.5',
  '1e308',
  '1e999',
  '0x1A',
  '1,5',
  '1_000',
  '  2  ',
  '9'.repeat(30),
  '2027-02-30',
  '2027-02-29',
  '2028-02-29',
  '99999-01-01',
  '2027-13-01',
  '2027-00-10',
  '0000-01-01',
  '2027-3-5',
  '2027-03-05T00:00:00Z',
  '20270305',
  '+002027-03-05',
  '-2027-03-05',
  '31.02.1990',
  '12/29',
  '4111 1111 1111 1111',
  'ana@mail.invalid',
  'a@b',
  '@',
  'VA-0000000000',
  '00000000-0000-0000-0000-000000000000',
  'A'.repeat(22),
  'x'.repeat(257),
  'é'.repeat(3000),
];

/** Numbers a JSON body can carry, and some it cannot (NaN and ±Infinity are sent as `NaN` and `1e400`, see {@link jsonText}). */
export const NAUGHTY_NUMBERS: readonly number[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  -1.5,
  0.001,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  2 ** 31,
  2 ** 31 + 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  99999,
  1e21,
  Infinity,
  -Infinity,
  NaN,
];

/** A long string: within the body limit, or over it (413). */
export const hugeString = fc.constantFrom(50_000, 120_000, 300_000).chain((length) => fc.constantFrom('A', 'é', '<', '9').map((char) => char.repeat(length)));

/** Nested arrays or objects, shallow or far deeper than any real request. */
export const deepValue = fc.tuple(fc.constantFrom(5, 20, 40, 200, 5000), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});

/** Any hostile value: a naughty string, number, literal, container, huge string or deep nesting. */
export const naughtyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NAUGHTY_STRINGS) },
  { weight: 4, arbitrary: fc.constantFrom(...NAUGHTY_NUMBERS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], { '': '' }, ['a', 1], { __proto__: null, x: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deepValue },
);

/** A hostile string (query parameters and path segments are strings). */
export const naughtyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NAUGHTY_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...NAUGHTY_NUMBERS).map(String) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(3000, 10_000).map((n) => 'A'.repeat(n)) },
);

/** Dates: real ones around the fixed today, and look-alikes that are not. */
export const dateLike: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: -40, max: 800 }).map((days) => addDays(TODAY, days)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 33 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '2027-02-30',
      '2027-02-29',
      '2028-02-29',
      '99999-01-01',
      '2027-13-01',
      '2027-3-5',
      '2027-03-05T00:00:00Z',
      '2027-04-31',
      ' 2027-03-05 ',
    ),
  },
);

// ---------------------------------------------------------------------------
// valibot schemas → fast-check arbitraries

interface SchemaNode {
  kind: 'schema';
  type: string;
  pipe?: readonly (SchemaNode | ActionNode)[];
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: readonly unknown[];
  key?: SchemaNode;
  value?: SchemaNode;
  literal?: unknown;
  default?: unknown;
}

interface ActionNode {
  kind: 'validation' | 'transformation' | 'metadata';
  type: string;
  requirement?: unknown;
}

/** What a schema takes as input: its innermost shape schema and the checks that apply to the input, and those applying after a conversion. */
interface Shape {
  schema: SchemaNode;
  checks: ActionNode[];
  /** Checks after a `transform` (a query string turned into a number: the number's bounds). */
  converted: ActionNode[];
}

/**
 * The input shape of a schema: a pipe's first schema, refined by a later
 * schema of the pipe that comes before any conversion (valibot's
 * `pipe(optional(unknown()), number())` takes a number).
 */
function shapeOf(schema: SchemaNode): Shape {
  if (!schema.pipe) return { schema, checks: [], converted: [] };
  const [head, ...rest] = schema.pipe as [SchemaNode, ...(SchemaNode | ActionNode)[]];
  let shape: Shape = head === schema ? { schema: { ...schema, pipe: undefined }, checks: [], converted: [] } : shapeOf(head);
  let convertedYet = false;
  for (const item of rest) {
    if (item.kind === 'schema') {
      if (convertedYet) continue;
      const inner = shapeOf(item as SchemaNode);
      shape = { schema: inner.schema, checks: [...shape.checks, ...inner.checks], converted: [...shape.converted, ...inner.converted] };
      continue;
    }
    if (item.kind === 'transformation' && item.type === 'transform') {
      convertedYet = true;
      continue;
    }
    if (item.kind === 'validation') (convertedYet ? shape.converted : shape.checks).push(item as ActionNode);
  }
  return shape;
}

const requirement = (checks: ActionNode[], type: string): unknown => checks.find((check) => check.type === type)?.requirement;

/** A pattern fast-check can generate from: without the case-insensitive flag (its matches still match the original). */
const generable = (pattern: RegExp): RegExp => new RegExp(pattern.source, pattern.flags.replace(/[igm]/g, ''));
const numberRequirement = (checks: ActionNode[], type: string): number | undefined => {
  const value = requirement(checks, type);
  return typeof value === 'number' ? value : undefined;
};

/** Whether a schema lets its value be left out: it takes undefined (optional with a default its checks accept). */
const mayBeMissing = (schema: SchemaNode): boolean => v.safeParse(schema as unknown as v.GenericSchema, undefined).success;

export interface SchemaArbitraryOptions {
  /**
   * Arbitraries for values at a path (`rooms[].from`, `guest`): where a
   * schema's check is code that cannot be read (a real date, a known
   * property), what a valid value looks like.
   */
  overrides?: Readonly<Record<string, fc.Arbitrary<unknown>>>;
  /** The most items an array gets (default 3). */
  maxItems?: number;
}

const childPath = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

/**
 * Values of the shape a valibot schema describes: its types, lengths,
 * patterns, bounds and choices; `overrides` fill in what a custom check
 * needs. They are meant to get past the schema most of the time, so the
 * handler's later steps are reached.
 * @example validArbitrary(v.object({ n: v.pipe(v.number(), v.integer(), v.minValue(1)) })) // { n: 7 }, …
 */
export function validArbitrary(schema: unknown, options: SchemaArbitraryOptions = {}, path = ''): fc.Arbitrary<unknown> {
  const override = options.overrides?.[path];
  if (override) return override;
  return shapeArbitrary(shapeOf(schema as SchemaNode), options, path);
}

function shapeArbitrary(shape: Shape, options: SchemaArbitraryOptions, path: string): fc.Arbitrary<unknown> {
  const { schema: node, checks, converted } = shape;
  const maxItems = options.maxItems ?? 3;
  // A value the schema insists on (`v.value(true)`: the terms accepted).
  const fixed = checks.find((check) => check.type === 'value');
  if (fixed) return fc.constant(fixed.requirement);
  switch (node.type) {
    case 'optional':
    case 'exact_optional':
    case 'nullish':
    case 'nullable': {
      // The wrapped schema with the checks of the pipe around optional() (`pipe(optional(string()), trim(), nonEmpty())`).
      const wrapped = shapeOf(node.wrapped!);
      const inner = shapeArbitrary(
        { schema: wrapped.schema, checks: [...wrapped.checks, ...checks], converted: [...wrapped.converted, ...converted] },
        options,
        path,
      );
      // A required value behind optional() (a pipe that refuses the blank default) is always given.
      if (checks.some((check) => check.type === 'non_empty' || check.type === 'min_length' || check.type === 'value')) return inner;
      const nil = fc.constantFrom<unknown>(...(node.type === 'nullable' ? [null] : node.type === 'nullish' ? [null, undefined] : [undefined]));
      return fc.oneof({ weight: 5, arbitrary: inner }, { weight: 1, arbitrary: nil });
    }
    case 'string':
      return stringArbitrary(checks, converted);
    case 'number': {
      const min = numberRequirement(checks, 'min_value') ?? -1e6;
      const max = numberRequirement(checks, 'max_value') ?? 1e6;
      if (checks.some((check) => check.type === 'integer')) {
        return fc.integer({ min: Math.max(Math.ceil(min), -(2 ** 31)), max: Math.min(Math.floor(max), 2 ** 31) });
      }
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100);
    }
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(node.literal);
    case 'picklist':
    case 'enum':
      return fc.constantFrom(...(node.options ?? []));
    case 'union':
    case 'variant':
      return fc.oneof(...((node.options ?? []) as SchemaNode[]).map((option) => validArbitrary(option, options, path)));
    case 'array': {
      const minLength = Math.max(numberRequirement(checks, 'min_length') ?? 0, checks.some((check) => check.type === 'non_empty') ? 1 : 0);
      const maxLength = Math.min(numberRequirement(checks, 'max_length') ?? maxItems, Math.max(maxItems, minLength));
      return fc.array(validArbitrary(node.item, options, `${path}[]`), { minLength, maxLength });
    }
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest': {
      const entries = node.entries ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, entry] of Object.entries(entries)) record[key] = validArbitrary(entry, options, childPath(path, key));
      const requiredKeys = Object.keys(entries).filter((key) => !mayBeMissing(entries[key]) || options.overrides?.[childPath(path, key)] !== undefined);
      return fc.record(record, { requiredKeys });
    }
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), validArbitrary(node.value, options, `${path}[]`), { maxKeys: 4 });
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    default:
      throw new Error(`validArbitrary: no arbitrary for valibot schema type '${node.type}' at '${path}'`);
  }
}

function stringArbitrary(checks: ActionNode[], converted: ActionNode[]): fc.Arbitrary<string> {
  const minLength = Math.max(numberRequirement(checks, 'min_length') ?? 0, checks.some((check) => check.type === 'non_empty') ? 1 : 0);
  const maxLength = Math.min(numberRequirement(checks, 'max_length') ?? 40, 60);
  const pattern = requirement(checks, 'regex');
  // A number written as text (a query parameter): whole numbers within the converted bounds.
  const convertedMin = numberRequirement(converted, 'min_value');
  const convertedMax = numberRequirement(converted, 'max_value');
  if (pattern instanceof RegExp && (convertedMin !== undefined || convertedMax !== undefined)) {
    return fc.integer({ min: Math.ceil(convertedMin ?? 0), max: Math.floor(convertedMax ?? 999_999) }).map(String);
  }
  if (pattern instanceof RegExp) {
    return fc.stringMatching(generable(pattern)).filter((value) => value.length >= minLength && value.length <= Math.max(maxLength, minLength));
  }
  // Lengths are checked in UTF-16 units: graphemes of up to two units each, and the few longer ones left out.
  const trimmed = checks.some((check) => check.type === 'non_empty');
  return fc
    .string({ minLength, maxLength: Math.max(minLength, Math.floor(maxLength / 2)), unit: 'grapheme' })
    .filter((value) => value.length <= Math.max(maxLength, minLength) && (!trimmed || value.trim() !== ''));
}

/** Marks a key to be left out of an object (JSON drops undefined too, but a query string would send 'undefined'). */
export const MISSING: unique symbol = Symbol('missing');

/** Values that break one of the schema node's own rules: just past its bounds, lengths, patterns and choices. */
function boundaryArbitrary(schema: unknown): fc.Arbitrary<unknown> {
  const { schema: node, checks, converted } = shapeOf(schema as SchemaNode);
  const values: unknown[] = [MISSING, null];
  const min = numberRequirement(checks, 'min_value') ?? numberRequirement(converted, 'min_value');
  const max = numberRequirement(checks, 'max_value') ?? numberRequirement(converted, 'max_value');
  const maxLength = numberRequirement(checks, 'max_length');
  const minLength = numberRequirement(checks, 'min_length');
  switch (node.type) {
    case 'number':
      if (min !== undefined) values.push(min - 1, min - 0.5, -min);
      if (max !== undefined) values.push(max + 1, max + 0.5, max * 10);
      values.push(String(min ?? 1), 1.5, -0, Infinity, -Infinity, 2 ** 53 + 2);
      break;
    case 'string': {
      if (min !== undefined) values.push(String(min - 1), String(-min));
      if (max !== undefined) values.push(String(max + 1), `${max}.5`, String(max * 1000));
      if (maxLength !== undefined) values.push('x'.repeat(maxLength + 1), ' '.repeat(maxLength + 1));
      if (minLength !== undefined && minLength > 0) values.push('x'.repeat(minLength - 1));
      const pattern = requirement(checks, 'regex');
      if (pattern instanceof RegExp) values.push(`${fc.sample(fc.stringMatching(generable(pattern)), { numRuns: 1, seed: FUZZ_SEED })[0]}\u0000`, '-');
      values.push(7, true, ['x'], { x: 'x' });
      break;
    }
    case 'picklist':
    case 'enum':
      for (const option of node.options ?? []) values.push(String(option).toLowerCase(), `${String(option)} `, [option]);
      break;
    case 'array':
      values.push([], {}, 'x', [null], [[[]]]);
      if (maxLength !== undefined) values.push(Array.from({ length: maxLength + 1 }, () => ({})));
      break;
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'record':
      values.push({}, [], 'x', 0, [{}]);
      break;
    case 'boolean':
      values.push('true', 1, 0, 'false');
      break;
    default:
      values.push('x', 0);
  }
  return fc.constantFrom(...values);
}

/**
 * Values of the schema's shape with something wrong: one field (at any
 * depth) left out, of the wrong type, null, just past its rule, or a
 * hostile value; extra keys; or the whole value replaced by a hostile one.
 * @example mutatedArbitrary(ReservationBody, { overrides }) // { …, rooms: [{ …, adults: -1 }] }
 */
export function mutatedArbitrary(schema: unknown, options: SchemaArbitraryOptions = {}, path = ''): fc.Arbitrary<unknown> {
  const replaced = fc.oneof({ weight: 2, arbitrary: boundaryArbitrary(schema) }, { weight: 2, arbitrary: naughtyValue });
  const { schema: node } = shapeOf(schema as SchemaNode);
  const inner = node.type === 'optional' || node.type === 'nullish' || node.type === 'nullable' ? node.wrapped! : null;
  if (inner) return fc.oneof(replaced, mutatedArbitrary(inner, options, path));
  if (node.type === 'object' || node.type === 'loose_object' || node.type === 'strict_object') {
    const keys = Object.keys(node.entries ?? {});
    if (keys.length === 0) return replaced;
    const valid = validArbitrary(schema, options, path) as fc.Arbitrary<Record<string, unknown>>;
    const oneBroken = fc.constantFrom(...keys).chain((key) =>
      fc.tuple(valid, mutatedArbitrary(node.entries![key], options, childPath(path, key))).map(([value, broken]) => {
        const copy: Record<string, unknown> = { ...value };
        if (broken === MISSING) delete copy[key];
        else copy[key] = broken;
        return copy;
      }),
    );
    const extraKeys = fc
      .tuple(valid, fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'type', 'extra', '', 'toString'), naughtyValue, { maxKeys: 3 }))
      .map(([value, extra]) => {
        const copy: Record<string, unknown> = { ...value };
        for (const [key, item] of Object.entries(extra))
          Object.defineProperty(copy, key, { value: item, enumerable: true, configurable: true, writable: true });
        return copy;
      });
    return fc.oneof({ weight: 1, arbitrary: replaced }, { weight: 6, arbitrary: oneBroken }, { weight: 1, arbitrary: extraKeys });
  }
  if (node.type === 'array') {
    const valid = validArbitrary(schema, options, path) as fc.Arbitrary<unknown[]>;
    const oneBroken = fc.tuple(valid, mutatedArbitrary(node.item, options, `${path}[]`), fc.nat()).map(([items, broken, at]) => {
      const copy = [...items];
      const value = broken === MISSING ? null : broken;
      if (copy.length === 0) return [value];
      copy[at % copy.length] = value;
      return copy;
    });
    return fc.oneof({ weight: 1, arbitrary: replaced }, { weight: 3, arbitrary: oneBroken });
  }
  return replaced;
}

/** Both: mostly values of the right shape with one thing wrong, some of the right shape, some hostile through and through. */
export function schemaArbitrary(schema: unknown, options: SchemaArbitraryOptions = {}): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: validArbitrary(schema, options) },
    { weight: 5, arbitrary: mutatedArbitrary(schema, options) },
    { weight: 1, arbitrary: naughtyValue },
  );
}

/**
 * Breaks a known-good value at one place: a field removed, replaced by a
 * hostile value or wrapped; for seeding the fuzzing with real bookings, so
 * the late steps of a handler (the transaction) see odd input too.
 */
export function mutateValue<T>(seed: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc
    .tuple(seed, fc.array(fc.tuple(fc.nat(), fc.constantFrom('remove', 'replace', 'replace', 'wrap'), naughtyValue), { minLength: 1, maxLength: 3 }))
    .map(([value, changes]) => {
      let current: unknown = structuredClone(value);
      for (const [at, how, replacement] of changes) current = changeAt(current, at, how, replacement);
      return current;
    });
}

function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (prefix.length > 6) return out;
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  return out;
}

function changeAt(root: unknown, at: number, how: string, replacement: unknown): unknown {
  const paths = pathsOf(root);
  const path = paths[at % paths.length];
  const next = (old: unknown): unknown => (how === 'wrap' ? [old] : replacement);
  if (path.length === 0) return how === 'remove' ? undefined : next(root);
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (how === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = next(parent[last]);
  return root;
}

// ---------------------------------------------------------------------------
// Requests

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is
 * written as the bytes a careless client would send: '%ED%A0%80' for
 * U+D800, not valid UTF-8.
 */
export function encodeSegment(value: string): string {
  return value.slice(0, MAX_URL_PART).replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (char) => {
    if (char.length === 2 || char.charCodeAt(0) < 0xd800 || char.charCodeAt(0) > 0xdfff) return encodeURIComponent(char);
    const code = char.charCodeAt(0);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  });
}

const SPECIAL_NUMBER = /"\\u0000(NaN|1e400|-1e400|-0)\\u0000"/g;

/**
 * JSON text of a value, keeping what JSON.stringify loses: -0 as `-0`,
 * ±Infinity as `±1e400` (which JSON.parse reads as ±Infinity) and NaN as
 * `NaN` (not JSON at all: a 400).
 */
export function jsonText(value: unknown): string | undefined {
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item === MISSING) return undefined;
    if (typeof item !== 'number') return item;
    if (Number.isNaN(item)) return '\u0000NaN\u0000';
    if (item === Infinity) return '\u00001e400\u0000';
    if (item === -Infinity) return '\u0000-1e400\u0000';
    if (Object.is(item, -0)) return '\u0000-0\u0000';
    return item;
  });
  return text?.replace(SPECIAL_NUMBER, '$1');
}

/** A request body as sent: JSON of a value, or raw text, with the content type that goes with it. */
export interface RawBody {
  text: string | undefined;
  contentType: string | null;
}

/** Bodies that are not a JSON object: empty, not JSON, JSON scalars and arrays, the wrong content type, truncated, huge, deeply nested. */
export const malformedBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom<RawBody>(
    { text: undefined, contentType: null },
    { text: '', contentType: 'application/json' },
    { text: '   ', contentType: 'application/json' },
    { text: 'not json', contentType: 'application/json' },
    { text: '{', contentType: 'application/json' },
    { text: '{"a":1', contentType: 'application/json' },
    { text: "{'a':1}", contentType: 'application/json' },
    { text: '{"a":1,}', contentType: 'application/json' },
    { text: '[1,2,', contentType: 'application/json' },
    { text: 'NaN', contentType: 'application/json' },
    { text: '{"n":NaN}', contentType: 'application/json' },
    { text: 'null', contentType: 'application/json' },
    { text: 'true', contentType: 'application/json' },
    { text: '0', contentType: 'application/json' },
    { text: '-0', contentType: 'application/json' },
    { text: '1e400', contentType: 'application/json' },
    { text: '"text"', contentType: 'application/json' },
    { text: '[]', contentType: 'application/json' },
    { text: '[{}]', contentType: 'application/json' },
    { text: '{}', contentType: 'application/json' },
    { text: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
    { text: '{"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
    { text: '\uFEFF{}', contentType: 'application/json' },
    { text: '{}', contentType: 'text/plain' },
    { text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    { text: '<xml/>', contentType: 'application/xml' },
    { text: '{}', contentType: 'application/json; charset=utf-16' },
    { text: '{}', contentType: 'application/vnd.api+json' },
    { text: '{}', contentType: 'application/csp-report' },
    { text: '{}', contentType: '' },
    { text: '{}', contentType: 'json' },
  ),
  fc.string({ unit: 'binary', maxLength: 60 }).map((text) => ({ text, contentType: 'application/json' })),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ text: JSON.stringify(value), contentType: 'application/json' })),
  hugeString.map((text) => ({ text: JSON.stringify({ text }), contentType: 'application/json' })),
  deepValue.map((value) => ({ text: JSON.stringify(value), contentType: 'application/json' })),
  fc.constantFrom(10_000, 100_000, 130_000).map((depth) => ({ text: `${'['.repeat(depth)}${']'.repeat(depth)}`, contentType: 'application/json' })),
  fc.constantFrom(10_000, 50_000).map((depth) => ({ text: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, contentType: 'application/json' })),
);

/** A body from a value: mostly JSON, sometimes with an odd but acceptable JSON content type, or none. */
export function bodyOf(value: unknown): fc.Arbitrary<RawBody> {
  return fc
    .constantFrom('application/json', 'application/json', 'application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', null)
    .map((contentType) => ({ text: jsonText(value), contentType }));
}

/** Path segments: hostile strings, and ones with characters that mean something in a URL. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: naughtyString.map(encodeSegment) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%2F', '%2f..%2f', '%00', '%E0%A4%A', '%ZZ', '..', '.', '%20', '+', ';x=1', 'a%2Fb', '%C0%AF', '%uD800', '*', '~', "'"),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 30 }).map(encodeSegment) },
);

/** Whether a path segment is '.' or '..' (written plainly or as %2e): the URL resolves it away, so the request goes to another route. */
export const isDotSegment = (segment: string): boolean => /^(?:\.|%2e){1,2}$/i.test(segment);

/** A query string of random names and values, raw or encoded, sometimes repeated or broken. */
export const randomQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'language',
          'currency',
          'bookingEngine',
          'from',
          'to',
          'adults',
          'children',
          'children[]',
          'rooms',
          'promoCode',
          'origin',
          'token',
          'x',
        ),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(naughtyString.map(encodeSegment), fc.constantFrom('%', '%ZZ', '%E0%A4%A', '&', '=', '', '%00')),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${encodeSegment(name)}=${value}`).join('&'));

/** Query parameters from an object of strings (MISSING and undefined left out); other values are written as String() writes them. */
export function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === MISSING) continue;
    const text = (item: unknown): string => (typeof item === 'object' && item !== null ? (JSON.stringify(item) ?? '') : String(item)).slice(0, MAX_URL_PART);
    if (Array.isArray(value)) for (const item of value.slice(0, 20)) params.append(key, text(item));
    else params.append(key, text(value));
  }
  return params.toString();
}

export interface SentRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: RawBody;
}

export interface Answer {
  status: number;
  text: string;
  json: unknown;
  contentType: string;
  /** Every header but Date and Content-Length: what could tell two answers apart. */
  headers: Record<string, string>;
}

/** What an answer shows a client: status, body and headers, for comparing the answers to different ids. */
export const answerShown = (answer: Answer): { status: number; body: string; headers: Record<string, string> } => ({
  status: answer.status,
  body: answer.text,
  headers: answer.headers,
});

/** Sends a request to the app and reads the answer. */
export async function send(app: TestApp, request: SentRequest): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.body?.contentType) headers['Content-Type'] = request.body.contentType;
  const response = await app.request(request.path, { method: request.method, headers, body: request.body?.text });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const shown: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'date' && name !== 'content-length') shown[name] = value;
  });
  return { status: response.status, text, json, contentType: response.headers.get('Content-Type') ?? '', headers: shown };
}

// ---------------------------------------------------------------------------
// What every answer must be

/** Words that betray an internal error, a stack trace, SQL or a lost value in a message. */
const LEAKS: readonly [RegExp, string][] = [
  [/Error:/, "'Error:'"],
  [/\bat (?!(?:most|least|once)\b)/, "'at ' (a stack frame)"],
  [/SQLITE/i, "'SQLITE'"],
  [/\b(SELECT|INSERT|UPDATE|DELETE)\b.*\b(FROM|INTO|SET|WHERE)\b/, 'SQL'],
  [/undefined/, "'undefined'"],
  [/null/, "'null'"],
  [/NaN/, "'NaN'"],
  [/\[object/, "'[object'"],
  [/^Invalid \w+: |but received/, "valibot's default text"],
  [/\.ts\b|node_modules|server\//, 'a file name'],
  [/\b[a-z]+[A-Z]\w*\b|\b\w+_\w+\b/, 'a field or column name'],
];

/**
 * The problems of an answer, none when it is fine: below 500; a 4xx is a
 * JSON array of at least one `{ message }` whose message is a short,
 * non-empty string free of internals, with `field` a string when given.
 */
export function answerProblems(answer: Answer): string[] {
  if (answer.status >= 500) return [`status ${answer.status}: ${answer.text.slice(0, 300)}`];
  if (answer.status < 400) return [];
  const problems: string[] = [];
  if (!/^application\/json\b/.test(answer.contentType)) problems.push(`content type '${answer.contentType}' for ${answer.status}`);
  const body = answer.json;
  if (!Array.isArray(body) || body.length === 0) return [...problems, `not a non-empty array: ${answer.text.slice(0, 300)}`];
  for (const entry of body as unknown[]) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      problems.push(`entry is not an object: ${JSON.stringify(entry)}`);
      continue;
    }
    const { message, field } = entry as { message?: unknown; field?: unknown };
    if (typeof message !== 'string' || message.trim() === '') {
      problems.push(`message is not a non-empty string: ${JSON.stringify(entry)}`);
      continue;
    }
    if (message.length > 200) problems.push(`message longer than 200 characters: ${message.slice(0, 80)}…`);
    for (const [pattern, name] of LEAKS) if (pattern.test(message)) problems.push(`message contains ${name}: ${message}`);
    if (field !== undefined && (typeof field !== 'string' || field === '')) problems.push(`field is not a string: ${JSON.stringify(entry)}`);
  }
  return problems;
}

/**
 * Counts and sums of everything a request can write: reservations and
 * their parts, idempotency keys, the inventory, check-ins and their
 * guests, offers' states and parts, the test gateway's records and CSP
 * reports, and the catalogue's row counts. The same values on either
 * driver (counts as numbers, states as text).
 */
export async function dbSnapshot(db: Queryable): Promise<Record<string, unknown>> {
  return { ...(await db.get<Record<string, unknown>>(SNAPSHOT_SQL)) };
}

/** A column's value as text: PostgreSQL does not take '' for a missing number. */
const asText = (column: string): string => `COALESCE(CAST(${column} AS TEXT), '')`;

const SNAPSHOT_COLUMNS: readonly [string, string][] = [
  ...[
    'reservations',
    'reservation_guests',
    'reservation_rooms',
    'reservation_room_services',
    'idempotency_keys',
    'reservation_check_ins',
    'reservation_check_in_guests',
    'offers',
    'offer_bookers',
    'offer_reservations',
    'offer_discounts',
    'offer_included_extras',
    'offer_charges',
    'offer_prices_per_day',
    'gateway_sessions',
    'csp_reports',
    'booking_engines',
    'payment_methods',
    'unit_types',
    'rate_plans',
    'services',
    'promo_codes',
  ].map((table): [string, string] => [table, `SELECT CAST(COUNT(*) AS INTEGER) FROM ${table}`]),
  ['canceled', 'SELECT CAST(COALESCE(SUM(is_canceled), 0) AS INTEGER) FROM reservations'],
  ['inventory', "SELECT CAST(COALESCE(SUM(booked_units), 0) AS TEXT) || ' booked of ' || CAST(COALESCE(SUM(total_units), 0) AS TEXT) FROM unit_type_inventory"],
  [
    'checkInStates',
    `SELECT COALESCE(STRING_AGG(${asText('status')} || ':' || ${asText('submitted_at')}, ',' ORDER BY reservation_id), '') FROM reservation_check_ins`,
  ],
  [
    'offerStates',
    `SELECT COALESCE(STRING_AGG(${['status', 'booking_type', 'deleted', 'reservation_id'].map(asText).join(" || ':' || ")}, ',' ORDER BY id), '') FROM offers`,
  ],
  [
    'gatewayStates',
    `SELECT COALESCE(STRING_AGG(${['id', 'status', 'used_at', 'reference'].map(asText).join(" || ':' || ")}, ',' ORDER BY id), '') FROM gateway_sessions`,
  ],
  ['cspCount', 'SELECT CAST(COALESCE(SUM(count), 0) AS INTEGER) FROM csp_reports'],
];

/** One statement of every value (STRING_AGG with ORDER BY: SQLite 3.44 and PostgreSQL alike). */
const SNAPSHOT_SQL = `SELECT ${SNAPSHOT_COLUMNS.map(([name, sql]) => `(${sql}) AS "${name}"`).join(', ')}`;

const lastSnapshots = new WeakMap<Queryable, { changes: string; snapshot: Record<string, unknown> }>();

/**
 * What moves whenever a row may have been inserted, updated or deleted:
 * - SQLite: total_changes() counts every such row of the connection (in
 *   triggers too, and also when it is rolled back later).
 * - PostgreSQL: the xmax of a new snapshot, one past the newest transaction
 *   id that ended. A transaction gets its id when it first writes, so one
 *   that wrote after this was read ends with a higher id and moves it. The
 *   server's other databases move it too: a snapshot taken for nothing,
 *   never one missed (the requests of a test run one after the other, none
 *   of its transactions is open while this is read).
 */
async function changeMark(db: TestDb): Promise<string> {
  const sql = db.driver === 'sqlite' ? 'SELECT total_changes() AS n' : 'SELECT pg_snapshot_xmax(pg_current_snapshot()) AS n';
  return String((await db.get<{ n: number | string }>(sql))!.n);
}

/** {@link dbSnapshot}, taken again only when the {@link changeMark} moved since the last one: an unmoved mark means unchanged tables. */
async function currentSnapshot(db: TestDb): Promise<Record<string, unknown>> {
  const changes = await changeMark(db);
  const last = lastSnapshots.get(db);
  if (last && last.changes === changes) return last.snapshot;
  const snapshot = await dbSnapshot(db);
  lastSnapshots.set(db, { changes, snapshot });
  return snapshot;
}

/** What the body reader answers for every route alike, before any handler runs. */
export const TRANSPORT_MESSAGES: readonly string[] = [
  'Request body is not valid JSON',
  'Request body must be JSON',
  'Request body is too large',
  'Request body is nested too deeply',
];

/**
 * Whether an answer is the body reader's refusal (the same for every path
 * of a route): a body that is not JSON, too large or nested too deeply, or
 * whose text fields hold what no guest types (`unsafeTextFields`, answered
 * field by field for the body that was sent).
 */
export const refusedAsTransport = (answer: Answer, sent?: RawBody): boolean => {
  if (!Array.isArray(answer.json)) return false;
  if (answer.json.length === 1 && TRANSPORT_MESSAGES.includes((answer.json[0] as { message?: string })?.message ?? '')) return true;
  let parsed: unknown;
  try {
    parsed = sent?.text === undefined ? undefined : JSON.parse(sent.text);
  } catch {
    return false;
  }
  const unsafe = unsafeTextFields(parsed);
  return (
    answer.status === 400 &&
    unsafe.length > 0 &&
    JSON.stringify(answer.json) === JSON.stringify(unsafe.map((found) => ({ message: 'This value is not valid', ...found })))
  );
};

export interface CheckOptions {
  /** Whether a request may change the database when it succeeds (a write that was accepted). */
  writes?: boolean;
}

/**
 * Sends a request and checks its answer ({@link answerProblems}) and that
 * the database is as it was unless the request was a write that
 * succeeded. Returns the answer.
 */
export async function sendChecked(app: TestApp, db: TestDb, request: SentRequest, options: CheckOptions = {}): Promise<Answer> {
  const before = await currentSnapshot(db);
  const answer = await send(app, request);
  const problems = answerProblems(answer);
  const mayWrite = options.writes === true && answer.status < 400;
  const after = mayWrite ? before : await currentSnapshot(db);
  const label = `${request.method} ${request.path.slice(0, 200)} [${request.body?.contentType ?? 'no type'}] ${(request.body?.text ?? '').slice(0, 300)}`;
  if (problems.length > 0) throw new Error(`${problems.join('\n')}\nrequest: ${label}`);
  const changed = Object.keys(before).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (changed.length > 0) {
    const changes = changed.map((key) => `${key}: ${JSON.stringify(before[key]).slice(0, 200)} → ${JSON.stringify(after[key]).slice(0, 200)}`);
    throw new Error(`answered ${answer.status} ${answer.text.slice(0, 200)} and changed the database:\n${changes.join('\n')}\nrequest: ${label}`);
  }
  return answer;
}
