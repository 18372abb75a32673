import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';

/** A feature written "<persona> can <act>" is that persona's act, in full, whatever the tagger reads. */
describe('a persona named before "can"', () => {
  it('is the subject with every word of its name, and the statement stays grammatical', () => {
    const brief = normaliseBrief(
      {
        projectName: 'Hangar Nine',
        projectDescription: 'Fuel and hangar bookings for a small airfield.',
        keyFeatures: ['Hangar tenants can put fuel on their airfield account instead of paying', 'Duty pilot can log each movement'],
        userPersonas: ['Duty pilot: runs the tower hut on weekends', 'Hangar tenant: keeps an aircraft in a shared hangar'],
        platforms: ['Web'],
      },
      '2026-11-27',
    );
    const [fuel, log] = itemsOf(buildSpecGraph(brief), 'requirement');
    expect(fuel!.statement).toBe('Hangar tenants can put fuel on their airfield account instead of paying.');
    expect(log!.statement).toMatch(/^Duty pilots can log each movement/);
  });
});

/** A device a feature is done on is the means: "on the phone" is nothing a criterion acts on. */
describe('a device after "on"', () => {
  it('is not the object of the pattern’s criteria', () => {
    const brief = normaliseBrief({ projectName: 'Hangar Nine', keyFeatures: ['Take card payment on the tablet at the fuel bowser'], userPersonas: ['Duty pilot: runs the tower hut on weekends'], platforms: ['iOS'] }, '2026-11-27');
    const criteria = itemsOf(buildSpecGraph(brief), 'criterion').map((c) => c.statement);
    expect(criteria.length).toBeGreaterThan(0);
    for (const c of criteria) expect(c).not.toMatch(/\b(?:the|a) tablet\b/);
  });
});
