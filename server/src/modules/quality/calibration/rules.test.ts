import { describe, expect, it } from 'vitest';
import { normaliseBrief } from '../../generation/composer/index.js';
import type { SpecGraph, SpecItem } from '../../spec/graph.js';
import { analyze } from '../analyzer.js';
import type { AnalysisInput } from '../rule.js';
import { loadReferences } from './references.js';

// The reviewer's rules, each injected into a hand-written reference spec that is clean of them.
const vet = loadReferences().find((r) => r.name === 'vet-clinic')!;
const clean: AnalysisInput = { brief: normaliseBrief(vet.brief, '2026-01-05'), graph: vet.graph, documents: [] };
const byId = (g: SpecGraph, id: string) => g.items.find((i) => i.id === id)!;
function inject(change: (g: SpecGraph, b: AnalysisInput['brief']) => void): AnalysisInput {
  const copy = structuredClone(clean);
  change(copy.graph, copy.brief);
  return copy;
}
const found = (input: AnalysisInput, rule: string) => analyze(input).findings.filter((f) => f.rule === rule);
const criterion = (c: SpecItem, then: string) => Object.assign(c, { statement: `Given an owner, when they confirm, then ${then}.`, fields: { ...c.fields, then } });

describe('the reviewer rules on a clean reference', () => {
  it('the reference has no finding at all', () => {
    expect(analyze(clean).findings).toEqual([]);
  });

  it.each([
    ['vague-term', inject((g) => (byId(g, 'FR-2').statement = 'Pet owner can receive a fast, seamless SMS reminder before each appointment.'))],
    ['vague-term', inject((g) => criterion(byId(g, 'AC-1.1'), 'the appointment appears in their list straight away'))],
    ['untestable-criterion', inject((g) => criterion(byId(g, 'AC-1.1'), 'it works'))],
    ['untestable-criterion', inject((g) => criterion(byId(g, 'AC-1.1'), 'they see the outcome'))],
    ['ungrammatical-statement', inject((g) => (byId(g, 'FR-1').statement = 'Pet owner can the appointment booking in open slots.'))],
    ['ungrammatical-statement', inject((g) => (byId(g, 'FR-1').statement = 'Appointment booking for pet owners.'))],
    ['not-singular', inject((g) => (byId(g, 'FR-1').statement = 'Pet owner can book an appointment and cancel it from the calendar.'))],
    ['generic-requirement', inject((g) => (byId(g, 'FR-1').statement = 'Pet owner can use the appointment calendar.'))],
    ['actor-mismatch', inject((g) => (byId(g, 'FR-1').statement = 'Users can book an appointment in an open slot.'))],
    ['actor-mismatch', inject((g) => (byId(g, 'FR-1').statement = 'Clinic receptionist can book an appointment in an open slot.'))],
    ['missing-edge-case', inject((g) => (byId(g, 'FR-1').links = byId(g, 'FR-1').links.filter((l) => l.to !== 'AC-1.2' && l.to !== 'AC-1.3' && l.to !== 'AC-1.4')))],
    ['duplicate-criteria', inject((g) => criterion(byId(g, 'AC-2.1'), byId(g, 'AC-1.1').fields.then as string) && Object.assign(byId(g, 'AC-2.1'), { statement: byId(g, 'AC-1.1').statement }))],
    ['constraint-unaddressed', inject((_g, b) => (b.technicalConstraints = 'Every screen must work with the clinic’s Citrix thin clients.'))],
    ['nfr-unverified', inject((g) => g.items.push({ ...byId(g, 'NFR-3'), id: 'NFR-4', title: 'Uptime', statement: '99.9% monthly uptime.', fields: { threshold: '99.9% monthly' } }))],
    ['task-unverified', inject((g) => (byId(g, 'T-2').statement = 'Owners, pets, vets, slots and appointments with migrations.'))],
    ['estimate-unsupported', inject((g) => Object.assign(byId(g, 'T-5').fields, { estimateDays: 4, estimateRange: { low: 3, likely: 4, high: 5 } }))],
    ['estimate-unsupported', inject((g) => delete byId(g, 'M-2').fields.finishP85)],
    ['estimate-unsupported', inject((g) => (byId(g, 'M-2').fields.finishP85 = '2026-04-20'))],
    ['unconfirmed-suggestion', inject((g) => (byId(g, 'AC-1.4').source = 'pattern:booking'))],
  ] as const)('%s fires on its defect', (rule, input) => {
    expect(found(input, rule).length, rule).toBeGreaterThan(0);
    for (const f of found(input, rule)) {
      expect(f.message.length).toBeGreaterThan(20);
      expect(f.suggestion.length).toBeGreaterThan(20);
    }
  });

  it('a vague word bound to a number and unit, a confirmed pattern item and a system actor are fine', () => {
    const bound = inject((g) => criterion(byId(g, 'AC-1.1'), 'the appointment appears in their list fast, within 2 s'));
    expect(found(bound, 'vague-term')).toEqual([]);
    const confirmed = inject((g) => Object.assign(byId(g, 'AC-1.4'), { source: 'pattern:booking', fields: { ...byId(g, 'AC-1.4').fields, confirmed: true } }));
    expect(found(confirmed, 'unconfirmed-suggestion')).toEqual([]);
    // A journey taken by one persona where a step shows another doing the requirement, named by their head noun.
    const shownInStep = inject((g) => {
      byId(g, 'FR-3').statement = 'Pet owner can move an appointment to another free slot of the daily schedule.';
      const uj2 = byId(g, 'UJ-2');
      uj2.fields = { ...uj2.fields, steps: ["Receptionist opens today's schedule", 'the owner moves a late appointment', 'the receptionist confirms it'] };
    });
    expect(found(shownInStep, 'actor-mismatch')).toEqual([]);
    const ears = inject((g) => (byId(g, 'FR-2').statement = 'When an appointment is 24 hours away, the system shall send the pet owner an SMS reminder.'));
    expect(found(ears, 'ungrammatical-statement')).toEqual([]);
    expect(found(ears, 'actor-mismatch')).toEqual([]);
  });

  it('places each finding: rule, severity, item, message and fix', () => {
    const f = found(
      inject((g) => criterion(byId(g, 'AC-1.1'), 'it works')),
      'untestable-criterion',
    )[0]!;
    expect(f).toMatchObject({ rule: 'untestable-criterion', severity: 'high', dimension: 'testability', itemId: 'AC-1.1', document: null, section: null });
  });
});
