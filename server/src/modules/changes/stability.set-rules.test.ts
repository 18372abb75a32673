import { describe, expect, it } from 'vitest';
import { briefFacts, buildSpecGraph, normaliseBrief } from '../generation/composer/index.js';
import { reconcileGraph } from '../spec/reconcile.js';
import { impactOf } from './impact.js';
import { coopBase } from './testing/brief-edits.js';
import { ferryBrief, organBrief, tripBrief, vetBrief } from './testing/unseen-briefs.js';
import { canonical, planUpdate } from './update-plan.js';

const today = '2026-01-05';
type Input = typeof coopBase;

/** What the update does and what the report says of it, for one edit. */
function compare(base: Input, apply: (b: Input) => Input) {
  const b0 = normaliseBrief(base, today);
  const b1 = normaliseBrief(apply(base), today);
  const g0 = reconcileGraph(null, buildSpecGraph(b0), null, today).graph;
  const plan = planUpdate({ brief: b1, facts: briefFacts(b1), basis: briefFacts(b0), graph: g0, documents: [] });
  const report = impactOf({ graph: g0, basis: briefFacts(b0), current: briefFacts(b1), documents: [], inFlight: [] });
  const reached = new Map(report.items.map((i) => [i.id, i]));
  const after = new Map(plan.graph.items.map((i) => [i.id, i]));
  const notEntity = (id: string) => !id.startsWith('ENT-');
  return {
    report: reached,
    outside: {
      moved: g0.items.filter((i) => !reached.has(i.id) && canonical(i) !== canonical(after.get(i.id))).map((i) => i.id),
      missing: [...plan.summary.changed, ...plan.summary.retired].filter((id) => !reached.has(id)),
      retired: report.items
        .filter((i) => i.change === 'retired' && notEntity(i.id))
        .map((i) => i.id)
        .sort(),
    },
    retired: plan.summary.retired.filter(notEntity).sort(),
  };
}

const without = (field: 'keyFeatures' | 'userPersonas', k: number) => (b: Input) => ({ ...b, [field]: b[field].filter((_, n) => n !== k) });

describe('decisions made from a set: the impact report names what the edit really moves', () => {
  it("a feature removed frees its capability's checks for the next features that share it (the supplier portal: invoicing)", () => {
    // "Supplier invoice submission" and "Invoice approval by the finance officer" share the invoicing
    // checks; "Sync approved invoices to QuickBooks" took the accounting sync ones, invoicing's being used up.
    for (const k of [0, 2]) {
      const { report, outside, retired } = compare(coopBase, without('keyFeatures', k));
      expect({ k, moved: outside.moved, missing: outside.missing }).toEqual({ k, moved: [], missing: [] });
      expect(outside.retired).toEqual(retired);
      expect(report.get('FR-5')?.reason).toMatch(/^Shares the Invoicing checks with "/);
    }
    // "Import suppliers from a CSV file" asked the import question: the export feature is asked it now.
    const { report, outside } = compare(coopBase, without('keyFeatures', 1));
    expect(outside.moved).toEqual([]);
    expect(report.get('FR-4')?.change).toBe('changed');
    expect([...report.values()].find((i) => i.reason === 'Asked of FR-4 now, the next Import and export feature')).toBeDefined();
  });

  it('a persona removed settles who does a feature the journey showed two personas doing, and the report says so', () => {
    // "The owner tuner reviews the tuning history" and "the subcontracted tuner tunes the organ": two tuners.
    for (const k of [0, 1]) {
      const { report, outside, retired } = compare(organBrief, without('userPersonas', k));
      expect({ k, ...outside, retired: undefined }).toEqual({ k, moved: [], missing: [], retired: undefined });
      expect(outside.retired).toEqual(retired);
      expect(report.get('FR-4')?.reason).toMatch(/^Now done by (Owner|Subcontracted) tuner: the persona ".+ tuner" was removed/);
    }
    // The supplier portal: a step "the finance officer reviews the invoice … syncs to QuickBooks" after the supplier's.
    const { outside, retired } = compare(coopBase, without('userPersonas', 0));
    expect({ moved: outside.moved, missing: outside.missing, retired: outside.retired }).toEqual({ moved: [], missing: [], retired });
  });

  it("a persona's name stops being ignored in a risk once the persona goes (the farm vet)", () => {
    const { report, outside } = compare(vetBrief, without('userPersonas', 0));
    expect({ moved: outside.moved, missing: outside.missing }).toEqual({ moved: [], missing: [] });
    expect(report.get('RISK-1')?.reason).toMatch(/^Uses "vet", a word of the persona "Farm vet", which was removed/);
  });

  it("a new feature that moves a metric no requirement moved answers the metric's open question (the ferry)", () => {
    const { report, outside, retired } = compare(ferryBrief, (b) => ({ ...b, keyFeatures: [...b.keyFeatures, 'Pet ticket for dogs on deck'] }));
    expect({ moved: outside.moved, missing: outside.missing, retired: outside.retired }).toEqual({ moved: [], missing: [], retired });
    const answered = [...report.values()].find((i) => i.kind === 'question' && i.change === 'retired');
    expect(answered?.reason).toMatch(/^Answered: the new key feature "Pet ticket for dogs on deck" moves SM-\d/);
  });

  it("a feature removed that alone named a persona's role takes the role's entity along, inside the report (the school trip)", () => {
    // The head teacher's records (profiles) make Teacher a table of its own; a feature only for them would leave a role of User.
    const trip = { ...tripBrief, keyFeatures: [...tripBrief.keyFeatures.slice(0, 5), 'Head teacher profiles for approving each trip'] };
    const { report, outside } = compare(trip, without('keyFeatures', 5));
    expect({ moved: outside.moved, missing: outside.missing }).toEqual({ moved: [], missing: [] });
    // The role entity (the persona's side of a user account), not the things the feature used.
    const role = [...report.values()].find((i) => i.kind === 'entity' && i.reason.startsWith('A role '));
    expect(role).toMatchObject({ title: 'Teacher', reason: expect.stringMatching(/^A role the removed key feature "Head teacher profiles for approving each trip" named/) });
  });
});
