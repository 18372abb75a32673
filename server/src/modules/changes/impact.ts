import { describeSource, diffBriefs, isUnchanged, storedSources, type BriefFacts, type EntryDiff } from '../spec/brief-diff.js';
import { itemKinds, type ItemKind, type SpecGraph, type SpecItem } from '../spec/graph.js';
import { allSections as documentSections } from '../documents/markdown-sections.js';
import { journeyCitations, personaWords, setRules, takenUp } from './impact-set-rules.js';
import { sharedChecks } from './impact-shared-checks.js';
import { statedPlanKey } from '../generation/composer/reader/index.js';
import { downstream, listing, named, push } from './impact-follow.js';

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

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
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
