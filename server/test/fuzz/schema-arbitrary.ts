// fast-check arbitraries from the JSON Schemas the API publishes (/api/openapi.json is generated
// from the zod contracts in core/schemas): well-formed values that follow a schema, and malformed
// ones that break it in one place. Refinements a JSON Schema cannot express (a start date not in
// the past, a known state code) come from `hints`, keyed by property name.
import fc from 'fast-check';
import { hostileString, hostileValue } from './hostile';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

export type Hints = Record<string, fc.Arbitrary<unknown>>;

/** Longest generated free text: enough to hit limits when the schema's are small, fast otherwise. */
const TEXT_CAP = 120;

/** A value that follows `schema` (as far as JSON Schema can say), sometimes with hostile but valid text. */
export function wellFormed(schema: JsonSchema | undefined, hints: Hints = {}, name?: string): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  if (name && hints[name]) return hints[name]!;
  const base = wellFormedBase(schema, hints);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function wellFormedBase(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => wellFormed(s, hints)));
  if (schema.allOf?.length) return wellFormed(Object.assign({}, ...schema.allOf) as JsonSchema, hints);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
    case 'number': {
      const min =
        typeof schema.exclusiveMinimum === 'number'
          ? schema.exclusiveMinimum + 1
          : (schema.minimum ?? -1e6) + (schema.exclusiveMinimum === true ? 1 : 0);
      const max =
        typeof schema.exclusiveMaximum === 'number'
          ? schema.exclusiveMaximum - 1
          : (schema.maximum ?? 1e6) - (schema.exclusiveMaximum === true ? 1 : 0);
      if (type === 'integer') return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
        fc
          .double({ min, max, noNaN: true, noDefaultInfinity: true })
          .map((n) => Math.round(n * 100) / 100)
          .filter((n) => n >= min && n <= max),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(wellFormed(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
    default: {
      const props = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, prop] of Object.entries(props)) model[key] = wellFormed(prop, hints, key);
      const required = (schema.required ?? []).filter((k) => k in model);
      return fc.record(model, { requiredKeys: required });
    }
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? TEXT_CAP, TEXT_CAP));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' });
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    { weight: 2, arbitrary: hostileString.filter((s) => fits(s) && s.trim().length >= minLength) },
    // At and just past the limit.
    ...(schema.maxLength
      ? [{ weight: 1, arbitrary: fc.constantFrom('x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1)) }]
      : []),
  );
}

/**
 * A value that breaks a well-formed one in one way: a field set to a hostile value or the wrong
 * type, a required field removed, an unknown field added, or the whole value replaced.
 */
export function malformed(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(valid, fc.nat(), hostileValue).map(([v, i, bad]) => replaceField(v, i, bad)) },
    { weight: 2, arbitrary: fc.tuple(valid, fc.nat()).map(([v, i]) => removeField(v, i)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            'isAdmin',
            'userId',
            'hostUserId',
            'role',
            'subscriptionTier',
            'isHighlighted',
            'status',
            'id',
            '__proto__',
            'constructor',
            'x'.repeat(300),
          ),
          hostileValue,
        )
        .map(([v, key, bad]) =>
          isObject(v)
            ? Object.defineProperty({ ...v }, key, { value: bad, enumerable: true, configurable: true, writable: true })
            : v,
        ),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Replaces the i-th field (depth-first, any level) of an object with `bad`. */
function replaceField(value: unknown, index: number, bad: unknown): unknown {
  const paths = fieldPaths(value);
  if (paths.length === 0) return bad;
  return setPath(value, paths[index % paths.length]!, bad);
}

function removeField(value: unknown, index: number): unknown {
  const paths = fieldPaths(value);
  if (paths.length === 0) return undefined;
  return setPath(value, paths[index % paths.length]!, undefined, true);
}

function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...fieldPaths(v, [...prefix, k])]);
}

function setPath(value: unknown, path: string[], replacement: unknown, remove = false): unknown {
  if (!isObject(value)) return value;
  const [head, ...rest] = path;
  const copy = { ...value };
  if (rest.length === 0) {
    if (remove) delete copy[head!];
    else copy[head!] = replacement;
  } else copy[head!] = setPath(copy[head!], rest, replacement, remove);
  return copy;
}
