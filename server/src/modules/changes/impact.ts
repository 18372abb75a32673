import { describeSource, diffBriefs, isUnchanged, storedSources, type BriefFacts, type EntryDiff } from '../spec/brief-diff.js';
import { itemKinds, linked, type ItemKind, type LinkKind, type SpecGraph, type SpecItem } from '../spec/graph.js';
import { allSections as documentSections } from '../documents/markdown-sections.js';
import { journeyCitations, personaWords, setRules, takenUp } from './impact-set-rules.js';
import { sharedChecks } from './impact-shared-checks.js';
import { statedPlanKey } from '../generation/composer/reader/index.js';

/**
 * The impact of a brief change on a stored spec, by item id: pure and fast (no generator runs),
 * so it can be shown before anything is regenerated. Direct changes come from aligning the
 * brief the graph was built from with the brief as it is now; the rest follows the graph's links.
 */
export type ImpactChange = 'changed' | 'added' | 'retired' | 'downstream';

export interface ImpactItem {
  id: string;
  kind: ItemKind;
  title: string;
  change: ImpactChange;
  reason: string;
}

export interface ImpactSection {
  title: string;
  /** Affected ids the section mentions. */
  items: string[];
  /** The section's text differs from what was last generated: an update never replaces it silently. */
  editedByHand: boolean;
}

export interface ImpactDocument {
  type: string;
  title: string;
  status: string;
  sections: ImpactSection[];
}

export interface BriefChange {
  field: string;
  label: string;
  change: 'changed' | 'added' | 'removed';
  before: string | null;
  after: string | null;
}

export interface ImpactReport {
  /** False when the stored graph predates change tracking (regenerate the PRD once). */
  tracked: boolean;
  briefChanged: boolean;
  changes: BriefChange[];
  items: ImpactItem[];
  documents: ImpactDocument[];
  /** Documents being generated right now: their items may still change. */
  inFlight: string[];
}

export interface ImpactInput {
  graph: SpecGraph | null;
  basis: BriefFacts | null;
  current: BriefFacts;
  documents: { type: string; title: string; status: string; content: string; generated: string | null }[];
  inFlight: string[];
}

const quote = (s: string | null) => `"${(s ?? '').length > 80 ? `${s!.slice(0, 77)}…` : (s ?? '')}"`;

/** Brief fields whose change re-plans every task's dates. */
const scheduleFields = new Set(['timeline', 'teamSize', 'projectScope', 'performanceExpectations']);

/** What a new entry of a list field becomes (the kind, and whether it gets a task). */
const producedBy: Record<string, { kind: ItemKind; task?: (title: string, id: string) => string }> = {
  integrations: { kind: 'integration', task: (t) => `Integrate ${t}` },
  keyFeatures: { kind: 'requirement', task: (t, id) => `Build ${id}: ${t}` },
  userPersonas: { kind: 'persona' },
  userJourneys: { kind: 'journey' },
  successMetrics: { kind: 'metric' },
  risks: { kind: 'risk' },
};

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

/** Free-text fields the reader takes the team size and a deadline from (composer reader, `statedPlanKey`). */
const planTextFields = new Set(['additionalNotes', 'technicalConstraints', 'risks', 'businessGoals', 'projectDescription', 'futureEvolution']);

/** Brief lists whose new or removed entries add or remove work, so every date moves. */
const workFields = new Set(['keyFeatures', 'integrations', 'userPersonas']);

export function impactOf(input: ImpactInput): ImpactReport {
  const documents = input.documents.map((d) => ({ type: d.type, title: d.title, status: d.status, sections: [] as ImpactSection[] }));
  const base = { tracked: input.basis !== null, inFlight: input.inFlight };
  if (!input.graph || !input.basis) return { ...base, briefChanged: false, changes: [], items: [], documents: sectionsOf(input, documents, new Set()) };
  const diff = diffBriefs(input.basis, input.current);
  const graph = input.graph;
  const active = graph.items.filter((i) => i.status === 'active');
  const bySource = new Map<string, SpecItem[]>();
  for (const i of active) push(bySource, i.source, i);
  const out = new Map<string, ImpactItem>();
  const put = (i: SpecItem, change: ImpactChange, reason: string) => {
    // The first reason wins, except that an item found to go is retired whatever reached it first.
    const had = out.get(i.id);
    if (!had || (change === 'retired' && had.change !== 'retired')) out.set(i.id, { id: i.id, kind: i.kind, title: i.title, change, reason });
  };

  const moved = diff.entries.filter((e): e is EntryDiff & { change: 'changed' | 'removed' | 'added' } => e.change !== 'same');
  for (const e of moved) {
    if (e.change === 'added') continue;
    const what = describeSource(e.field, e.from);
    for (const i of storedSources(e.field, e.fromKey, e.from).flatMap((src) => bySource.get(src) ?? [])) {
      put(i, e.change === 'changed' ? 'changed' : 'retired', e.change === 'changed' ? `${cap(what)} changed: ${quote(e.before)} → ${quote(e.after)}` : `${cap(what)} was removed from the brief`);
    }
  }
  for (const v of diff.values) {
    for (const i of bySource.get(`brief:${v.field}`) ?? []) put(i, 'changed', `${cap(describeSource(v.field, null))} changed`);
  }
  setRules(input.basis, input.current, active, moved, bySource, put);
  sharedChecks(input.basis, input.current, active, moved, put);
  // A feature interview answer ("<feature>: …") sets its requirement's persona and criteria.
  for (const e of moved.filter((m) => m.field === 'featureDetails')) {
    const line = e.after ?? e.before ?? '';
    const fr = active.find((i) => i.kind === 'requirement' && line.startsWith(`${i.title}: `));
    const what = cap(describeSource(e.field, e.to ?? e.from));
    if (fr) put(fr, 'changed', e.change === 'added' ? `${what} answers it: ${quote(e.after)}` : e.change === 'removed' ? `${what} was removed from the brief` : `${what} changed: ${quote(e.before)} → ${quote(e.after)}`);
  }
  const added = predictAdded(graph, moved);
  named(active, out, put);
  downstream(graph, active, out, put);
  journeyCitations(active, out, put);
  // Last of the direct reasons: an item that takes up a new entry only gains a link to it, which
  // moves nothing that depends on it (so it is not walked downstream).
  takenUp(active, moved, put);
  personaWords(active, moved, put);
  const replanned = diff.values.filter((v) => scheduleFields.has(v.field));
  // The team size or deadline the notes state moved, though no plan field did.
  if (!replanned.length && statedPlanKey(input.basis.values) !== statedPlanKey(input.current.values)) {
    const textField = diff.values.find((v) => planTextFields.has(v.field));
    if (textField) replanned.push(textField);
  }
  const work = moved.filter((e) => e.change !== 'changed' && workFields.has(e.field));
  if (replanned.length || work.length) {
    const why = replanned.length
      ? `Dates are re-planned: ${replanned.map((v) => `${describeSource(v.field, null)} ${v.before ? `${quote(v.before)} → ` : 'set to '}${quote(v.after)}`).join('; ')}`
      : `Dates are re-planned: ${work.map((e) => `${describeSource(e.field, e.to ?? e.from)} ${e.change}`).join('; ')}`;
    for (const i of active) if (i.kind === 'task' || i.kind === 'milestone') put(i, 'downstream', why);
  }
  // Last: items that list a whole set add nothing further downstream, and come after the moved dates.
  listing(active, out, moved, put);
  const items = [...out.values(), ...added];
  return {
    ...base,
    briefChanged: !isUnchanged(diff),
    changes: [
      ...moved.map((e) => ({ field: e.field, label: describeSource(e.field, e.to ?? e.from), change: e.change, before: e.before, after: e.after })),
      ...diff.values.map((v) => ({ field: v.field, label: describeSource(v.field, null), change: 'changed' as const, before: v.before, after: v.after })),
    ],
    items,
    documents: sectionsOf(input, documents, new Set(items.map((i) => i.id))),
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The kind of item each brief list makes, for items that list the whole set. */
const setKinds: Record<string, ItemKind> = { keyFeatures: 'requirement', userPersonas: 'persona', successMetrics: 'metric', integrations: 'integration' };

/**
 * Items that name a changed persona or integration by its title without a link to it ("Accounts
 * and sign-in with the roles …", a criterion's "Given a busy parent …").
 */
function named(active: SpecItem[], out: Map<string, ImpactItem>, put: (i: SpecItem, c: ImpactChange, r: string) => void): void {
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
function listing(active: SpecItem[], out: Map<string, ImpactItem>, moved: EntryDiff[], put: (i: SpecItem, c: ImpactChange, r: string) => void): void {
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
function downstream(graph: SpecGraph, active: SpecItem[], out: Map<string, ImpactItem>, put: (i: SpecItem, c: ImpactChange, r: string) => void): void {
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

/** New entries of the brief become new items with the next free ids (as a regeneration numbers them). */
function predictAdded(graph: SpecGraph, moved: EntryDiff[]): ImpactItem[] {
  const next = new Map<string, number>();
  for (const i of graph.items) {
    const prefix = i.id.replace(/-.*$/, '');
    next.set(prefix, Math.max(next.get(prefix) ?? 0, Number(/-(\d+)/.exec(i.id)?.[1] ?? 0)));
  }
  const take = (kind: ItemKind) => {
    const prefix = itemKinds[kind];
    const n = (next.get(prefix) ?? 0) + 1;
    next.set(prefix, n);
    return `${prefix}-${n}`;
  };
  const out: ImpactItem[] = [];
  const tasks: ImpactItem[] = [];
  // Integrations first: the regenerated plan lists their tasks before the feature tasks.
  const order = ['userPersonas', 'userJourneys', 'integrations', 'keyFeatures', 'successMetrics', 'risks'];
  const entries = moved.filter((e) => e.change === 'added' && producedBy[e.field]).sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
  for (const e of entries) {
    const made = producedBy[e.field]!;
    const id = take(made.kind);
    const title = e.after ?? '';
    const what = describeSource(e.field, e.to);
    out.push({ id, kind: made.kind, title, change: 'added', reason: `${cap(what)} is new: ${quote(title)}${made.kind === 'requirement' ? ' (with its acceptance criteria)' : ''}` });
    if (made.task) tasks.push({ id: '', kind: 'task', title: made.task(title, id), change: 'added', reason: `Builds ${id}` });
  }
  for (const t of tasks) t.id = take('task');
  return [...out, ...tasks];
}

function sectionsOf(input: ImpactInput, documents: ImpactDocument[], affected: Set<string>): ImpactDocument[] {
  const ids = /\b(AC-\d+\.\d+|(?:PER|UJ|FR|NFR|SM|ENT|AD|INT|RISK|Q|T|M)-\d+)\b/g;
  return documents.map((doc, k) => {
    const source = input.documents[k]!;
    const generated = new Map(documentSections(source.generated ?? '').map((s) => [s.title.toLowerCase(), s.text]));
    const sections = documentSections(source.content).flatMap((s) => {
      const items = [...new Set(s.text.match(ids) ?? [])].filter((id) => affected.has(id));
      const editedByHand = source.generated !== null && generated.get(s.title.toLowerCase())?.trim() !== s.text.trim();
      return items.length || editedByHand ? [{ title: s.title, items, editedByHand }] : [];
    });
    return { ...doc, sections };
  });
}
