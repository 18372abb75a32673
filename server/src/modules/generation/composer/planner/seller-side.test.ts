import { describe, expect, it } from 'vitest';
import { itemsOf, linked } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';

/**
 * "Take payment by card after each groom" is the groomer's act; the journey shows the dog owner
 * paying. The requirement is the groomer's, and the payment checks speak of the dog owner.
 */
describe('a seller’s feature (take a payment, sell tickets)', () => {
  const graph = buildSpecGraph(
    normaliseBrief(
      {
        projectName: 'SudsBus',
        projectDescription: 'A mobile dog-grooming van.',
        keyFeatures: ['Take payment by card after each groom', 'Groom notes for each dog'],
        userPersonas: ['Groomer: washes and clips dogs in the van', 'Dog owner: books a groom every six weeks'],
        userJourneys: 'The groomer finishes the groom and writes groom notes. The dog owner pays by card at the van door.',
        platforms: ['iOS'],
      },
      '2026-11-27',
    ),
  );
  const fr = itemsOf(graph, 'requirement')[0]!;
  const checks = linked(fr, 'verified_by').map((id) => graph.items.find((i) => i.id === id)!);

  it('is done by the other persona of the journey where the payer pays', () => {
    expect(fr.statement).toMatch(/^Groomers can take payment by card after each groom/);
  });

  it('has payment checks that speak of the payer', () => {
    const paying = checks.filter((c) => c.source === 'pattern:payments').map((c) => c.statement);
    expect(paying.length).toBeGreaterThan(0);
    expect(paying.join(' ')).toContain('a dog owner');
    expect(paying.join(' ')).not.toMatch(/a groomer (?:has reviewed|pays|pressed)/);
  });
});
