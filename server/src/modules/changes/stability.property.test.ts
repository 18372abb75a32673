import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { briefFacts, buildSpecGraph, normaliseBrief } from '../generation/composer/index.js';
import { reconcileGraph } from '../spec/reconcile.js';
import { impactOf } from './impact.js';
import { analyze } from '../quality/analyzer.js';
import { itemsOf, linked } from '../spec/graph.js';
import { allotmentBase, allotmentExtras, briefEdits, coopBase, coopExtras, editBase, lifeguardBase, lifeguardExtras } from './testing/brief-edits.js';
import { canonical, planUpdate } from './update-plan.js';

const today = '2026-01-05';

const edits = briefEdits();

/**
 * Three bases in unlike domains: meal planning, community allotments (whose edits move its data
 * model), and a supplier portal (whose features share a capability's checks, and whose journey
 * shows two personas doing one feature).
 */
const bases = [
  { name: 'the meal-planning brief', base: editBase, edits },
  { name: 'the allotment brief', base: allotmentBase, edits: briefEdits(allotmentBase, allotmentExtras) },
  { name: 'the supplier-portal brief', base: coopBase, edits: briefEdits(coopBase, coopExtras) },
];

describe.each(bases)('a single edit of $name changes only what is downstream of it', ({ base: start, edits: all }) => {
  it('for random single edits (add, remove or rename any feature, persona, metric or integration): every item outside the impact report is byte for byte unchanged, and the report counts what the update does', () => {
    expect(all.length).toBeGreaterThan(25);
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.constantFrom(0, 1, 2), (edit, shuffle) => {
        // The same edit on briefs whose other lists are in another order: nothing may depend on the order.
        const rotate = <T>(xs: T[]) => [...xs.slice(shuffle % Math.max(1, xs.length)), ...xs.slice(0, shuffle % Math.max(1, xs.length))];
        const base = { ...start, nonGoals: rotate(start.nonGoals), compliance: rotate(start.compliance) };
        const b0 = normaliseBrief(base, today);
        const b1 = normaliseBrief(edit.apply(base), today);
        const g0 = reconcileGraph(null, buildSpecGraph(b0), null, today).graph;
        const plan = planUpdate({ brief: b1, facts: briefFacts(b1), basis: briefFacts(b0), graph: g0, documents: [] });
        const report = impactOf({ graph: g0, basis: briefFacts(b0), current: briefFacts(b1), documents: [], inFlight: [] });
        const reached = new Set(report.items.map((i) => i.id));
        const after = new Map(plan.graph.items.map((i) => [i.id, i]));
        const moved = g0.items.filter((i) => !reached.has(i.id) && canonical(i) !== canonical(after.get(i.id))).map((i) => i.id);
        expect({ edit: edit.name, moved }).toEqual({ edit: edit.name, moved: [] });
        // Every item the update changes or retires is in the report; what it adds, the report counts.
        const missing = [...plan.summary.changed, ...plan.summary.retired].filter((id) => !reached.has(id));
        expect({ edit: edit.name, missing }).toEqual({ edit: edit.name, missing: [] });
        // Entities aside, as for what is added: whether a thing stays in the model when its last
        // requirement goes depends on how often the rest of the brief names it, which only the
        // reader can tell; the report marks it (retired or downstream) either way.
        const notEntity = (id: string) => !id.startsWith('ENT-');
        const count = (c: string) => report.items.filter((i) => i.change === c && notEntity(i.id)).length;
        expect({ edit: edit.name, retired: count('retired') }).toEqual({ edit: edit.name, retired: plan.summary.retired.filter(notEntity).length });
        const addedKinds = (ids: string[]) =>
          ids
            .map((id) => id.replace(/-.*/, ''))
            .filter((k) => k !== 'AC' && k !== 'Q' && k !== 'ENT')
            .sort();
        expect({ edit: edit.name, added: addedKinds(report.items.filter((i) => i.change === 'added').map((i) => i.id)) }).toEqual({ edit: edit.name, added: addedKinds(plan.summary.added) });
      }),
      { numRuns: 120, seed: 32 },
    );
  });
});

describe('priority follows the place in the key features', () => {
  it('removing one of the first five features promotes the sixth to Must, and the impact report says so', () => {
    const six = { ...editBase, keyFeatures: [...editBase.keyFeatures.slice(0, 5), 'Family voting on next week’s dinners'] };
    expect(six.keyFeatures).toHaveLength(6);
    for (let k = 0; k < 5; k += 1) {
      const b0 = normaliseBrief(six, today);
      const b1 = normaliseBrief({ ...six, keyFeatures: six.keyFeatures.filter((_, n) => n !== k) }, today);
      const g0 = reconcileGraph(null, buildSpecGraph(b0), null, today).graph;
      expect(g0.items.find((i) => i.id === 'FR-6')?.fields.priority).toBe('Should');
      const plan = planUpdate({ brief: b1, facts: briefFacts(b1), basis: briefFacts(b0), graph: g0, documents: [] });
      expect(plan.graph.items.find((i) => i.id === 'FR-6')?.fields.priority).toBe('Must');
      const report = impactOf({ graph: g0, basis: briefFacts(b0), current: briefFacts(b1), documents: [], inFlight: [] });
      const fr6 = report.items.find((i) => i.id === 'FR-6');
      expect({ k, change: fr6?.change, reason: fr6?.reason }).toMatchObject({ k, change: 'changed', reason: expect.stringMatching(/^Now Must/) });
    }
  });
});

/** The items a single edit moves outside the impact report, and the changed or retired ones the report misses. */
function outsideReport(base: typeof editBase, apply: (b: typeof editBase) => typeof editBase): { moved: string[]; missing: string[] } {
  const b0 = normaliseBrief(base, today);
  const b1 = normaliseBrief(apply(base), today);
  const g0 = reconcileGraph(null, buildSpecGraph(b0), null, today).graph;
  const plan = planUpdate({ brief: b1, facts: briefFacts(b1), basis: briefFacts(b0), graph: g0, documents: [] });
  const report = impactOf({ graph: g0, basis: briefFacts(b0), current: briefFacts(b1), documents: [], inFlight: [] });
  const reached = new Set(report.items.map((i) => i.id));
  const after = new Map(plan.graph.items.map((i) => [i.id, i]));
  return {
    moved: g0.items.filter((i) => !reached.has(i.id) && canonical(i) !== canonical(after.get(i.id))).map((i) => i.id),
    missing: [...plan.summary.changed, ...plan.summary.retired].filter((id) => !reached.has(id)),
  };
}

describe('each feature is decided from its own inputs (the lifeguard brief)', () => {
  const featureEdits = briefEdits(lifeguardBase, lifeguardExtras).filter((e) => e.field === 'keyFeatures');

  it("adding, removing or renaming any one feature moves nothing outside the impact report: not another feature's offline check, nor its link to a thing it names", () => {
    expect(featureEdits.length).toBe(13);
    for (const edit of featureEdits) expect({ edit: edit.name, ...outsideReport(lifeguardBase, edit.apply) }).toEqual({ edit: edit.name, moved: [], missing: [] });
  });

  it("renaming or adding an integration that a feature then uses moves that feature's build task inside the report, not outside it", () => {
    const integrationEdits = briefEdits(lifeguardBase, lifeguardExtras).filter((e) => e.field === 'integrations');
    expect(integrationEdits.length).toBe(5);
    for (const edit of integrationEdits) expect({ edit: edit.name, ...outsideReport(lifeguardBase, edit.apply) }).toEqual({ edit: edit.name, moved: [], missing: [] });
  });

  it('gives each feature the offline check that fits what it does, whatever its place, and the gate takes a check shared by two features for the constraint it is', () => {
    const graph = buildSpecGraph(normaliseBrief(lifeguardBase, today));
    const byTitle = (t: string) => itemsOf(graph, 'requirement').find((r) => r.title === t)!;
    const check = (t: string) =>
      itemsOf(graph, 'criterion')
        .filter((c) => linked(byTitle(t), 'verified_by').includes(c.id) && c.fields.constraint)
        .map((c) => c.statement);
    // Two features bring data in: each gets the "saved on the device" check, naming its own thing.
    expect(check('Rescue log with casualty details')).toEqual([expect.stringMatching(/when they create or change a log, then it is saved on the device/)]);
    expect(check('Water reading entry at each tower')).toEqual([expect.stringMatching(/when they create or change an entry, then it is saved on the device/)]);
    const report = analyze({ brief: normaliseBrief(lifeguardBase, today), graph, documents: [] });
    const constraintAcs = new Set(
      itemsOf(graph, 'criterion')
        .filter((c) => c.fields.constraint)
        .map((c) => c.id),
    );
    expect(report.findings.filter((f) => f.rule === 'duplicate-criteria' && constraintAcs.has(f.itemId ?? ''))).toEqual([]);
  });
});

describe("a thing is not related to another through an organisation's name", () => {
  // Flood wardens: "Flood report to the river authority" names the authority, not the River a feature keeps.
  const flood: typeof editBase = {
    ...editBase,
    projectName: 'GaugeLine',
    projectDescription: 'Flood wardens in a valley read river gauges, log the river level and warn households; the warden coordinator sends a flood report to the river authority after each high water.',
    problemStatement: 'Wardens phone levels in to one coordinator who writes them on a whiteboard; households hear about rising water from neighbours, and the river authority gets a late, handwritten report.',
    keyFeatures: ['Add each river with its gauges and trigger levels', 'Log the water level at a gauge', 'Household warnings by SMS when a gauge passes its trigger', 'Flood report to the river authority', 'Warden rota for high-water nights'],
    userPersonas: ['Flood warden: a volunteer who walks to a gauge at night, often in heavy rain', 'Warden coordinator: runs the rota and writes the flood report'],
    userJourneys: 'A flood warden logs the river level at the bridge gauge; the level passes the trigger and households downstream get an SMS. After the water drops, the warden coordinator sends the flood report to the river authority.',
    platforms: ['Android', 'Web'],
    technicalConstraints: '',
    integrations: ['Twilio'],
    successMetrics: ['Households warned within 15 minutes of a trigger', 'Every flood report sent within two days'],
    startDate: '2026-05-04',
  };

  it('relates the flood report to no River, and no feature edit moves anything outside the report (nor a cap on how many things the model keeps)', () => {
    const graph = buildSpecGraph(normaliseBrief(flood, today));
    const entity = (t: string) => itemsOf(graph, 'entity').find((e) => e.title === t);
    expect(entity('River')).toBeDefined();
    expect(linked(entity('Report')!, 'relates_to')).not.toContain(entity('River')!.id);
    const edits = briefEdits(flood).filter((e) => e.field === 'keyFeatures');
    expect(edits.length).toBe(11);
    for (const edit of edits) expect({ edit: edit.name, ...outsideReport(flood, edit.apply) }).toEqual({ edit: edit.name, moved: [], missing: [] });
  });
});

describe('a persona removed takes its role with it', () => {
  // A beach clean-up charity: a feature still names volunteers once the Volunteer persona goes.
  const shore: typeof editBase = {
    ...editBase,
    projectName: 'ShoreClean',
    projectDescription: 'Beach clean-ups run by a coastal charity: volunteers sign up for a clean, the organiser weighs what was collected and reports it.',
    problemStatement: 'Sign-ups happen on a paper sheet at the car park and the weights are lost.',
    // Volunteer profiles: records about volunteers beyond their accounts, so the role is a table of its own.
    keyFeatures: ['Volunteer sign-up for each beach clean', 'Litter weigh-in after the clean', 'Season totals for sponsors', 'Volunteer profiles with emergency contacts'],
    userPersonas: ['Organiser: plans the cleans and records the bags', 'Volunteer: a local who joins a clean once a month'],
    userJourneys: 'A volunteer signs up for Saturday’s clean; after the clean the organiser weighs the bags and the totals update.',
    integrations: ['Mailchimp'],
    successMetrics: ['Two hundred volunteers a season'],
    technicalConstraints: '',
  };

  it('retires the Volunteer role entity, as the impact report says, instead of keeping people as a table of things', () => {
    const b0 = normaliseBrief(shore, today);
    const b1 = normaliseBrief({ ...shore, userPersonas: shore.userPersonas.slice(0, 1) }, today);
    const g0 = reconcileGraph(null, buildSpecGraph(b0), null, today).graph;
    const role = itemsOf(g0, 'entity').find((e) => e.title === 'Volunteer')!;
    const plan = planUpdate({ brief: b1, facts: briefFacts(b1), basis: briefFacts(b0), graph: g0, documents: [] });
    const report = impactOf({ graph: g0, basis: briefFacts(b0), current: briefFacts(b1), documents: [], inFlight: [] });
    expect(report.items.find((i) => i.id === role.id)?.change).toBe('retired');
    expect(plan.summary.retired).toContain(role.id);
    expect(itemsOf(plan.graph, 'entity').filter((e) => e.status === 'active' && e.title === 'Volunteer')).toEqual([]);
    expect({ ...outsideReport(shore, (b) => ({ ...b, userPersonas: b.userPersonas.slice(0, 1) })) }).toEqual({ moved: [], missing: [] });
  });
});
