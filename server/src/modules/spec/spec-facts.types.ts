import { estimateRangeSchema, ITEM_KINDS, itemFieldSchemas, readItemFields, type ItemKind } from '@specforge/contracts/spec-item';
import { createUnionType, Field, Float, ObjectType, type ClassType } from 'type-graphql';
import { z } from 'zod';
import type { SpecItem } from './graph.js';

/**
 * Typed views of a spec item's `fields`, one GraphQL object per kind (RequirementFacts,
 * TaskFacts …) in the union SpecItemFacts. The objects are built from the shared per-kind zod
 * schemas (contracts spec-item.js), so the GraphQL types cannot drift from what the server
 * validates: add a fact there and it appears here.
 */

@ObjectType('EstimateRange', { description: "A task's estimate as a range of working days." })
export class EstimateRangeType {
  @Field(() => Float, { description: 'Optimistic.' }) low!: number;
  @Field(() => Float, { description: 'Most likely.' }) likely!: number;
  @Field(() => Float, { description: 'Pessimistic.' }) high!: number;
}

type FieldType = typeof String | typeof Float | typeof Boolean | [typeof String] | typeof EstimateRangeType;

/** The GraphQL type of one fact from its schema (optional and nullable wrappers aside). */
function graphqlTypeOf(schema: z.core.$ZodType): FieldType {
  if (schema instanceof z.core.$ZodOptional || schema instanceof z.core.$ZodNullable) return graphqlTypeOf(schema._zod.def.innerType);
  if (schema === estimateRangeSchema) return EstimateRangeType;
  switch (schema._zod.def.type) {
    case 'number':
      return Float;
    case 'boolean':
      return Boolean;
    case 'array':
      return [String];
    default:
      return String;
  }
}

const pascal = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

/** One kind's facts as a GraphQL object type, every fact nullable (a fact the item does not state is null). */
function factsType(kind: ItemKind): ClassType {
  const name = `${pascal(kind)}Facts`;
  const Facts = { [name]: class {} }[name]!;
  for (const [key, schema] of Object.entries(itemFieldSchemas[kind].shape)) {
    const type = graphqlTypeOf(schema);
    Field(() => type, { nullable: true, description: `fields.${key} of a ${kind} (${ITEM_KINDS[kind]}-n).` })(Facts.prototype, key);
  }
  ObjectType(name, { description: `The facts a ${kind} states (its typed \`fields\`).` })(Facts);
  return Facts;
}

const kinds = Object.keys(ITEM_KINDS) as ItemKind[];
const factsTypes = new Map(kinds.map((kind) => [kind, factsType(kind)]));

/** Which kind a presented facts object belongs to (the union resolves by it; GraphQL never sees it). */
const kindOf = new WeakMap<object, ItemKind>();

export const SpecItemFactsUnion = createUnionType({
  name: 'SpecItemFacts',
  description: "A spec item's facts typed by its kind: RequirementFacts, TaskFacts …",
  types: () => [...factsTypes.values()],
  resolveType: (value: object) => {
    const kind = kindOf.get(value);
    return kind ? factsTypes.get(kind)!.name : undefined;
  },
});

/**
 * An item's facts typed by its kind, or null when its stored fields do not read as that kind's
 * (an odd historical row keeps only its raw `fields`). One linear pass over the item's fields.
 */
export function factsOf(item: SpecItem): object | null {
  const facts = readItemFields(item.kind, item.fields);
  if (!facts) return null;
  kindOf.set(facts, item.kind);
  return facts;
}
