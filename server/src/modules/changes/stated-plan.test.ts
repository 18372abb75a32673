import { describe, expect, it } from 'vitest';
import { briefFacts, buildSpecGraph, normaliseBrief } from '../generation/composer/index.js';
import { reconcileGraph } from '../spec/reconcile.js';
import { impactOf } from './impact.js';
import { canonical, planUpdate } from './update-plan.js';

/**
 * The team size and a Custom timeline's deadline can come from the brief's notes, so an edit of the
 * notes may move every date though no plan field changed: the impact report must say so, and must
 * not when the notes change in words only.
 */
const today = '2027-01-11';
const base = {
  projectName: 'HarvestShare',
  projectDescription: 'A marketplace where small growers sell surplus produce to local cafés.',
  keyFeatures: ['Growers list the week’s surplus with a price per crate', 'Cafés reserve crates for Friday pick-up', 'Weekly statement for each grower'],
  userPersonas: ['Grower: a small farm with a phone in the field', 'Café owner: orders before the lunch rush'],
  platforms: ['Web', 'Android'],
  timeline: 'Custom',
  additionalNotes: 'The co-op wants the pilot live within four months. Two developers.',
};

function update(notes: string) {
  const b0 = normaliseBrief(base, today);
  const b1 = normaliseBrief({ ...base, additionalNotes: notes }, today);
  const g0 = reconcileGraph(null, buildSpecGraph(b0), null, today).graph;
  const plan = planUpdate({ brief: b1, facts: briefFacts(b1), basis: briefFacts(b0), graph: g0, documents: [] });
  const report = impactOf({ graph: g0, basis: briefFacts(b0), current: briefFacts(b1), documents: [], inFlight: [] });
  const reached = new Set(report.items.map((i) => i.id));
  const after = new Map(plan.graph.items.map((i) => [i.id, i]));
  return { moved: g0.items.filter((i) => canonical(i) !== canonical(after.get(i.id))).map((i) => i.id), unreported: g0.items.filter((i) => !reached.has(i.id) && canonical(i) !== canonical(after.get(i.id))).map((i) => i.id), report };
}

describe('plan facts read from the notes', () => {
  it('a new team size in the notes re-plans the dates, and the report names every moved item', () => {
    const { moved, unreported, report } = update('The co-op wants the pilot live within four months. Three developers.');
    expect(moved.some((id) => id.startsWith('T-'))).toBe(true);
    expect(unreported).toEqual([]);
    expect(report.items.find((i) => i.id.startsWith('T-'))?.reason).toMatch(/Dates are re-planned: .*additional notes/i);
  });

  it('a new deadline in the notes re-plans the dates', () => {
    const { moved, unreported } = update('The co-op wants the pilot live within six months. Two developers.');
    expect(moved.some((id) => id.startsWith('M-'))).toBe(true);
    expect(unreported).toEqual([]);
  });

  it('notes reworded with the same team and deadline move nothing and re-plan nothing', () => {
    const { moved, report } = update('Two developers. The co-op would like the pilot to go live within four months.');
    expect(moved).toEqual([]);
    expect(report.items.filter((i) => i.id.startsWith('T-'))).toEqual([]);
  });
});
