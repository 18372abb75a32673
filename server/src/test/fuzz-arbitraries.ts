import fc from 'fast-check';
import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from 'graphql';

/**
 * Text that breaks naive handling: NUL, unpaired surrogates (both halves, and a pair in the wrong
 * order), bidirectional overrides, zero-width and BOM characters, combining marks piled on one
 * letter, 4-byte emoji and ZWJ sequences, and strings around the body limit (1 MB).
 */
const oddUnits = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\udc00\ud800',
  '\u202e',
  '\u202d',
  '\u2066',
  '\u2069',
  '\u200f',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\ufffe',
  '\uffff',
  '\u2028',
  '\u0301\u0302\u0303\u0304\u0305\u0306',
  '😀',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  '𝕏',
  '𠜎',
  'Z̴̡̛̪̩͎̓͊a̸l̷g̶o̵',
  '\u0085',
  '\u001b[31m',
);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** One text value: mostly short mixes of ordinary and odd characters, now and then a huge one. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: fc.oneof(fc.constantFrom('a', 'Z', ' ', '@', '.'), oddUnits, loneSurrogate), maxLength: 24 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) },
  { weight: 2, arbitrary: fc.tuple(fc.emailAddress(), oddUnits).map(([e, odd]) => `${e}${odd}`) },
  // Just under the 1 MB body limit once encoded (2 bytes a character), and well over it.
  { weight: 1, arbitrary: fc.constantFrom('é'.repeat(450_000), 'x'.repeat(1_100_000), `${'é'.repeat(400_000)}\u0000`) },
);

/** A key of a free-form object (wizard answers, settings, metadata). */
const nastyKey = fc.oneof(fc.string({ maxLength: 10 }), fc.string({ unit: fc.oneof(oddUnits, loneSurrogate, fc.constant('k')), minLength: 1, maxLength: 6 }));

const freeObject: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(nastyKey, fc.oneof(nastyText, fc.integer(), fc.boolean(), fc.array(nastyText, { maxLength: 3 })), { maxKeys: 4 });

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
}

/**
 * Values shaped like an OpenAPI (JSON) schema, every string of them nasty, so the text reaches
 * the fields a route really reads instead of being refused for its shape first.
 */
export function fromJsonSchema(schema: JsonSchema | undefined, components: Record<string, JsonSchema>, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.$ref) return fromJsonSchema(components[schema.$ref.split('/').pop() ?? ''], components, depth + 1);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fromJsonSchema(s, components, depth + 1)));
  if (schema.allOf?.length) {
    return fc.tuple(...schema.allOf.map((s) => fromJsonSchema(s, components, depth + 1))).map((parts) => Object.assign({}, ...parts.filter((p) => typeof p === 'object' && p !== null)));
  }
  if (schema.enum?.length) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: nastyText });
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return nastyText;
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: schema.maximum ?? 100 });
    case 'number':
      return fc.double({ noNaN: true, min: schema.minimum ?? -5, max: schema.maximum ?? 100 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromJsonSchema(schema.items, components, depth + 1), { maxLength: 3 });
    case 'object':
    default: {
      if (!schema.properties) return freeObject;
      const shape = Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, fromJsonSchema(s, components, depth + 1)]));
      const extra = typeof schema.additionalProperties === 'object' ? freeObject : fc.constant({});
      return fc.tuple(fc.record(shape, { requiredKeys: [] }), extra).map(([known, more]) => ({ ...more, ...known }));
    }
  }
}

/** Variables for a GraphQL argument type, every string nasty (JSON scalars get nasty keys too). */
export function forInputType(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return forInputType(type.ofType, depth);
  if (depth > 6) return fc.constant(null);
  if (isListType(type)) return fc.array(forInputType(type.ofType, depth + 1), { maxLength: 3 });
  if (isEnumType(type)) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) }, { weight: 1, arbitrary: nastyText });
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    const shape = Object.fromEntries(Object.values(fields).map((f) => [f.name, forInputType(f.type, depth + 1)]));
    const required = Object.values(fields)
      .filter((f) => isNonNullType(f.type))
      .map((f) => f.name);
    return fc.record(shape, { requiredKeys: required });
  }
  if (isScalarType(type)) {
    if (type.name === 'Int') return fc.integer({ min: -5, max: 100 });
    if (type.name === 'Float') return fc.double({ noNaN: true, noDefaultInfinity: true });
    if (type.name === 'Boolean') return fc.boolean();
    if (type.name === 'JSONObject' || type.name === 'JSON') return freeObject;
  }
  return nastyText;
}

/**
 * Inputs that cost the analyzer and composer the most: one 190 KB token, 190 KB of ordinary
 * sentences, long lists of distinct words, and JSON nested far deeper than the API allows.
 */
export const HEAVY_CHARS = 190_000;
const vocabulary = 'owner walker book walk photo route invoice shift lesson parcel badge review refund remind share export approve schedule track rate'.split(' ');
/** Distinct words (vocabulary × a number), so nothing collapses as a repeat. */
export const wordList = (count: number): string[] => Array.from({ length: count }, (_, i) => `${vocabulary[i % vocabulary.length]}${Math.floor(i / vocabulary.length)}`);
export const sentences = (chars: number): string => {
  let s = '';
  for (let i = 0; s.length < chars; i += 1) s += `Owners book walk ${i} with a trusted walker near home and get a photo after each walk. `;
  return s.slice(0, chars);
};
export const deepJson = (levels: number, open = '[', close = ']'): string => `${open.repeat(levels)}${close.repeat(levels)}`;

/** A heavy text: a single token, sentences, or a word list, from a few KB up to 190 KB. */
export const heavyText: fc.Arbitrary<string> = fc.oneof(
  fc.record({ ch: fc.constantFrom('a', 'é', '-', '1', '😀', '[', '"'), n: fc.constantFrom(5_000, 20_000, 40_000, HEAVY_CHARS) }).map(({ ch, n }) => ch.repeat(Math.ceil(n / ch.length))),
  fc.constantFrom(4_999, 20_000, HEAVY_CHARS).map(sentences),
  fc.constantFrom(700, 5_000, 25_000).map((n) => wordList(n).join(' ')),
);

const briefTextFields = ['projectName', 'projectDescription', 'problemStatement', 'userJourneys', 'risks', 'businessGoals', 'technicalConstraints'];
const briefListFields = ['keyFeatures', 'userPersonas', 'successMetrics', 'nonGoals', 'integrations'];

/**
 * A wizard draft with heavy answers: a heavy text in a text field or a list entry, a list of
 * many (or many long) entries, or the largest draft the limits allow (every list 50 × 500).
 */
export const heavyDraft: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record({ field: fc.constantFrom(...briefTextFields), text: heavyText }).map(({ field, text }) => ({ projectName: 'Heavy', [field]: text })),
  fc.record({ field: fc.constantFrom(...briefListFields), text: heavyText }).map(({ field, text }) => ({ projectName: 'Heavy', [field]: [text] })),
  fc.record({ field: fc.constantFrom(...briefListFields), n: fc.constantFrom(50, 51, 5_000), len: fc.constantFrom(20, 500) }).map(({ field, n, len }) => ({
    projectName: 'Heavy',
    [field]: Array.from({ length: n }, (_, i) =>
      wordList(len)
        .slice(i % 7)
        .join(' ')
        .slice(0, len),
    ),
  })),
  fc.constant(largestDraft()),
);

/** The largest brief the limits allow: every text answer 5,000 characters, every list 50 entries of 500. */
export function largestDraft(): Record<string, unknown> {
  const list = (seed: number) => Array.from({ length: 50 }, (_, i) => `${vocabulary[(i + seed) % vocabulary.length]} ${sentences(600).slice(i, i + 480)}`.slice(0, 500));
  return {
    projectName: 'x'.repeat(200),
    ...Object.fromEntries(briefTextFields.filter((f) => f !== 'projectName').map((f) => [f, sentences(5_000)])),
    ...Object.fromEntries(briefListFields.map((f, k) => [f, list(k)])),
    timeline: '3 months',
  };
}
