import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from './index.js';

/** Lists pasted from a document bring their bullets, numbers and full stops: formatting, not words. */
describe('list entries pasted with their markers', () => {
  const input = {
    projectName: 'ShelfLife',
    projectDescription: 'Stock and parcels for a food bank.',
    keyFeatures: ['1. Scan donations at intake.', '- Expiry alerts for volunteers!', '• Parcel packing list per household', '2) Households book a collection slot', 'Export stock counts to CSV, PDF, etc.'],
    userPersonas: ['* Volunteer: packs parcels on Saturdays', '- Household: collects a parcel weekly'],
    featureDetails: [{ feature: '1. Scan donations at intake.', actor: 'Volunteer: packs parcels on Saturdays', outcome: 'the tin is added to stock with its expiry date' }],
    platforms: ['Web'],
  };

  it('keeps the words and drops the marker and the closing punctuation; an abbreviation keeps its point', () => {
    const brief = normaliseBrief(input, '2026-11-27');
    expect(brief.keyFeatures).toEqual(['Scan donations at intake', 'Expiry alerts for volunteers', 'Parcel packing list per household', 'Households book a collection slot', 'Export stock counts to CSV, PDF, etc.']);
    expect(brief.userPersonas).toEqual(['Volunteer: packs parcels on Saturdays', 'Household: collects a parcel weekly']);
    // The interview answer still finds its feature, written as the user pasted it.
    expect(brief.featureDetails.map((d) => d.feature)).toEqual(['Scan donations at intake']);
  });

  it('states each requirement as a sentence, with no marker inside it', () => {
    const graph = buildSpecGraph(normaliseBrief(input, '2026-11-27'));
    const statements = itemsOf(graph, 'requirement').map((r) => r.statement);
    expect(statements[0]).toBe('Volunteers can scan donations at intake.');
    for (const s of statements) expect(s).not.toMatch(/[•]|\b\d[.)]\s|\s-\s|[!.]\.$/);
  });
});
