import { registerEnumType } from 'type-graphql';

/**
 * A closed set of wire values as a GraphQL enum whose value names are the values themselves
 * (`implementation_plan`, `in_progress`): GraphQL clients see the same spellings as REST and the
 * product spec, and the generated client types become unions of those strings. Returns the enum
 * object type-graphql takes in `@Field(() => …)`.
 */
export function closedSet<const V extends string>(name: string, values: readonly V[], description: string, valueDescriptions: Partial<Record<V, string>> = {}): Record<V, V> {
  const enumObject = Object.fromEntries(values.map((v) => [v, v])) as Record<V, V>;
  const valuesConfig = Object.fromEntries(Object.entries(valueDescriptions).map(([v, text]) => [v, { description: text as string }]));
  registerEnumType(enumObject, { name, description, valuesConfig: valuesConfig as never });
  return enumObject;
}
