/**
 * The spec graph: typed items with stable ids and the typed links between them. Every document
 * renders from it and every check reads it; generators (the built-in composer, an LLM with
 * structured output) produce it. Plain JSON, so it can be stored, sent and compared as is.
 */

import { ITEM_KINDS, ITEM_STATUSES, LINK_KINDS, type ItemFields, type ItemKind, type LinkKind, type SpecItem } from '@specforge/contracts/spec-item';

/**
 * Item kinds (and their id prefixes), link kinds, statuses and the item shape are shared
 * contracts (packages/contracts/src/spec-item.js), read by the client and the journeys too.
 * Link kinds read "from <kind> to": a journey `needs` a requirement, a requirement is
 * `verified_by` its criteria, `measured_by` a metric, `uses` an entity or integration, is
 * `built_by` a task and `serves` a persona; a task `depends_on` a task, `integrates` an
 * integration and is `due_in` a milestone; a decision `supports` a requirement; a journey is
 * `performed_by` a persona; an entity `relates_to` another; a risk or question `concerns` an item.
 */
export const itemKinds = ITEM_KINDS;
export const itemKindNames = Object.keys(itemKinds) as ItemKind[];
export const linkKinds = LINK_KINDS;
export const itemStatuses = ITEM_STATUSES;
export type { ItemFields, ItemKind, ItemStatus, LinkKind, SpecItem, SpecLink } from '@specforge/contracts/spec-item';

export interface SpecGraph {
  items: SpecItem[];
  /** The generator that produced it: `builtin` or `provider:model`. */
  generator: string;
}

export function itemsOf(graph: SpecGraph, kind: ItemKind, includeSuperseded = false): SpecItem[] {
  return graph.items.filter((i) => i.kind === kind && (includeSuperseded || i.status === 'active'));
}

export function itemById(graph: SpecGraph): Map<string, SpecItem> {
  return new Map(graph.items.map((i) => [i.id, i]));
}

/** Ids an item links to with one kind of link, in order. */
export function linked(item: SpecItem, kind: LinkKind): string[] {
  return item.links.filter((l) => l.kind === kind).map((l) => l.to);
}

/** Items that link to `id` with `kind` (the reverse direction). */
export function linkedFrom(graph: SpecGraph, id: string, kind: LinkKind): SpecItem[] {
  return graph.items.filter((i) => i.status === 'active' && i.links.some((l) => l.kind === kind && l.to === id));
}

export function field<T extends ItemFields[string]>(item: SpecItem, name: string, fallback: T): T {
  const v = item.fields[name];
  return (v === undefined ? fallback : v) as T;
}

/** Ordering by kind, then by the number(s) in the id (FR-2 before FR-10, AC-1.2 before AC-1.10). */
export function compareIds(a: string, b: string): number {
  const na = a.match(/\d+/g)?.map(Number) ?? [];
  const nb = b.match(/\d+/g)?.map(Number) ?? [];
  const pa = a.replace(/[\d.]+$/, '');
  const pb = b.replace(/[\d.]+$/, '');
  if (pa !== pb) return pa < pb ? -1 : 1;
  for (let i = 0; i < Math.max(na.length, nb.length); i += 1) {
    const d = (na[i] ?? -1) - (nb[i] ?? -1);
    if (d) return d;
  }
  return 0;
}
