import { describe, expect, it } from 'vitest';
import { itemsOf, linked } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';

/**
 * A feature that opens with its verb, where the words after it could also make a compound noun
 * ("Book studio time" is no "book studio"), and a journey step whose subject has an article
 * ("A band member pays the deposit"): the verb stays a verb, and the pattern's criteria act on
 * what the verb acts on.
 */
const graph = buildSpecGraph(
  normaliseBrief(
    {
      projectName: 'TrackRoom',
      projectDescription: 'Bookings for a two-room recording studio.',
      userPersonas: ['Band member: books sessions for the band', 'Engineer: runs the desk in each session'],
      userJourneys: 'A band member books studio time for Saturday and pays the deposit by card. The engineer opens the session notes before the band arrives.',
      keyFeatures: ['Book studio time with an engineer', 'Pay the deposit by card', 'Session notes for engineers'],
      platforms: ['Web'],
      timeline: '3 months',
    },
    '2027-02-01',
  ),
);
const fr = (n: number) => itemsOf(graph, 'requirement')[n - 1]!;
const criteria = (n: number) => itemsOf(graph, 'criterion').filter((c) => linked(fr(n), 'verified_by').includes(c.id));

describe('a feature that opens with its verb', () => {
  it('is the booking it says, with the booking pattern’s criteria, not a "book studio" thing', () => {
    expect(fr(1).statement).toBe('Band members can book studio time with an engineer.');
    expect(criteria(1).map((c) => c.source)).toContain('pattern:booking');
    const said = criteria(1).map((c) => c.statement);
    expect(said.some((s) => /double booking/.test(s))).toBe(true);
    expect(said.join(' ')).not.toMatch(/the book studio/i);
  });

  it('stays a verb when the journey step that does it has a subject with an article', () => {
    expect(fr(2).statement).toBe('Band members can pay the deposit by card.');
  });
});
