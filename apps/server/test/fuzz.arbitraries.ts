/**
 * fast-check arbitraries for hostile API input: values that satisfy an endpoint's JSON schema (so
 * a request gets past validation into the services and the database), each leaf of which may be
 * swapped for a known troublemaker. Test support only.
 */
import fc from 'fast-check';
import type { JsonSchema } from './fuzz.routes.js';

const HUGE = 100_000;
/** Real values for fields the services look up (a seeded device, farm…), so lookups can succeed. */
export type Hints = Record<string, readonly string[]>;

/** An object whose own `__proto__` key survives JSON.stringify (a literal would set the prototype). */
const protoPollution = () => JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}') as unknown;

function nested(depth: number): unknown {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Strings that have broken parsers, SQL, path handling, dates and unicode handling elsewhere. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  'x'.repeat(HUGE),
  'ह'.repeat(HUGE / 2),
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '....//....//',
  "' OR 1=1--",
  "'; DROP TABLE users;--",
  '" OR ""="',
  '{"$gt":""}',
  '$where: 1',
  '\u202Egnp.exe',
  '\u200F\u0645\u0631\u062D\u0628\u0627',
  '👩‍🌾🌾🇮🇳',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF\uFFFE',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '-0',
  '9007199254740993',
  '0x1F',
  '1_000',
  '0000-00-00',
  '0000-01-01',
  '99999-12-31',
  '2026-02-30',
  '2026-13-45',
  '2026-02-30T25:61:61Z',
  '+275760-09-13T00:00:00.001Z',
  '-271821-04-19T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  'null',
  'undefined',
  'true',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '12345678-1234-1234-1234-1234567890123',
  'not-a-uuid',
  'admin@agrim.test',
  'A'.repeat(300) + '@' + 'b'.repeat(300) + '.com',
  'soil-test-agrim',
  'expert-feedback-module',
];

const NASTY_NUMBERS: readonly number[] = [
  0,
  -1,
  1.5,
  -0,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 1,
  Number.MIN_SAFE_INTEGER - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  1e21,
];

/** Any JSON value that is likely to be wrong wherever it lands. */
export function nastyValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [1, 'a', null], { $gt: '' }, { $ne: null }) },
    { weight: 1, arbitrary: fc.constant(null).map(() => protoPollution()) },
    { weight: 1, arbitrary: fc.constantFrom(nested(50), nested(500)) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    // NaN and ±Infinity become null in JSON; the strings above carry their spelled-out forms.
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** A key that does not belong: unknown names, prototype names, injection. */
export function nastyKey(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('extra', 'isAdmin', 'role', 'constructor', 'toString', '$where', '', ' ', 'a.b', 'x'.repeat(1000), '\u0000'),
    fc.string({ maxLength: 12 }),
  );
}

const types = (schema: JsonSchema): string[] => {
  const t = schema.type;
  return Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
};

const clampInt = (n: unknown, fallback: number) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.max(-(2 ** 31) + 1, Math.min(2 ** 31 - 1, Math.trunc(n))) : fallback;

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Math.max(min, 40);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress().filter((e) => e.length <= max);
  if (schema.format === 'date-time') {
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  }
  // A yyyy-mm-dd pattern gets real days, so the input gets past the calendar check to the query.
  if (schema.format === 'date' || (typeof schema.pattern === 'string' && schema.pattern.includes('\\d{4}-\\d{2}-\\d{2}'))) {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot build from is fuzzed as a plain string.
    }
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, Math.max(min, 40)) });
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const bound = (...keys: string[]) => keys.map((k) => schema[k]).find((v): v is number => typeof v === 'number');
  const lo = bound('minimum', 'exclusiveMinimum');
  const hi = bound('maximum', 'exclusiveMaximum');
  const between = (min: number, max: number) =>
    integer
      ? fc.integer({ min: clampInt(min, -1e6), max: clampInt(max, 1e6) })
      : fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true, noDefaultInfinity: true });
  // Unbounded in the schema usually means bounded in the handler (sensor ranges): mostly small positives.
  if (lo === undefined && hi === undefined)
    return fc.oneof({ weight: 3, arbitrary: between(0, 100) }, { weight: 1, arbitrary: between(-1e6, 1e6) });
  return between(lo ?? -1e6, hi ?? 1e6);
}

/**
 * A value for `schema` where every leaf is valid with high probability and otherwise nasty
 * (`mutate` 0 gives only valid-shaped values), objects may lose required keys or gain extra ones.
 */
export function valueFor(schema: JsonSchema, hints: Hints, mutate: number, name = '', depth = 0): fc.Arbitrary<unknown> {
  const valid = validValue(schema, hints, mutate, name, depth);
  if (mutate === 0) return valid;
  return fc.oneof({ weight: 100 - mutate, arbitrary: valid }, { weight: mutate, arbitrary: nastyValue() });
}

function validValue(schema: JsonSchema, hints: Hints, mutate: number, name: string, depth: number): fc.Arbitrary<unknown> {
  const hinted = hints[name];
  const plain = structural(schema, hints, mutate, name, depth);
  const withHint = hinted?.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hinted) }, { weight: 1, arbitrary: plain }) : plain;
  return schema.nullable === true ? fc.oneof(withHint, fc.constant(null)) : withHint;
}

function structural(schema: JsonSchema, hints: Hints, mutate: number, name: string, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) {
      return fc.oneof(...(options as JsonSchema[]).map((s) => valueFor(s, hints, mutate, name, depth + 1)));
    }
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const merged = (schema.allOf as JsonSchema[]).reduce<JsonSchema>(
      (acc, s) => ({
        ...acc,
        ...s,
        properties: { ...(acc.properties as object), ...(s.properties as object) },
        required: [...((acc.required as string[]) ?? []), ...((s.required as string[]) ?? [])],
      }),
      {},
    );
    return structural(merged, hints, mutate, name, depth + 1);
  }
  const ts = types(schema);
  const one = (t: string): fc.Arbitrary<unknown> => {
    switch (t) {
      case 'string':
        return validString(schema);
      case 'integer':
        return validNumber(schema, true);
      case 'number':
        return validNumber(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const items = (schema.items as JsonSchema | undefined) ?? {};
        const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
        const maxLength = Math.max(minLength, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, 3));
        return fc.array(valueFor(items, hints, mutate, name, depth + 1), { minLength, maxLength });
      }
      case 'object':
        return objectValue(schema, hints, mutate, depth);
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  };
  if (ts.length === 0) return schema.properties ? objectValue(schema, hints, mutate, depth) : fc.jsonValue({ maxDepth: 1 });
  return ts.length === 1 ? one(ts[0]!) : fc.oneof(...ts.map(one));
}

function objectValue(schema: JsonSchema, hints: Hints, mutate: number, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = ((schema.required as string[] | undefined) ?? []).filter((k) => k in properties);
  const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valueFor(s, hints, mutate, k, depth + 1)]));
  const complete = fc.record(model, { requiredKeys: required });
  if (mutate === 0) return complete;
  // Missing required keys and unknown keys, each now and then.
  const partial = fc.record(model, { requiredKeys: [] });
  return fc
    .tuple(
      fc.oneof({ weight: 8, arbitrary: complete }, { weight: 1, arbitrary: partial }),
      fc.oneof(
        { weight: 8, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: fc.dictionary(nastyKey(), nastyValue(), { maxKeys: 3 }) },
      ),
    )
    .map(([base, extra]) => ({ ...extra, ...base }));
}
