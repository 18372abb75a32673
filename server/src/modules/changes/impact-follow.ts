import { linked, type ItemKind, type LinkKind, type SpecGraph, type SpecItem } from '../spec/graph.js';
import type { EntryDiff } from '../spec/brief-diff.js';
import type { ImpactChange, ImpactItem } from './impact.js';

/**
 * How a direct change reaches further items: along the graph's links (forward and backward), to
 * items that name a changed persona or integration, and to items that list a whole set.
 */

/** Downstream reasons, by link kind read forward from an affected item. */
const forward: Partial<Record<LinkKind, (from: string) => string>> = {
  verified_by: (id) => `Acceptance criterion of ${id}`,
  built_by: (id) => `Builds ${id}`,
  measured_by: (id) => `Measures ${id}`,
  uses: (id) => `Used by ${id}`,
  due_in: (id) => `Milestone of ${id}`,
};
/** …and read backward (the item links to the affected one). */
const backward: Partial<Record<LinkKind, (to: string) => string>> = {
  needs: (id) => `Needs ${id}`,
  concerns: (id) => `Concerns ${id}`,
  serves: (id) => `Serves ${id}`,
  performed_by: (id) => `Performed by ${id}`,
  depends_on: (id) => `Depends on ${id}`,
  measured_by: (id) => `Measured by ${id}`,
  supports: (id) => `Supports ${id}`,
  integrates: (id) => `Integrates ${id}`,
  uses: (id) => `Uses ${id}`,
  relates_to: (id) => `Relates to ${id}`,
};

export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The kind of item each brief list makes, for items that list the whole set. */
const setKinds: Record<string, ItemKind> = { keyFeatures: 'requirement', userPersonas: 'persona', successMetrics: 'metric', integrations: 'integration' };

/**
 * Items that name a changed persona or integration by its title without a link to it ("Accounts
 * and sign-in with the roles …", a criterion's "Given a busy parent …").
 */
export function named(active: SpecItem[], out: Map<string, ImpactItem>, put: (i: SpecItem, c: ImpactChange, r: string) => void): void {
  const direct = active.filter((i) => (i.kind === 'persona' || i.kind === 'integration') && out.has(i.id));
  if (!direct.length) return;
  for (const i of active) {
    if (out.has(i.id) || i.kind === 'persona' || i.kind === 'integration') continue;
    const t = textOf(i);
    const hit = direct.find((d) => !linked(i, 'integrates').includes(d.id) && (t.includes(d.title.toLowerCase()) || t.includes(singular(d.title).toLowerCase())));
    if (hit) put(i, 'downstream', `Names ${hit.id}`);
  }
}

/**
 * When an entry is added to or removed from a list, the items that name or link every item of
 * its kind: they list the set ("Analytics events for SM-1, SM-2, SM-3", a decision that supports
 * every requirement).
 */
export function listing(active: SpecItem[], out: Map<string, ImpactItem>, moved: EntryDiff[], put: (i: SpecItem, c: ImpactChange, r: string) => void): void {
  const kinds = new Set(moved.filter((e) => e.change !== 'changed' && setKinds[e.field]).map((e) => setKinds[e.field]!));
  // The data model is read from the features' words as a whole: any feature edit may add or drop a thing.
  if (moved.some((e) => e.field === 'keyFeatures')) kinds.add('entity');
  const sets = [...kinds].map((kind) => ({ kind, members: active.filter((i) => i.kind === kind) })).filter((s) => s.members.length > 1);
  if (!sets.length) return;
  for (const i of active) {
    if (out.has(i.id)) continue;
    const t = textOf(i);
    const links = new Set(i.links.map((l) => l.to));
    const lists = sets.find((s) => s.kind !== i.kind && s.members.every((m) => links.has(m.id) || t.includes(m.id.toLowerCase()) || t.includes(m.title.toLowerCase())));
    if (lists) put(i, 'downstream', `Lists every ${lists.kind}`);
  }
}

const textOf = (i: SpecItem) => `${i.title}\n${i.statement}\n${JSON.stringify(i.fields)}`.toLowerCase();

/** "Busy parents with two or more kids" → "busy parent with two or more kids", as criteria name one of them. */
const singular = (title: string) => title.replace(/^(\S+?)s\b/, '$1');

/** Items that link to or from the directly affected ones, and the tasks that wait on those. */
export function downstream(graph: SpecGraph, active: SpecItem[], out: Map<string, ImpactItem>, put: (i: SpecItem, c: ImpactChange, r: string) => void): void {
  const byId = new Map(active.map((i) => [i.id, i]));
  const incoming = new Map<string, { from: SpecItem; kind: LinkKind }[]>();
  for (const i of active) for (const l of i.links) push(incoming, l.to, { from: i, kind: l.kind });
  const all = new Map(graph.items.map((i) => [i.id, i]));
  const direct = [...out.values()].map((x) => all.get(x.id)).filter((i): i is SpecItem => !!i);
  const tasks: SpecItem[] = [];
  for (const x of direct) {
    for (const l of x.links) {
      const to = byId.get(l.to);
      const why = forward[l.kind];
      if (to && why) {
        // A removed requirement takes its criteria, the task that builds only it (not an integration's) and the entities no other requirement uses along.
        const users = (incoming.get(to.id) ?? []).filter((u) => u.kind === l.kind);
        const alone =
          l.kind === 'verified_by' ||
          (l.kind === 'built_by' && users.length === 1 && !linked(to, 'integrates').length) ||
          (l.kind === 'uses' && to.kind === 'entity' && users.filter((u) => u.from.kind === 'requirement').every((u) => out.get(u.from.id)?.change === 'retired'));
        if (out.get(x.id)?.change === 'retired' && alone) put(to, 'retired', `${why(x.id)}, which was removed`);
        else put(to, 'downstream', why(x.id));
        if (to.kind === 'task') tasks.push(to);
      }
    }
    for (const { from, kind } of incoming.get(x.id) ?? []) {
      const why = backward[kind];
      // The task that integrates only a removed integration goes with it, and so does a question about removed items only.
      const gone = (id: string) => out.get(id)?.change === 'retired';
      const only = (k: LinkKind) => kind === k && gone(x.id) && linked(from, k).every(gone);
      if (why && (only('integrates') || (from.kind === 'question' && only('concerns') && out.get(from.id)?.change !== 'changed'))) put(from, 'retired', `${why(x.id)}, which was removed`);
      else if (why) put(from, 'downstream', why(x.id));
      if (from.kind === 'task') tasks.push(from);
    }
  }
  // A task that changes moves every task waiting on it.
  for (let k = 0; k < tasks.length; k += 1) {
    for (const { from, kind } of incoming.get(tasks[k]!.id) ?? []) {
      if (kind !== 'depends_on' || out.has(from.id)) continue;
      put(from, 'downstream', `Depends on ${tasks[k]!.id}`);
      tasks.push(from);
    }
  }
  // An entity that changes or goes moves the entities that relate to it (the data model's links).
  const entities = [...out.values()].filter((x) => x.kind === 'entity');
  for (let k = 0; k < entities.length; k += 1) {
    for (const { from, kind } of incoming.get(entities[k]!.id) ?? []) {
      if (kind !== 'relates_to' || from.kind !== 'entity' || out.has(from.id)) continue;
      put(from, 'downstream', `Relates to ${entities[k]!.id}`);
      entities.push(out.get(from.id)!);
    }
  }
}
