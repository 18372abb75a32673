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

/**
 * "Refund a cancelled lesson": the journey step that offers the refund names the office ("the
 * office sends a weather notice and the parent is offered a refund"), though the journey has two
 * other personas. The office manager refunds, and the refund checks say so, with the parent told.
 */
describe('who grants a refund is the other person of the same step', () => {
  const graph = buildSpecGraph(
    normaliseBrief(
      {
        projectName: 'SnowSchool',
        projectDescription: 'Bookings for children’s ski lessons.',
        keyFeatures: ['Book a week of group lessons', 'Refund a cancelled lesson'],
        userPersonas: ['Parent: books from the chalet on a phone', 'Ski instructor: teaches a group of eight children', 'Office manager: places children in groups and handles changes'],
        userJourneys:
          'A parent books a week of lessons and pays by card -> the office manager places the child in a group -> each morning the instructor takes the register -> when the top lift closes the office sends a weather notice and the parent is offered a refund for the lost lesson.',
        platforms: ['iOS', 'Web'],
      },
      '2026-11-27',
    ),
  );
  const fr = itemsOf(graph, 'requirement').find((r) => r.title === 'Refund a cancelled lesson')!;
  const checks = linked(fr, 'verified_by')
    .map((id) => graph.items.find((i) => i.id === id)!)
    .filter((c) => c.source === 'pattern:refunds')
    .map((c) => c.statement);

  it('is the office manager’s', () => {
    expect(fr.statement).toMatch(/^Office managers can refund a cancelled lesson/);
  });

  it('has refund checks in which the office manager refunds and the parent is told', () => {
    expect(checks.join(' ')).toMatch(/Given an office manager opens a paid lesson that qualifies for a refund, when they refund it/);
    expect(checks.join(' ')).toContain('the parent is told when to expect it');
    expect(checks.join(' ')).not.toMatch(/a parent (?:opens|submits)/);
  });
});
