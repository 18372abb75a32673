import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../index.js';
import { linked, type SpecItem } from '../../../spec/graph.js';
import { sentencesOf } from './constraint-reading.js';

/**
 * Constraints and security concerns that bend the design, sentence by sentence: each one the
 * catalogue reads brings a decision, tasks and a criterion on the features it names; one it cannot
 * read is asked about (issue 30, item 6).
 */

const graphOf = (input: Record<string, unknown>) => buildSpecGraph(normaliseBrief(input, '2027-01-04')).items;
const byKind = (items: SpecItem[], kind: string) => items.filter((i) => i.kind === kind);
const frOf = (items: SpecItem[], title: RegExp) => byKind(items, 'requirement').find((r) => title.test(r.title))!;
const checksOf = (items: SpecItem[], fr: SpecItem) => byKind(items, 'criterion').filter((c) => linked(fr, 'verified_by').includes(c.id) && c.fields.constraint);

// A pharmacy delivery service: drivers on company phones, prescriptions that must not linger on them.
const pharmacy = {
  projectName: 'ScriptRun',
  projectDescription: 'Same-day prescription delivery from a chain of community pharmacies.',
  keyFeatures: ['Handover photo of each prescription bag', 'Pharmacists release bags for delivery', 'Patients track their delivery'],
  userPersonas: ['Driver: delivers bags from a company phone', 'Pharmacist: checks and releases bags', 'Patient: waits at home for their medicine'],
  userJourneys: 'Pharmacist releases a bag → driver collects it → driver photographs the bag at handover → patient tracks the delivery',
  platforms: ['Web', 'iOS', 'Android'],
  technicalConstraints: 'Driver phones are managed with Intune and no handover photos may be left on the device after the shift. Everything must be hosted in the UK region.\nThe depot printer is a 2009 thermal model.',
  securityConcerns: 'Patient home addresses are confidential.',
  timeline: '6 months',
};

describe('a constraint line is read sentence by sentence', () => {
  it('splits sentences, not abbreviations', () => {
    expect(sentencesOf('Phones are managed by MDM. Hosting stays in the EU.')).toEqual(['Phones are managed by MDM.', 'Hosting stays in the EU.']);
    expect(sentencesOf('Use managed phones, e.g. Samsung Knox devices.')).toEqual(['Use managed phones, e.g. Samsung Knox devices.']);
  });

  const items = graphOf(pharmacy);
  const tasks = byKind(items, 'task').map((t) => t.title);

  it('brings the device-management work to each installed app (not the web client) and the region work beside it', () => {
    expect(tasks.filter((t) => /^Encrypted container/.test(t))).toEqual([expect.stringMatching(/on iOS$/), expect.stringMatching(/on Android$/)]);
    expect(tasks.some((t) => /^Device sessions: revoke at once/.test(t))).toBe(true);
    expect(tasks.some((t) => /^Region-pinned hosting/.test(t))).toBe(true);
    const decisions = byKind(items, 'decision').map((d) => d.title);
    expect(decisions.some((d) => /Device management and on-device data/.test(d))).toBe(true);
  });

  it('puts the on-device check on the feature the constraint names, not on every feature', () => {
    const photos = frOf(items, /Handover photo/);
    expect(checksOf(items, photos).map((c) => c.statement)).toEqual([expect.stringMatching(/no copy of it is left on the device/)]);
    expect(checksOf(items, frOf(items, /release bags/))).toEqual([]);
  });

  it('asks about the sentence it cannot read, and not about the ones it read', () => {
    const questions = byKind(items, 'question').map((q) => q.title);
    expect(questions.filter((q) => /What does the constraint/.test(q))).toEqual([expect.stringContaining('"The depot printer is a 2009 thermal model."')]);
  });
});

describe('a security concern the catalogue reads bends the features it names, or asks which', () => {
  it('gives the feature that keeps the secret thing its confidentiality check and the plan its tasks', () => {
    // A property-management brief: key-box codes that only the booked cleaner may see.
    const items = graphOf({
      projectName: 'TurnKey',
      projectDescription: 'Cleaning rota for holiday lets with self check-in.',
      keyFeatures: ['Hosts store key-box codes for each property', 'Cleaners see their turnovers for the week'],
      userPersonas: ['Host: owns several holiday lets', 'Cleaner: turns properties round between guests'],
      platforms: ['Web'],
      securityConcerns: 'Key-box codes are secret and shown only to the cleaner booked for that day.',
    });
    expect(checksOf(items, frOf(items, /key-box codes/)).map((c) => c.statement)).toEqual([expect.stringMatching(/is not among the people a code is for/)]);
    expect(checksOf(items, frOf(items, /key-box codes/))[0]!.source).toBe('brief:securityConcerns');
    expect(byKind(items, 'task').some((t) => /^Access rules and read log for confidential data/.test(t.title))).toBe(true);
  });

  it('asks which features a confidentiality concern covers when it names none of them', () => {
    const items = graphOf({ ...pharmacy, technicalConstraints: '', securityConcerns: 'Controlled-drug stock levels must stay private.' });
    const questions = byKind(items, 'question').map((q) => q.title);
    expect(questions).toContain('The security concern "Controlled-drug stock levels must stay private." calls for confidential data, but no feature is named by it: which features must handle it?');
  });
});

describe('a working condition bends the features that bring data in, even when nobody knows yet who does them', () => {
  it('puts the offline check on a survey feature with no journey, and does not claim that no feature captures data', () => {
    // A tree-surgery firm: climbers in woodland without signal; no journey says who does each feature.
    const items = graphOf({
      projectName: 'Canopy',
      projectDescription: 'Job sheets and tree surveys for a small tree-surgery firm.',
      keyFeatures: ['Tree condition surveys', 'Quote builder for customers'],
      userPersonas: ['Climber: works up trees, often in woodland with no signal', 'Office manager: prices jobs and books them in'],
      platforms: ['Android', 'Web'],
      technicalConstraints: 'Climbers work offline in woodland',
    });
    const surveys = frOf(items, /Tree condition surveys/);
    expect(checksOf(items, surveys).map((c) => c.statement)).toEqual([expect.stringMatching(/^Given a climber has no signal, when they create or change a survey, then it is saved on the device/)]);
    expect(byKind(items, 'question').filter((q) => /no feature captures data/.test(q.title))).toEqual([]);
  });
});
