import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from zod 4 schemas, for the property tests of the API (tests/e2e/api-properties.test.ts).
 * No maintained library does this for zod 4 (zod-fast-check supports zod 3 and fast-check 3 only), so
 * this reads zod 4's definitions (`schema._zod.def`) for the kinds the request schemas use. A kind it
 * does not know throws: a new kind of input in a schema fails the test rather than going untested.
 */

// zod 4's internal definition: typed loosely on purpose, as it differs per kind.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Def = Record<string, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const defOf = (schema: z.ZodType): Def => (schema as any)._zod.def as Def;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const checksOf = (def: Def): Def[] => ((def.checks ?? []) as any[]).map((c) => c._zod.def as Def);

/** Whether an object may leave this field out (optional, or with a default). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const optionalIn = (schema: z.ZodType): boolean => (schema as any)._zod.optin === 'optional';

/** The shortest and longest lengths a string or array schema accepts. */
function lengthBounds(schema: z.ZodType): { min: number; max: number | null } {
  let min = 0;
  let max: number | null = null;
  const def = defOf(schema);
  if (def.type === 'pipe') return lengthBounds(def.in);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') return lengthBounds(def.innerType);
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum);
    if (c.check === 'max_length') max = Math.min(max ?? Infinity, c.maximum);
    if (c.check === 'length_equals') min = max = c.length;
  }
  return { min, max };
}

function stringArbitrary(schema: z.ZodType): fc.Arbitrary<string> {
  const def = defOf(schema);
  const { min, max } = lengthBounds(schema);
  const cap = (s: string) => (max !== null && s.length > max ? s.slice(0, max) : s);
  const format = def.format ?? checksOf(def).find((c) => c.check === 'string_format')?.format;
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'email') return fc.emailAddress().map(cap);
  const regex = checksOf(def).find((c) => c.check === 'string_format' && c.format === 'regex')?.pattern as RegExp | undefined;
  if (regex) return fc.stringMatching(regex).map(cap);
  return fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max ?? min + 40, min + 40) });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let lo = -1e9;
  let hi = 1e9;
  let int = false;
  for (const c of checksOf(def)) {
    if (c.check === 'greater_than') lo = Math.max(lo, c.inclusive ? c.value : c.value + (int ? 1 : 1e-9));
    if (c.check === 'less_than') hi = Math.min(hi, c.inclusive ? c.value : c.value - (int ? 1 : 1e-9));
    if (c.check === 'number_format' && /int/.test(c.format)) int = true;
  }
  if (int) return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
  return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/** Inputs the schema should accept (a refinement or transform may still refuse some: the API answers 4xx then). */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      return fc.record(Object.fromEntries(keys.map((k) => [k, arbitraryOf(shape[k])])), {
        requiredKeys: keys.filter((k) => !optionalIn(shape[k])),
      });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      const { min, max } = lengthBounds(schema);
      return fc.array(arbitraryOf(def.element), { minLength: min, maxLength: Math.min(max ?? min + 5, min + 5) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(arbitraryOf));
    case 'optional':
    case 'default':
      return fc.option(arbitraryOf(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType), { nil: null });
    case 'pipe':
      // The input side: what is sent, before the transform or the schema it is piped into.
      return defOf(def.in).type === 'transform' ? arbitraryOf(def.out) : arbitraryOf(def.in);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(arbitraryOf));
    case 'null':
      return fc.constant(null);
    case 'unknown':
    case 'any':
      return fc.jsonValue();
    default:
      throw new Error(`tests/zod-arbitrary.ts has no generator for zod's "${def.type}": add one`);
  }
}

/** The fields of an object schema (through pipes and wrappers), or null when it is not an object. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'pipe') return shapeOf(def.in);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') return shapeOf(def.innerType);
  return null;
}

/** What is wrong about a near-valid input. */
type Flaw = 'missing' | 'wrongType' | 'tooLong' | 'extra';

const WRONG_TYPES: unknown[] = [42, -1, 1e308, 0.5, 'text', '', true, false, null, [], {}, ['a'], { a: 1 }, '\u0000', '中文'];
const EXTRA_KEYS = ['extra', '__proto__', 'constructor', 'toString', ''];

/** The definition under pipes (their input side) and optional, default and nullable wrappers. */
function baseDef(schema: z.ZodType): Def {
  const def = defOf(schema);
  if (def.type === 'pipe') return baseDef(def.in);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') return baseDef(def.innerType);
  return def;
}

/** Too long for a field: one past its longest, or 10,000 characters when it has no limit; for a number, far out of range. */
function tooLong(schema: z.ZodType): unknown {
  const def = baseDef(schema);
  if (def.type === 'number') return 1e300;
  const { max } = lengthBounds(schema);
  if (def.type === 'array') return Array.from({ length: (max ?? 1000) + 1 }, () => 'x');
  return 'x'.repeat((max ?? 9_999) + 1);
}

/** Valid inputs with one thing wrong: a required field missing, one field of the wrong type or too long, or an extra field. */
export function nearValidOf(schema: z.ZodType): fc.Arbitrary<{ flaw: Flaw; field: string; value: unknown }> {
  const shape = shapeOf(schema) ?? {};
  const keys = Object.keys(shape);
  const extra = fc
    .tuple(arbitraryOf(schema), fc.constantFrom(...EXTRA_KEYS), fc.constantFrom(...WRONG_TYPES))
    .map(([v, key, w]) => ({ flaw: 'extra' as Flaw, field: key, value: { ...(v as object), [key]: w } }));
  if (!keys.length) return extra;
  const flawed = fc
    .tuple(
      arbitraryOf(schema),
      fc.constantFrom(...keys),
      fc.constantFrom<Flaw>('missing', 'wrongType', 'tooLong'),
      fc.constantFrom(...WRONG_TYPES),
    )
    .map(([v, field, flaw, w]) => {
      const value = { ...(v as Record<string, unknown>) };
      if (flaw === 'missing') delete value[field];
      else if (flaw === 'wrongType') value[field] = w;
      else value[field] = tooLong(shape[field]);
      return { flaw, field, value };
    });
  return fc.oneof(flawed, extra);
}
