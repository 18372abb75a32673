import { Kind, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the operation asks, below the field being resolved, for the field at `path` (field
 * names, looked up through fragments), e.g. ['nodes', 'documentsReady']. A list resolver uses
 * it to fetch what its items need in the same pass. @skip/@include are not evaluated: at worst
 * something is fetched that the answer then leaves out.
 */
export function selects(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  return info.fieldNodes.some((node) => reaches(node.selectionSet, path, info.fragments, new Set()));
}

function reaches(set: SelectionSetNode | undefined, path: readonly string[], fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>): boolean {
  if (!set) return false;
  const [head, ...rest] = path;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === head && (rest.length === 0 || reaches(selection.selectionSet, rest, fragments, seen))) return true;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (reaches(selection.selectionSet, path, fragments, seen)) return true;
    } else if (!seen.has(selection.name.value)) {
      // Validation rejects fragment cycles; `seen` only keeps a shared fragment from being walked twice.
      seen.add(selection.name.value);
      if (reaches(fragments[selection.name.value]?.selectionSet, path, fragments, seen)) return true;
    }
  }
  return false;
}
