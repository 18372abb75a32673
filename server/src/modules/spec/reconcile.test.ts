import { describe, expect, it } from 'vitest';
import { briefFacts, buildSpecGraph, normaliseBrief } from '../generation/composer/index.js';
import { briefCorpus } from '../generation/composer/planner/testing/brief-corpus.js';
import { alignEntries, diffBriefs } from './brief-diff.js';
import { itemById, linked, type SpecGraph } from './graph.js';
import { reconcileGraph } from './reconcile.js';
import { validateGraph } from './validate-graph.js';

const walkers = {
  projectName: 'Pawtrail',
  projectDescription: 'Dog owners book trusted walkers for same-day walks.',
  keyFeatures: ['Owners book same-day walks', 'Walkers pass background checks', 'GPS walk tracking with a live map', 'Owners review walkers after each walk'],
  userPersonas: ['Dog owner who works long hours', 'Professional dog walker'],
  successMetrics: ['Repeat bookings per owner per month'],
  integrations: ['Google Maps', 'Checkr'],
  timeline: '3 months',
};

function rebuild(before: Record<string, unknown>, after: Record<string, unknown>) {
  const a = normaliseBrief(before, '2026-01-05');
  const b = normaliseBrief(after, '2026-01-05');
  const stored = buildSpecGraph(a);
  const diff = diffBriefs(briefFacts(a), briefFacts(b));
  return { stored, diff, result: reconcileGraph(stored, buildSpecGraph(b), diff) };
}

const titleOf = (g: SpecGraph, id: string) => itemById(g).get(id)?.title;
const active = (g: SpecGraph, kind: string) => g.items.filter((i) => i.kind === kind && i.status === 'active').map((i) => i.id);

describe('brief alignment', () => {
  it('pairs equal, edited, removed and added entries', () => {
    const d = alignEntries('keyFeatures', ['Book walks', 'Pay by card', 'Rate walkers'], ['Book same-day walks', 'Rate walkers', 'Chat with the walker']);
    expect(d.map((e) => [e.from, e.to, e.change])).toEqual([
      [1, 1, 'changed'],
      [2, null, 'removed'],
      [3, 2, 'same'],
      [null, 3, 'added'],
    ]);
  });

  it('reads an entry rewritten in place as changed, not as removed and added', () => {
    const d = alignEntries('keyFeatures', ['Book walks', 'Pay by card'], ['Book walks', 'Card payments for companies']);
    expect(d[1]).toMatchObject({ from: 2, to: 2, change: 'changed' });
    const unrelated = alignEntries('keyFeatures', ['Book walks', 'Pay by card'], ['Book walks', 'Family voting on dinners']);
    expect(unrelated.map((e) => e.change)).toEqual(['same', 'removed', 'added']);
  });
});

describe('stable ids', () => {
  it("keeps the ids inside an entity's references in step: a role that moves up a place in the fresh build still points at its stored id", () => {
    // Removing the only feature that names the supervisor drops the Supervisor role: the Resident
    // role is built one place earlier, and the report the resident files must still refer to it.
    const bins = {
      projectName: 'BinRound',
      projectDescription: 'Collection rounds for a district council.',
      userPersonas: ['Supervisor: watches the rounds from the depot', 'Resident: wants their missed bin collected'],
      // Profiles and registering are records about the people: each role is a table of its own (else a role of User).
      keyFeatures: ['Register supervisors for each depot', 'Resident report of a missed bin', 'Resident profiles with home addresses'],
      userJourneys: 'A resident reports a missed bin and the supervisor adds it to the nearest round.',
    };
    const { result } = rebuild(bins, { ...bins, keyFeatures: bins.keyFeatures.slice(1) });
    const entities = result.graph.items.filter((i) => i.kind === 'entity' && i.status === 'active');
    const byId = new Map(entities.map((e) => [e.id, e]));
    const withReferences = entities.filter((e) => e.fields.references);
    expect(withReferences.length).toBeGreaterThan(0);
    for (const e of withReferences) {
      for (const [column, to] of Object.entries(e.fields.references as Record<string, string>)) {
        const target = byId.get(to);
        expect({ entity: e.title, column, to: target?.title }).toEqual({ entity: e.title, column, to: column === 'residentId' ? 'Resident' : expect.any(String) });
      }
    }
  });

  it('an unchanged brief gives the same ids and nothing added or retired', () => {
    const { stored, result } = rebuild(walkers, walkers);
    expect(result.added).toEqual([]);
    expect(result.retired).toEqual([]);
    expect(result.graph.items.map((i) => i.id)).toEqual(stored.items.map((i) => i.id));
  });

  it('a new feature is FR-(n+1) with its own criteria and build task; the others keep their ids', () => {
    const { stored, result } = rebuild(walkers, { ...walkers, keyFeatures: ['Owners message walkers in the app', ...walkers.keyFeatures] });
    const g = result.graph;
    expect(titleOf(g, 'FR-5')).toMatch(/message walkers/i);
    for (const id of ['FR-1', 'FR-2', 'FR-3', 'FR-4']) expect(titleOf(g, id)).toBe(titleOf(stored, id));
    expect(result.added).toContain('FR-5');
    expect(result.added.filter((id) => id.startsWith('AC-5.')).length).toBeGreaterThan(0);
    const build = itemById(g).get(linked(itemById(g).get('FR-5')!, 'built_by').find((t) => titleOf(g, t)?.startsWith('Build'))!)!;
    expect(build.title).toMatch(/^Build FR-5:/);
    const maxStoredTask = Math.max(...active(stored, 'task').map((id) => Number(id.slice(2))));
    expect(Number(build.id.slice(2))).toBeGreaterThan(maxStoredTask);
    expect(validateGraph(g)).toEqual([]);
  });

  it("a matched task keeps its recorded progress (status, note) through a regeneration; a new task starts as 'todo'", () => {
    const a = normaliseBrief(walkers, '2026-01-05');
    const b = normaliseBrief({ ...walkers, keyFeatures: ['Owners message walkers in the app', ...walkers.keyFeatures] }, '2026-01-05');
    const stored = buildSpecGraph(a);
    const tasks = stored.items.filter((i) => i.kind === 'task');
    tasks[0]!.fields = { ...tasks[0]!.fields, status: 'done', note: 'Shipped' };
    tasks[1]!.fields = { ...tasks[1]!.fields, status: 'blocked' };
    const result = reconcileGraph(stored, buildSpecGraph(b), diffBriefs(briefFacts(a), briefFacts(b)));
    const byId = itemById(result.graph);
    expect(byId.get(tasks[0]!.id)!.fields).toMatchObject({ status: 'done', note: 'Shipped' });
    expect(byId.get(tasks[1]!.id)!.fields.status).toBe('blocked');
    const fresh = result.added.filter((id) => id.startsWith('T-'));
    expect(fresh.length).toBeGreaterThan(0);
    for (const id of fresh) expect(byId.get(id)!.fields.status).toBe('todo');
  });

  it('a removed feature retires its FR, criteria and build task; later FRs keep their numbers', () => {
    const { stored, result } = rebuild(walkers, { ...walkers, keyFeatures: walkers.keyFeatures.filter((_, i) => i !== 1) });
    expect(result.retired).toContain('FR-2');
    expect(result.retired.some((id) => id.startsWith('AC-2.'))).toBe(true);
    expect(titleOf(result.graph, 'FR-3')).toBe(titleOf(stored, 'FR-3'));
    expect(titleOf(result.graph, 'FR-4')).toBe(titleOf(stored, 'FR-4'));
    expect(active(result.graph, 'requirement')).not.toContain('FR-2');
    // Ids written in texts follow: the build task of FR-4 still says FR-4.
    expect(result.graph.items.some((i) => i.title.startsWith('Build FR-4:'))).toBe(true);
  });

  it('an edited feature keeps its id, and its task follows it', () => {
    const edited = [...walkers.keyFeatures];
    edited[2] = 'GPS walk tracking with a live map and photo updates';
    const { stored, result } = rebuild(walkers, { ...walkers, keyFeatures: edited });
    expect(titleOf(result.graph, 'FR-3')).not.toBe(titleOf(stored, 'FR-3'));
    expect(result.added.filter((id) => id.startsWith('FR-'))).toEqual([]);
    const task = (g: SpecGraph) => linked(itemById(g).get('FR-3')!, 'built_by').find((t) => itemById(g).get(t)!.title.startsWith('Build'));
    expect(task(result.graph)).toBe(task(stored));
  });

  it('a feature removed and another added in one edit: the new FR has its own criteria, the old ones retire with it', () => {
    const features = walkers.keyFeatures.filter((_, i) => i !== 2);
    const { result } = rebuild(walkers, { ...walkers, keyFeatures: [...features, 'Owners tip walkers after a walk'] });
    expect(result.retired).toEqual(expect.arrayContaining(['FR-3', 'AC-3.1']));
    const fr5 = itemById(result.graph).get('FR-5')!;
    expect(fr5.title).toMatch(/tip walkers/i);
    expect(linked(fr5, 'verified_by').every((id) => id.startsWith('AC-5.'))).toBe(true);
    expect(result.graph.items.filter((i) => i.status === 'active' && i.id.startsWith('AC-3.'))).toEqual([]);
  });

  it('holds for every brief of the corpus: dropping the first feature keeps every other FR title on its id', () => {
    for (const input of Object.values(briefCorpus)) {
      const features = (input as { keyFeatures?: string[] }).keyFeatures ?? [];
      if (features.length < 3) continue;
      const { stored, result } = rebuild(input, { ...input, keyFeatures: features.slice(1) });
      expect(result.retired).toContain('FR-1');
      for (const id of active(stored, 'requirement').slice(1)) expect(titleOf(result.graph, id)).toBe(titleOf(stored, id));
      expect(new Set(result.graph.items.map((i) => i.id)).size).toBe(result.graph.items.length);
    }
  });
});
