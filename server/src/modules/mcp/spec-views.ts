import { compareIds, itemById, itemsOf, linked, type SpecGraph, type SpecItem } from '../spec/graph.js';

/**
 * What the MCP tools read out of a spec graph: plain functions over the graph, so the bench and
 * the tests run them without HTTP. Texts are compact: a coding agent's context is the budget.
 */

/** One item in a line or two: `FR-3 [requirement] Title — statement`. */
export function itemLine(i: SpecItem): string {
  return `${i.id} [${i.kind}] ${i.title}${i.statement ? ` — ${i.statement}` : ''}`;
}

/** An item with its links (both ways) and, for a requirement, its acceptance criteria. */
export function itemDetail(graph: SpecGraph, id: string): Record<string, unknown> | null {
  const byId = itemById(graph);
  const item = byId.get(id);
  if (!item) return null;
  const incoming = graph.items.filter((i) => i.status === 'active' && i.links.some((l) => l.to === id)).map((i) => ({ from: i.id, kind: i.links.find((l) => l.to === id)!.kind }));
  const criteria =
    item.kind === 'requirement'
      ? linked(item, 'verified_by')
          .map((c) => byId.get(c))
          .filter((c): c is SpecItem => !!c)
          .map((c) => ({ id: c.id, statement: c.statement }))
      : undefined;
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    statement: item.statement,
    status: item.status,
    source: item.source,
    fields: item.fields,
    links: item.links,
    linkedFrom: incoming,
    ...(criteria ? { criteria } : {}),
  };
}

/** Items whose id, title or statement hold every word of the query, best (title hits) first. */
export function searchItems(graph: SpecGraph, query: string, limit = 20): { id: string; kind: string; title: string }[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return graph.items
    .filter((i) => i.status === 'active')
    .map((i) => {
      const title = `${i.id} ${i.title}`.toLowerCase();
      const text = `${title} ${i.statement}`.toLowerCase();
      if (!words.every((w) => text.includes(w))) return null;
      return { i, score: words.filter((w) => title.includes(w)).length };
    })
    .filter((x): x is { i: SpecItem; score: number } => x !== null)
    .sort((a, b) => b.score - a.score || compareIds(a.i.id, b.i.id))
    .slice(0, limit)
    .map(({ i }) => ({ id: i.id, kind: i.kind, title: i.title }));
}

export const taskStatusOf = (t: SpecItem | undefined): string => String(t?.fields.status ?? 'todo');

/** Tasks in schedule order: by start date, then id. */
export function scheduledTasks(graph: SpecGraph): SpecItem[] {
  return itemsOf(graph, 'task').sort((a, b) => String(a.fields.start ?? '').localeCompare(String(b.fields.start ?? '')) || compareIds(a.id, b.id));
}

/** Tasks not done (nor blocked) whose dependencies are all done, in schedule order. */
export function readyTasks(graph: SpecGraph): { id: string; title: string; status: string; start: unknown; end: unknown; estimateDays: unknown; role: unknown }[] {
  const byId = itemById(graph);
  return scheduledTasks(graph)
    .filter((t) => taskStatusOf(t) === 'todo' || taskStatusOf(t) === 'in_progress')
    .filter((t) => linked(t, 'depends_on').every((d) => byId.get(d)?.status !== 'active' || taskStatusOf(byId.get(d)) === 'done'))
    .map((t) => ({ id: t.id, title: t.title, status: taskStatusOf(t), start: t.fields.start ?? null, end: t.fields.end ?? null, estimateDays: t.fields.estimateDays ?? null, role: t.fields.role ?? null }));
}
