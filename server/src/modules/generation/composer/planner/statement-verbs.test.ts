import { describe, expect, it } from 'vitest';
import { itemsOf } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';

/**
 * A bakery delivery brief: features that open with a word the tagger may read either way. The
 * requirement says what the persona does, as a sentence: a verb that acts ("count", "send"), a
 * noun phrase a journey step writes as a thing ("writes round notes"), a tool named by two words.
 */
describe('requirement statements read as "<actor> can <verb> …"', () => {
  const graph = buildSpecGraph(
    normaliseBrief(
      {
        projectName: 'CrumbRound',
        projectDescription: 'Delivery rounds for a wholesale bakery.',
        keyFeatures: ['Count crates returned by cafés', 'Send the weekly sales figures to head office', 'Round notes with photos of the drop-off spot', 'Route planner for the morning rounds'],
        userPersonas: ['Driver: delivers bread from 4am', 'Office manager: runs accounts and head-office reports'],
        userJourneys: 'The driver counts the empty crates at each café and writes round notes.\nOn Mondays the office manager sends the weekly sales figures to head office.',
        platforms: ['Android'],
      },
      '2026-11-27',
    ),
  );
  const statements = itemsOf(graph, 'requirement').map((r) => r.statement);

  it('reads a verb that acts as the act, not people acting', () => {
    expect(statements[0]).toMatch(/^Drivers can count crates returned by cafés/);
    expect(statements[1]).toMatch(/^Office managers can send the weekly sales figures to head office/);
  });

  it('reads a noun phrase the journey writes after its verb as the thing, and a two-word tool as a tool', () => {
    expect(statements[2]).toMatch(/^Drivers can write round notes with photos/);
    expect(statements[3]).not.toMatch(/can route planner/);
  });

  it('checks the photos a feature names only in its detail as photos, not as notes', () => {
    const fr = itemsOf(graph, 'requirement')[2]!;
    const checks = fr.links.filter((l) => l.kind === 'verified_by').map((l) => graph.items.find((i) => i.id === l.to)!.statement);
    expect(checks.join(' ')).toMatch(/\bphoto\b/);
    expect(checks.join(' ')).not.toMatch(/chosen a note|the note holds/);
  });
});

describe('a notice sent to the persona it names', () => {
  it('does not name the persona twice ("Kennel managers can receive … alerts to the kennel manager")', () => {
    const graph = buildSpecGraph(
      normaliseBrief(
        {
          projectName: 'KennelBook',
          projectDescription: 'Bookings for a boarding kennel.',
          keyFeatures: ['Vaccination expiry alerts to the kennel manager', 'Owners book a stay'],
          userPersonas: ['Kennel manager: runs the kennel', 'Owner: boards a dog twice a year'],
          platforms: ['Web'],
        },
        '2026-11-27',
      ),
    );
    expect(itemsOf(graph, 'requirement')[0]!.statement).toMatch(/^Kennel managers can receive vaccination expiry alerts\.$/);
  });
});
