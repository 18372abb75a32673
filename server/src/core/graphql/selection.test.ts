import { Kind, parse, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { expect, it } from 'vitest';
import { selects } from './selection.js';

/** Just the parts of GraphQLResolveInfo that `selects` reads, for the top-level field. */
function infoOf(source: string): GraphQLResolveInfo {
  const doc = parse(source);
  const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const fragments = Object.fromEntries(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  const field = operation?.selectionSet.selections[0];
  if (field?.kind !== Kind.FIELD) throw new Error('no top-level field');
  return { fieldNodes: [field], fragments } as unknown as GraphQLResolveInfo;
}

it('finds a field through plain selections, inline fragments and named fragments', () => {
  const path = ['nodes', 'documentsReady'];
  expect(selects(infoOf('{ projects { nodes { id documentsReady } } }'), path)).toBe(true);
  expect(selects(infoOf('{ projects { nodes { id } edges { node { documentsReady } } } }'), path)).toBe(false);
  expect(selects(infoOf('{ projects { edges { node { documentsReady } } } }'), ['edges', 'node', 'documentsReady'])).toBe(true);
  expect(selects(infoOf('{ projects { ... on ProjectConnection { nodes { documentsReady } } } }'), path)).toBe(true);
  expect(selects(infoOf('{ projects { nodes { ...Card } } } fragment Card on Project { id ...More } fragment More on Project { documentsReady }'), path)).toBe(true);
  expect(selects(infoOf('{ projects { nodes { ...Card } } } fragment Card on Project { id name }'), path)).toBe(false);
  // An alias does not hide the field it names.
  expect(selects(infoOf('{ projects { list: nodes { ready: documentsReady } } }'), path)).toBe(true);
});
