import { describe, expect, it } from 'vitest';
import { itemsOf, linked, type SpecGraph } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';

/**
 * A dispensary brief (nobody wrote it for these mechanisms): a value read from a device, a day
 * closed by counting the takings, a register sent to an authority, a card payment, and journey
 * steps a machine does. Each requirement reads as a sentence, goes to the persona the journey
 * shows at work, and takes checks of its own kind.
 */
const brief = normaliseBrief(
  {
    projectName: 'PillPath',
    projectDescription: 'A dispensary app for a village pharmacy.',
    keyFeatures: [
      'Read tablet counts from the Bluetooth pill counter',
      'Close the day by reconciling till takings against sales',
      'Export the controlled drugs register to the health authority',
      'Take card payment at the end of a consultation',
      'Fridge temperatures from the Bluetooth thermometer',
    ],
    userPersonas: ['Marta, dispensing technician: counts tablets and labels packs', 'Owen, pharmacist: checks every prescription', 'Patient: collects medicine and pays'],
    userJourneys:
      "1. The dispensing technician opens the prescription. 2. The pill counter counts the tablets. 3. The dispensing technician labels the pack. 4. The pharmacist checks it.\nAt closing the pharmacist reconciles the till takings against the day's sales; every Friday he exports the controlled drugs register to the health authority.\nPatient hands in a prescription → the thermometer logs the fridge temperatures → pharmacist hands over the insulin",
    platforms: ['Android', 'Web'],
  },
  '2026-11-27',
);

function criteriaOf(graph: SpecGraph, id: string): { text: string; source: string }[] {
  const fr = itemsOf(graph, 'requirement').find((r) => r.id === id)!;
  return linked(fr, 'verified_by').map((c) => {
    const item = graph.items.find((i) => i.id === c)!;
    return { text: item.statement, source: item.source };
  });
}

describe('device readings, cash-ups, exports to a recipient and steps a machine does', () => {
  const graph = buildSpecGraph(brief);
  const frs = itemsOf(graph, 'requirement');
  const personas = itemsOf(graph, 'persona');
  const served = (id: string) =>
    linked(
      frs.find((r) => r.id === id)!,
      'serves',
    ).map((p) => personas.find((x) => x.id === p)?.title);

  it('names a persona written "Name, role" by the role', () => {
    expect(personas.map((p) => p.title)).toEqual(['Dispensing technician', 'Pharmacist', 'Patient']);
    expect(frs.map((r) => r.statement).join(' ')).not.toMatch(/Martas|Owens/);
  });

  it('reads a value from a device with device-reading checks, by the persona at work before and after the machine step', () => {
    expect(frs[0]!.statement).toMatch(/^Dispensing technicians can read tablet counts/);
    const checks = criteriaOf(graph, 'FR-1');
    expect(checks.some((c) => c.source === 'pattern:device-reading')).toBe(true);
    expect(checks.map((c) => c.text).join(' ')).not.toMatch(/a device sends|chart|threshold/);
  });

  it('asks who does a feature whose step a machine does between two different people', () => {
    expect(served('FR-5')).toEqual([]);
    const asked = itemsOf(graph, 'question').find((q) => q.title.startsWith('Who does FR-5'));
    expect(asked?.title).toContain('names no person');
  });

  it('counts takings against sales as a cash-up, not an accounting sync', () => {
    expect(served('FR-2')).toEqual(['Pharmacist']);
    const checks = criteriaOf(graph, 'FR-2');
    expect(checks.every((c) => c.source !== 'pattern:accounting-sync')).toBe(true);
    expect(checks.some((c) => c.source === 'pattern:cash-reconciliation')).toBe(true);
  });

  it('exports the register, not the recipient, with no import checks, by the persona a pronoun stands for', () => {
    expect(served('FR-3')).toEqual(['Pharmacist']);
    const text = criteriaOf(graph, 'FR-3')
      .map((c) => c.text)
      .join(' ');
    expect(text).not.toMatch(/health authorities|imports? (?:it|runs)/);
  });

  it('pays for the consultation, not for "the end"', () => {
    const text = criteriaOf(graph, 'FR-4')
      .map((c) => c.text)
      .join(' ');
    expect(text).toContain('the total for the consultation');
    expect(text).not.toMatch(/for the end\b/);
  });
});
