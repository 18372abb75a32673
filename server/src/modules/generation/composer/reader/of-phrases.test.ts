import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';
import { nounHits } from './language.js';

/**
 * "X of Y": the thing is X, and "of Y" says which one; a general or screen noun before "of", or a
 * name qualifying a noun after it, leaves the thing to Y. Words that name no thing (attention,
 * focus, growth) are no entity.
 */
describe('noun phrases with "of"', () => {
  it('reads the head before "of", never a name glued across it', () => {
    expect(nounHits('Declare conflicts of interest before scoring')[0]).toEqual({ head: 'conflict', compound: 'conflict' });
    expect(nounHits('A track record of reliability')[0]).toEqual({ head: 'record', compound: 'track record' });
    expect(nounHits('Certificates of analysis for each batch')[0]).toEqual({ head: 'certificate', compound: 'certificate' });
  });

  it('leaves the thing to what follows a general or screen noun, or a qualifying name', () => {
    expect(nounHits('List of tools on loan')[0]).toEqual({ head: 'tool', compound: 'tool' });
    expect(nounHits('History of inspections per hive')[0]).toEqual({ head: 'inspection', compound: 'inspection' });
    expect(nounHits('Proof of delivery photos')[0]?.head).toBe('photo');
  });

  it('makes no entity of an abstract noun or of two nouns glued across "of"', () => {
    const brief = normaliseBrief(
      {
        projectName: 'Grantly',
        projectDescription: 'Applications and reviews for a small arts foundation.',
        keyFeatures: ['Reviewers declare conflicts of interest', 'Applicants upload certificates of registration', 'Shift the focus to first-time applicants', 'The panel pays attention to budgets', 'Rate of growth per programme'],
        userPersonas: ['Reviewer: scores applications in the evening', 'Applicant: a small arts charity'],
        platforms: ['Web'],
      },
      '2026-11-27',
    );
    const entities = itemsOf(buildSpecGraph(brief), 'entity').map((e) => e.title);
    expect(entities).toEqual(expect.arrayContaining(['Conflict', 'Certificate']));
    for (const bad of ['ConflictInterest', 'CertificateRegistration', 'Focus', 'Attention', 'Growth', 'RateGrowth']) expect(entities).not.toContain(bad);
  });
});
