import fc from 'fast-check';

export type JsonSchema = {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly items?: JsonSchema;
  readonly prefixItems?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly maxItems?: number;
  readonly format?: string;
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, JsonSchema>>;
};

/** Strings that have broken parsers and sanitisers before: markup, nesting, control and odd Unicode, edge lengths. */
const NASTY_STRINGS = [
  '',
  ' ',
  '<b>'.repeat(40),
  '<script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  '<p onclick="x()" style="color:red">p</p>',
  '\u0000',
  '\ud800',
  'e\u0301',
  '\u200b\u200d',
  '💥'.repeat(20),
  '../../etc/passwd',
  '{"$gt":""}',
  'x'.repeat(5_000),
  '00000000-0000-4000-8000-000000000000',
  'NaN',
  '-1',
];

/**
 * Inputs for a JSON Schema (as z.toJSONSchema writes a contract): mostly shaped like it, with values inside and
 * outside its bounds, unknown keys and wrong types mixed in, so requests reach past the first check. `hints` give
 * arbitraries by property name (real ids, so commands reach their deciders).
 */
export function arbitraryFromSchema(root: JsonSchema, hints: Readonly<Record<string, fc.Arbitrary<unknown>>> = {}): fc.Arbitrary<unknown> {
  const anyJson = fc.jsonValue({ maxDepth: 3 });
  const build = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
    if (depth > 6) return anyJson;
    const shaped = shapedBy(schema, depth);
    // Now and then anything at all stands where the schema wants something.
    return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
  };
  const shapedBy = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
    if (schema.$ref) return build(resolve(root, schema.$ref), depth + 1);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((alternative) => build(alternative, depth + 1)));
    if (schema.allOf && schema.allOf.length > 0) return build(schema.allOf[0]!, depth + 1);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'object':
        return objectOf(schema, depth);
      case 'array':
        return fc.array(build(schema.items ?? schema.prefixItems?.[0] ?? {}, depth + 1), { maxLength: Math.min(schema.maxItems ?? 6, 6) });
      case 'string':
        return fc.oneof(
          { weight: 5, arbitrary: fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40), unit: 'grapheme' }) },
          { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
          { weight: 1, arbitrary: fc.uuid() },
        );
      case 'integer':
      case 'number': {
        const inRange = fc.integer({ min: Math.max(schema.minimum ?? -1_000, -1_000_000), max: Math.min(schema.maximum ?? 1_000, 1_000_000) });
        return fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER) });
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return anyJson;
    }
  };
  const objectOf = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
    const properties = schema.properties ?? {};
    const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, hints[name] ? fc.oneof({ weight: 4, arbitrary: hints[name] }, { weight: 1, arbitrary: build(property, depth + 1) }) : build(property, depth + 1)]));
    const known = fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in model) });
    const extra = typeof schema.additionalProperties === 'object' ? fc.dictionary(fc.string({ maxLength: 12 }), build(schema.additionalProperties, depth + 1), { maxKeys: 4 }) : fc.constant({});
    const unknown = fc.oneof({ weight: 6, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 2 }) });
    return fc.tuple(known, extra, unknown).map(([fields, more, stray]) => ({ ...stray, ...more, ...(fields as object) }));
  };
  return build(root, 0);
}

function resolve(root: JsonSchema, ref: string): JsonSchema {
  if (ref === '#') return root;
  const name = /^#\/(?:\$defs|definitions)\/(.+)$/.exec(ref)?.[1];
  return (name && root.$defs?.[name]) || {};
}
