import { describe, expect, it } from 'vitest';
import { itemsOf, linked, type SpecGraph } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';
import { matchCapabilities } from '../catalogue/match.js';
import { statedBasis } from '../reader/stated-basis.js';

/**
 * Matching people to a request by the criteria it states (catalogue `matching`): only candidates
 * meeting every stated criterion, never someone already booked then, and a request nobody fits is
 * flagged as unfilled; the checks name the feature's own criteria ("by language and security
 * clearance", the `{basis}` slot), and the brief's silence on ranking is asked about (issue 30).
 */
function checksOf(graph: SpecGraph, title: string): string[] {
  const fr = itemsOf(graph, 'requirement').find((r) => r.title === title)!;
  return linked(fr, 'verified_by')
    .map((id) => graph.items.find((i) => i.id === id)!)
    .map((c) => c.statement);
}

const courtroster = {
  projectName: 'CourtRoster',
  projectDescription: 'Scheduling for a regional court interpreting service.',
  keyFeatures: ['Interpreter request for a hearing', 'Match interpreters by language and security clearance', 'Interpreters accept or decline an assignment'],
  userPersonas: ['Listings officer: books hearings', 'Interpreting coordinator: matches requests to interpreters and chases gaps', 'Freelance interpreter: works for several courts'],
  userJourneys: 'The listings officer raises an interpreter request. The coordinator matches two cleared Polish interpreters; the first declines and the second accepts.',
  platforms: ['Web', 'Android'],
};

describe('matching interpreters to a hearing by the criteria the feature states', () => {
  const graph = buildSpecGraph(normaliseBrief(courtroster, '2026-11-27'));
  const checks = checksOf(graph, 'Match interpreters by language and security clearance');
  const text = checks.join(' ');

  it('is the matching pattern, not an outcome still to be agreed', () => {
    const fr = itemsOf(graph, 'requirement').find((r) => r.title.startsWith('Match interpreters'))!;
    expect(fr.fields.capability).toBe('matching');
    expect(text).not.toMatch(/still to be agreed/);
  });

  it('offers only candidates who meet every criterion the feature names, in its own words', () => {
    expect(text).toMatch(/only candidates who match on language and security clearance are offered/);
    expect(text).toMatch(/anyone short on a single criterion is left out/);
  });

  it('flags a request nobody qualifies for as unfilled with the reason', () => {
    expect(text).toMatch(/no candidate matches on language and security clearance for an open request/);
    expect(text).toMatch(/flagged as unfilled with the reason/);
  });

  it('never offers someone already booked at that time', () => {
    expect(text).toMatch(/already booked at the time of the request, when matches are listed, then they are not offered for it/);
  });

  it('asks how candidates are ranked when several qualify', () => {
    const questions = itemsOf(graph, 'question').map((q) => q.title);
    expect(questions.some((q) => /^When several candidates qualify for a request, how are they ranked/.test(q) && q.includes('FR-2'))).toBe(true);
    expect(questions.some((q) => q.includes('"Match interpreters by language and security clearance": what should'))).toBe(false);
  });

  it('leaves the interpreter’s accept-or-decline to the assignee’s side of dispatch', () => {
    expect(checksOf(graph, 'Interpreters accept or decline an assignment').join(' ')).toMatch(/when they accept it, then it is confirmed as theirs/);
  });
});

describe('"match" that pairs nobody with anything', () => {
  it.each(['Match highlights from the weekend', 'The total matches the bank statement', 'A football match on Saturday', 'Passwords must match', 'Show listings matching saved searches', 'Alerts for new jobs matching my filters'])(
    '"%s" is no matching feature',
    (text) => {
      expect(matchCapabilities(text).map((m) => m.capability.id)).not.toContain('matching');
    },
  );
});

describe('the basis a feature states with "by"', () => {
  it.each([
    ['Match interpreters by language and security clearance', 'language and security clearance'],
    ['Match volunteer drivers by area and wheelchair-accessible vehicle for each lift', 'area and wheelchair-accessible vehicle'],
    ['Search clients by name or postcode', 'name or postcode'],
  ])('"%s" goes by "%s"', (feature, basis) => {
    expect(statedBasis(feature)).toBe(basis);
  });

  it.each(['Pay the shelf fee by card', 'Check tools out by scanning their barcode', 'Confirm an interpreter by 4 pm', 'Confirm the rota by Friday', 'Leave approved by the manager', 'Remind members by text message', 'Match interpreters to hearings'])(
    '"%s" states no basis',
    (feature) => {
      expect(statedBasis(feature)).toBeNull();
    },
  );

  it('falls back to every stated criterion when the feature names none', () => {
    const graph = buildSpecGraph(normaliseBrief({ ...courtroster, keyFeatures: ['Match interpreters to hearings'] }, '2026-11-27'));
    expect(checksOf(graph, 'Match interpreters to hearings').join(' ')).toMatch(/only candidates who match on every stated criterion are offered/);
  });
});
