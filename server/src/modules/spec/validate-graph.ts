import { itemKinds, linked, type SpecGraph } from './graph.js';

/**
 * Structural rules every graph obeys, whoever produced it: the built-in composer is tested
 * against them and a model's output is repaired or retried until it passes.
 */
export interface GraphProblem {
  itemId: string;
  message: string;
}

const idPattern: Record<string, RegExp> = Object.fromEntries(Object.entries(itemKinds).map(([kind, prefix]) => [kind, kind === 'criterion' ? /^AC-\d+\.\d+$/ : new RegExp(`^${prefix}-\\d+$`)]));

export function validateGraph(graph: SpecGraph): GraphProblem[] {
  const problems: GraphProblem[] = [];
  const ids = new Map<string, string>();
  for (const item of graph.items) {
    if (ids.has(item.id)) problems.push({ itemId: item.id, message: `duplicate id ${item.id}` });
    ids.set(item.id, item.kind);
    if (!idPattern[item.kind]?.test(item.id)) problems.push({ itemId: item.id, message: `id ${item.id} does not fit kind ${item.kind}` });
    if (!item.title.trim()) problems.push({ itemId: item.id, message: `${item.id} has no title` });
  }
  for (const item of graph.items) {
    for (const link of item.links) {
      if (!ids.has(link.to)) problems.push({ itemId: item.id, message: `${item.id} ${link.kind} ${link.to}, which does not exist` });
    }
    if (item.kind === 'requirement' && item.status === 'active' && linked(item, 'verified_by').length === 0) {
      problems.push({ itemId: item.id, message: `${item.id} has no acceptance criteria` });
    }
  }
  const cycle = dependencyCycle(graph);
  if (cycle) problems.push({ itemId: cycle[0]!, message: `tasks depend on each other in a cycle: ${cycle.join(' → ')}` });
  return problems;
}

/** The first cycle among `depends_on` links, as a closed list of ids, or null. */
export function dependencyCycle(graph: SpecGraph): string[] | null {
  const deps = new Map(graph.items.filter((i) => i.kind === 'task').map((t) => [t.id, linked(t, 'depends_on')]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'open') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'open');
    path.push(id);
    for (const d of deps.get(id) ?? []) {
      const found = visit(d);
      if (found) return found;
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const id of deps.keys()) {
    const found = visit(id);
    if (found) return found;
  }
  return null;
}
