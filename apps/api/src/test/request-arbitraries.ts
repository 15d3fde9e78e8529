import fc from 'fast-check';
import { MAX_ID } from '@tennis/contracts';
import { isIdName, type JsonSchema, type Operation } from './openapi-operations.js';

// fast-check arbitraries of requests, read from the OpenAPI document's schemas:
// mostly values the schema accepts (so requests get past validation and reach
// the services), each one swapped now and then for what an attacker sends.

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'valueOf'];

/** Text an attacker types: NUL, prototype names, injections, huge or broken numbers, long and odd Unicode. */
const HOSTILE_TEXT = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  ...PROTOTYPE_NAMES,
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  String(MAX_ID + 1),
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[]',
  '{}',
  '\ud800',
  '😀'.repeat(300),
  'x'.repeat(5000),
];

const HOSTILE_NUMBERS = [0, -1, 0.5, MAX_ID, MAX_ID + 1, -MAX_ID - 2, 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, 1e-9];

/** A JSON body that tries to reach Object.prototype through the parser. */
const PROTOTYPE_POLLUTION = JSON.parse('{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}');

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom<unknown>(
    undefined,
    null,
    true,
    false,
    [],
    {},
    [1, 2, 3],
    { a: { b: { c: 1 } } },
    PROTOTYPE_POLLUTION,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
);

const pad = (n: number) => String(n).padStart(2, '0');
const dateText = fc
  .record({
    y: fc.integer({ min: 2024, max: 2028 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`);

/** Strings for the patterns the API's schemas use; anything else falls back to arbitrary text. */
function textFor(schema: JsonSchema): fc.Arbitrary<string> {
  const pattern = schema.pattern ?? '';
  if (schema.format === 'email' || pattern.includes('@')) return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (pattern.includes('\\d{2}:\\d{2}:\\d{2}'))
    return fc.tuple(dateText, fc.integer({ min: 0, max: 23 })).map(([d, h]) => `${d} ${pad(h)}:00:00`);
  if (pattern.includes('(0[1-9]|1[0-2])')) return dateText.map((d) => d.slice(0, 7));
  if (pattern.includes('\\d{2}-\\d{2}')) return dateText;
  if (pattern.includes('[0-9a-f]{40}')) return fc.stringMatching(/^[0-9a-f]{40}$/);
  if (pattern.includes('[a-z0-9]+')) return fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,8})?$/);
  if (pattern.includes('\\+\\d')) return fc.constantFrom('+30', '+44', '+1');
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
  const max = Math.max(min, typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 100_000) : 1000);
  if (!integer) return fc.double({ min, max, noNaN: true });
  // Small numbers most of the time: they are the ids of the records the test built.
  return fc.oneof(
    fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 40), Math.max(min, 1)) }),
    fc.integer({ min, max }),
  );
}

/** Values the schema accepts (or nearly), hostile ones mixed in at every level. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: schemaValue(schema ?? {}, depth) }, { weight: 1, arbitrary: hostileValue });
}

function schemaValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => schemaValue(choice, depth)));
  if (schema.allOf?.[0]) return schemaValue(schema.allOf[0], depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => schemaValue({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'string':
      return textFor(schema);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valueFor(schema.items, depth + 1), {
            minLength: Math.min(schema.minItems ?? 0, 4),
            maxLength: Math.min(schema.maxItems ?? 4, 4),
          });
    case 'object':
      return objectFor(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  if (depth > 3 || properties.length === 0)
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  const record = fc.record(
    Object.fromEntries(properties.map(([name, property]) => [name, valueFor(property, depth + 1)])),
    {
      requiredKeys: schema.required?.filter((name) => Object.hasOwn(schema.properties ?? {}, name)) ?? [],
    },
  );
  // Now and then a key the schema does not know, named like a prototype property.
  const extra = fc.option(fc.tuple(fc.constantFrom(...PROTOTYPE_NAMES, 'isAdmin', 'role', 'id'), hostileValue), {
    freq: 6,
  });
  return fc.tuple(record, extra).map(([value, added]) => {
    if (!added) return value;
    return Object.fromEntries([...Object.entries(value), added]);
  });
}

/** A path parameter as text: ids are mostly those of built records, sometimes malformed or out of range. */
function pathValue(name: string, schema: JsonSchema): fc.Arbitrary<string> {
  const value = isIdName(name)
    ? fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }) },
        { weight: 1, arbitrary: fc.constantFrom(MAX_ID, MAX_ID + 1, 2 ** 53, 0, -1) },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_TEXT.slice(0, 24)) },
      )
    : valueFor(schema);
  return value.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
}

/** A query parameter as text, as a browser would send it. */
const queryText = (value: unknown): string | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value);

export interface FuzzRequest {
  path: Record<string, string>;
  query: [string, string][];
  /** undefined: no body at all. */
  body: unknown;
}

/** A request to `operation`: its path, query and (when it takes one) its JSON body. */
export function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const path = fc.record(Object.fromEntries(operation.pathParams.map((p) => [p.name, pathValue(p.name, p.schema)])));
  const declared = fc.tuple(
    ...operation.queryParams.map((p) =>
      fc.option(
        valueFor(p.schema).map((v) => [p.name, queryText(v)] as const),
        { freq: p.required ? 8 : 2 },
      ),
    ),
  );
  // List routes take filters[name] and sort: try prototype names on them.
  const extra = fc.option(
    fc.tuple(
      fc.constantFrom(...PROTOTYPE_NAMES.map((n) => `filters[${n}]`), 'sort', '__proto__', 'constructor[prototype]'),
      fc.constantFrom(...PROTOTYPE_NAMES),
    ),
    { freq: 4 },
  );
  const query = fc
    .tuple(declared, extra)
    .map(([pairs, added]) =>
      [...pairs, added].filter((pair): pair is [string, string] => pair != null && pair[1] !== undefined),
    );
  const body = operation.body ? valueFor(operation.body) : fc.constant(undefined);
  return fc.record({ path, query, body });
}
