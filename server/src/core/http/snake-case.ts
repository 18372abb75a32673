/**
 * REST keeps the spec's snake_case field names while GraphQL speaks camelCase: each resource
 * describes its fields once as a camelCase view, and REST derives its shape from that view here.
 */

/** `createdAt` → `created_at`: each capital becomes `_` and its lower case (digits stay). */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}` : S;

/** Every key a view may name, at any depth: what `keep` may list. */
export type ViewKey<T> = T extends readonly (infer E)[] ? ViewKey<E> : T extends object ? { [K in keyof T & string]: K | ViewKey<T[K]> }[keyof T & string] : never;

/**
 * `T` with its keys in snake_case, through nested objects and arrays. A key in `Keep` stays as it
 * is, name and value: free-form payloads (a document's `structured`, a project's `settings`, the
 * wizard draft) are the user's or the generator's data, not field names of the API.
 */
export type SnakeCased<T, Keep extends string = never> = T extends readonly (infer E)[]
  ? SnakeCased<E, Keep>[]
  : T extends object
    ? { [K in keyof T as K extends Keep ? K : K extends string ? SnakeCase<K> : K]: K extends Keep ? T[K] : SnakeCased<T[K], Keep> }
    : T;

// Field names repeat on every row of a list: each is spelled once. Bounded, since keys below an
// unkept value may be anything.
const spelled = new Map<string, string>();

function snakeKey(key: string): string {
  const known = spelled.get(key);
  if (known !== undefined) return known;
  const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  if (spelled.size < 2000) spelled.set(key, snake);
  return snake;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convert(value: unknown, keep: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => convert(v, keep));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const name = keep.has(key) ? key : snakeKey(key);
    const converted = keep.has(key) ? v : convert(v, keep);
    // A "__proto__" key from stored JSON stays a plain field: assigning it would set the prototype.
    if (name === '__proto__') Object.defineProperty(out, name, { value: converted, enumerable: true, writable: true, configurable: true });
    else out[name] = converted;
  }
  return out;
}

/** The REST shape of a camelCase view; `keep` names the keys (at any depth) left as they are. */
export function toSnakeCase<T extends object, const Keep extends ViewKey<T> = never>(view: T, keep: readonly Keep[] = []): SnakeCased<T, Keep> {
  // convert() mirrors SnakeCased key by key; TypeScript cannot follow a runtime walk of the keys.
  return convert(view, new Set<string>(keep)) as SnakeCased<T, Keep>;
}
