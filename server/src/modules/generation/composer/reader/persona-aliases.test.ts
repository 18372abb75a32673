import { describe, expect, it } from 'vitest';
import { composeAll, normaliseBrief, personaAliases } from '../index.js';
import { analyze } from '../../../quality/analyzer.js';

/** "Contractor: plumber or electrician …": the journey's "the plumber" is the contractor, in the PRD and for the quality gate. */
describe('other names a persona entry gives', () => {
  it('reads a description that opens by listing what the persona is, and nothing else', () => {
    expect(personaAliases('Contractor: plumber or electrician visiting six homes a day')).toEqual(['plumber', 'electrician']);
    expect(personaAliases('Contractor: Plumber or Electrician, visits six homes a day')).toEqual(['plumber', 'electrician']);
    expect(personaAliases('Carer: nurse, midwife or healthcare assistant on the ward')).toEqual([]);
    expect(personaAliases('Driver: van, truck or bike courier')).toEqual([]);
    expect(personaAliases('Baker: owner of a small bakery')).toEqual([]);
    expect(personaAliases('Member: one or two visits a week')).toEqual([]);
  });

  const brief = normaliseBrief(
    {
      projectName: 'FixFlow',
      projectDescription: 'Repair requests for a housing association',
      keyFeatures: ['Report a repair with photos', 'Contractor job sheet with parts used'],
      userPersonas: ['Tenant: lives in a flat, reports repairs from a phone', 'Contractor: plumber or electrician visiting six homes a day', 'Ski instructor: teaches children'],
      userJourneys: '1. A tenant reports a leaking pipe and adds two photos. 2. The plumber opens the job sheet and records the parts used. 3. The instructor takes the register.',
      platforms: ['Web'],
    },
    '2026-11-27',
  );
  const docs = composeAll(brief);

  it('lists the steps a persona does under another of their names, or by a shorter name', () => {
    expect(docs.prd.markdown).toMatch(/### PER-2: Contractor[\s\S]*?Journeys: —; takes part in UJ-1 \(steps 3 and 4\)\./);
    expect(docs.prd.markdown).toMatch(/### PER-3: Ski instructor[\s\S]*?Journeys: —; takes part in UJ-1 \(step 5\)\./);
  });

  it('does not call the contractor the wrong actor for the job sheet the plumber opens', () => {
    const documents = Object.entries(docs).map(([type, d]) => ({ type, title: type, content: d.markdown }));
    const report = analyze({ brief, graph: docs.prd.graph, documents });
    expect(report.findings.filter((f) => f.rule === 'actor-mismatch').map((f) => f.message)).toEqual([]);
  });
});
