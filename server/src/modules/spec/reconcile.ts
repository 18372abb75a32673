import { parseSource, similarity, storedSources, type BriefDiff } from './brief-diff.js';
import { keptDecision } from './suggestion-state.js';
import { itemKinds, linked, type ItemFields, type SpecGraph, type SpecItem } from './graph.js';

/**
 * Ids are stable forever: a regenerated graph is matched against the stored one, so an item
 * keeps its id through every regeneration, a new item gets the next free number of its kind
 * (never a renumbering, never "FR-3b") and a stored item nothing matches is retired (the store
 * keeps it, superseded). Links and every id written in a text follow the renaming.
 */
export interface Reconciled {
  graph: SpecGraph;
  /** Fresh id → final id, for every item of the fresh graph. */
  ids: Map<string, string>;
  /** Final ids of items the stored graph did not have. */
  added: string[];
  /** Stored active ids the fresh graph no longer has. */
  retired: string[];
}

const idToken = /\b(AC-\d+\.\d+|(?:PER|UJ|FR|NFR|SM|ENT|AD|INT|RISK|Q|T|M)-\d+)\b/g;

const stripIds = (text: string) =>
  text
    .replace(idToken, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function numberOf(id: string): number {
  return Number(/-(\d+)/.exec(id)?.[1] ?? 0);
}

/** The parent requirement of each criterion (`FR verified_by AC`). */
function parents(graph: SpecGraph): Map<string, string> {
  const out = new Map<string, string>();
  for (const i of graph.items) if (i.kind === 'requirement') for (const c of linked(i, 'verified_by')) out.set(c, i.id);
  return out;
}

/** What a task is for: the requirements it builds and the integrations it connects, by id. */
function anchors(graph: SpecGraph): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const i of graph.items) {
    if (i.kind === 'requirement') for (const t of linked(i, 'built_by')) out.set(t, [...(out.get(t) ?? []), i.id]);
    if (i.kind === 'task') for (const x of linked(i, 'integrates')) out.set(i.id, [...(out.get(i.id) ?? []), x]);
  }
  return out;
}

export function reconcileGraph(stored: SpecGraph | null, fresh: SpecGraph, diff: BriefDiff | null, today = new Date().toISOString().slice(0, 10)): Reconciled {
  const ids = new Map<string, string>();
  if (!stored?.items.length) {
    for (const i of fresh.items) ids.set(i.id, i.id);
    return { graph: fresh, ids, added: fresh.items.map((i) => i.id), retired: [] };
  }
  const active = stored.items.filter((i) => i.status === 'active');
  const used = new Set<string>();
  const claim = (f: SpecItem, s: SpecItem | undefined) => {
    if (!s || used.has(s.id) || ids.has(f.id)) return;
    ids.set(f.id, s.id);
    used.add(s.id);
  };
  const open = (f: SpecItem) => active.filter((s) => s.kind === f.kind && !used.has(s.id));

  // 1. Items from one brief entry follow that entry to its new position.
  for (const f of fresh.items) {
    const src = parseSource(f.source);
    if (!src || (src.n === null && src.key === null)) continue;
    const entry = diff?.entries.find((e) => e.field === src.field && (src.key ? e.toKey === src.key : e.to === src.n));
    if (diff && !entry?.from) continue;
    // The old entry's items, cited by key or (graphs written before keys) by position.
    const olds = entry ? storedSources(src.field, entry.fromKey, entry.from) : [f.source];
    claim(
      f,
      open(f).find((s) => olds.includes(s.source)),
    );
  }
  // 2. Items from a whole field: same field (the same title first). Not criteria: a constraint's
  // check under each feature ("FR-2 criterion 2") is that feature's, matched through it in 3.
  for (const f of fresh.items) {
    const src = parseSource(f.source);
    if (!src || src.n !== null || src.key !== null || ids.has(f.id) || f.kind === 'criterion') continue;
    const same = open(f).filter((s) => s.source === f.source);
    claim(f, same.find((s) => stripIds(s.title) === stripIds(f.title)) ?? same[0]);
  }
  // 3. Criteria: the k-th criterion of a requirement is the k-th criterion of its match.
  const freshParent = parents(fresh);
  const storedById = new Map(stored.items.map((i) => [i.id, i]));
  const freshById = new Map(fresh.items.map((i) => [i.id, i]));
  for (const f of fresh.items) {
    if (f.kind !== 'criterion' || ids.has(f.id)) continue;
    const parent = freshParent.get(f.id);
    const finalParent = parent ? ids.get(parent) : undefined;
    const storedParent = finalParent ? storedById.get(finalParent) : undefined;
    if (!parent || !storedParent) continue;
    const k = linked(freshById.get(parent)!, 'verified_by').indexOf(f.id);
    const candidate = storedById.get(linked(storedParent, 'verified_by')[k] ?? '');
    if (candidate?.status === 'active') claim(f, candidate);
  }
  // 4. Derived items: tasks by what they build, then anything by its title, then by likeness.
  const freshAnchors = anchors(fresh);
  const storedAnchors = anchors(stored);
  const key = (list: string[] | undefined, map?: Map<string, string>) =>
    (list ?? [])
      .map((x) => map?.get(x) ?? x)
      .sort()
      .join(',');
  for (const f of fresh.items) {
    if (f.kind !== 'task' || ids.has(f.id)) continue;
    const anchor = freshAnchors.get(f.id) ?? [];
    // Something it builds is new: so is the task.
    if (!anchor.length || anchor.some((x) => !ids.has(x))) continue;
    const want = key(anchor, ids);
    if (want)
      claim(
        f,
        open(f).find((s) => key(storedAnchors.get(s.id)) === want && s.fields.role === f.fields.role),
      );
  }
  // The task that connects an integration is that integration's task, whoever uses it and whatever
  // its role now (an integration no requirement uses any more is set up, not integrated).
  const integrated = (t: SpecItem, map?: Map<string, string>) => key(linked(t, 'integrates'), map);
  for (const f of fresh.items) {
    if (f.kind !== 'task' || ids.has(f.id) || !linked(f, 'integrates').length) continue;
    if (linked(f, 'integrates').some((x) => !ids.has(x))) continue;
    const want = integrated(f, ids);
    claim(
      f,
      open(f).find((s) => integrated(s) === want),
    );
  }
  // A journey proposed for a persona (none were given) is that persona's journey.
  const performer = (g: SpecItem, map?: Map<string, string>) =>
    linked(g, 'performed_by')
      .map((x) => map?.get(x) ?? x)
      .join(',');
  for (const f of fresh.items) {
    if (f.kind !== 'journey' || f.source !== 'suggested' || ids.has(f.id)) continue;
    if (linked(f, 'performed_by').some((x) => !ids.has(x))) continue;
    claim(
      f,
      open(f).find((s) => s.source === 'suggested' && performer(s) === performer(f, ids)),
    );
  }
  // Criteria are matched through their requirement only: their titles ("FR-3 criterion 1") say nothing else.
  for (const f of fresh.items)
    if (!ids.has(f.id) && f.kind !== 'criterion')
      claim(
        f,
        open(f).find((s) => stripIds(s.title) === stripIds(f.title)),
      );
  // Likeness by title only (statements of one kind share templates); a task that builds
  // something was matched by what it builds, or is new.
  for (const f of fresh.items) {
    if (ids.has(f.id) || f.kind === 'criterion' || freshAnchors.has(f.id)) continue;
    const text = stripIds(f.title);
    const best = open(f)
      .filter((s) => !storedAnchors.has(s.id))
      .map((s) => ({ s, score: similarity(text, stripIds(s.title)) }))
      .filter((x) => x.score >= 0.5)
      .sort((a, b) => b.score - a.score)[0];
    claim(f, best?.s);
  }
  // 5. The rest are new: the next free number of their kind (of their requirement, for criteria).
  const next = new Map<string, number>();
  const bump = (prefix: string, n: number) => next.set(prefix, Math.max(next.get(prefix) ?? 0, n));
  for (const i of stored.items) bump(i.id.startsWith('AC-') ? i.id.replace(/\.\d+$/, '.') : i.id.replace(/\d+$/, ''), i.id.startsWith('AC-') ? Number(i.id.split('.')[1]) : numberOf(i.id));
  const added: string[] = [];
  for (const f of fresh.items) {
    if (ids.has(f.id)) continue;
    let prefix = `${itemKinds[f.kind]}-`;
    if (f.kind === 'criterion') prefix = `AC-${numberOf(ids.get(freshParent.get(f.id) ?? '') ?? f.id)}.`;
    const n = (next.get(prefix) ?? 0) + 1;
    next.set(prefix, n);
    ids.set(f.id, `${prefix}${n}`);
    added.push(`${prefix}${n}`);
  }
  const rename = (text: string) => text.replace(idToken, (t) => ids.get(t) ?? t);
  // Ids stand in texts, lists and maps alike (an entity's `references`: column → the entity it points at).
  const renameIn = (v: unknown): unknown => (typeof v === 'string' ? rename(v) : Array.isArray(v) ? v.map(renameIn) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, renameIn(x)])) : v);
  // A matched task keeps the progress recorded on it (status, note): the fresh graph says 'todo'.
  const progressOf = (f: SpecItem, id: string): ItemFields => {
    const kept = f.kind === 'task' && used.has(id) ? storedById.get(id) : undefined;
    const out: ItemFields = {};
    for (const k of ['status', 'note']) if (kept?.fields[k] !== undefined) out[k] = kept.fields[k];
    return out;
  };
  const renamed = fresh.items.map((f): SpecItem => ({
    ...f,
    id: ids.get(f.id)!,
    title: rename(f.title),
    statement: rename(f.statement),
    fields: {
      ...(renameIn(f.fields) as ItemFields),
      ...progressOf(f, ids.get(f.id)!),
    },
    links: f.links.map((l) => ({ kind: l.kind, to: ids.get(l.to) ?? l.to })),
  }));
  // A suggestion someone confirmed or rewrote stays so (suggestion-state.ts).
  const items = renamed.map((i) => ({ ...i, ...(keptDecision(i, used.has(i.id) ? storedById.get(i.id) : undefined) ?? {}) }));
  const retired = active.filter((s) => !used.has(s.id)).map((s) => s.id);
  // Retired and earlier superseded items stay in the graph, so documents can show them by id.
  const gone = stored.items.filter((s) => s.status !== 'active' || !used.has(s.id)).map((s): SpecItem => (s.status === 'active' ? { ...s, status: 'superseded', fields: { ...s.fields, supersededOn: today } } : s));
  return { graph: { ...fresh, items: [...items, ...gone] }, ids, added, retired };
}
