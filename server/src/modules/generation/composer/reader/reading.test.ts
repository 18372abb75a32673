import { describe, expect, it } from 'vitest';
import { itemsOf, linked } from '../../../spec/graph.js';
import { composeAll, normaliseBrief } from '../index.js';
import { splitSteps } from './personas.js';

/** The reader: who does each feature, and what the whole brief states (team, targets, services, steps). */

const ride = normaliseBrief(
  {
    projectName: 'Spokes',
    projectDescription: 'A club app for weekend cyclists',
    userPersonas: ['Rider who joins club rides', 'Club admin'],
    userJourneys: 'Rider finishes a ride → opens the leaderboard that ranks riders → shares the result',
    keyFeatures: ['Leaderboard that ranks riders by distance', 'Route library', 'Club admins approve new members'],
    integrations: ['Open Exchange Rates'],
    successMetrics: ['500 active members', 'Zero double bookings', 'Weekly active riders'],
    additionalNotes: 'We have a budget of two developers until launch.',
    timeline: '6 months',
  },
  '2026-03-02',
);
const graph = composeAll(ride).prd.graph;
const fr = (n: number) => itemsOf(graph, 'requirement')[n - 1]!;

describe('who does each feature', () => {
  it('reads a noun-phrase feature as a thing the journey’s persona looks at, in a grammatical statement', () => {
    expect(fr(1).statement).toBe('Riders can view the leaderboard that ranks riders by distance.');
    expect(linked(fr(1), 'serves')).toEqual(['PER-1']);
  });

  it('names the persona a feature names, in the plural', () => {
    expect(fr(3).statement.startsWith('Club admins can approve new members')).toBe(true);
  });

  it('asks who does a feature that no persona or journey is shown doing, and serves nobody by guess', () => {
    expect(linked(fr(2), 'serves')).toEqual([]);
    expect(itemsOf(graph, 'question').some((q) => q.statement.startsWith(`Who does FR-2 "Route library"?`) && linked(q, 'concerns').includes('FR-2'))).toBe(true);
  });
});

describe('what the whole brief states', () => {
  const launch = itemsOf(graph, 'milestone').at(-1)!;

  it('plans with the team size the notes state instead of the default, and does not ask for it', () => {
    expect(launch.fields).toMatchObject({ teamSize: 2, teamSizeAssumed: false });
    expect(itemsOf(graph, 'question').some((q) => q.statement.startsWith('How many people will build it?'))).toBe(false);
  });

  it('keeps targets written in the metric’s own words', () => {
    const [members, bookings, weekly] = itemsOf(graph, 'metric');
    expect(members!.fields.target).toBe('500 active members');
    expect(bookings!.fields.target).toBe('Zero double bookings');
    expect(weekly!.fields.target).toBeNull();
  });

  it('keeps a target relative to a baseline or the whole, and a limit each case meets, and renders the baseline it needs', () => {
    const metrics = ['Phone enquiries halved', 'Both concerts sold out', 'Result letters sent within 2 working days of the test', 'Refunds paid in under 3 days', 'Activation within 7 days', 'Double bookings go down'];
    const g = composeAll(normaliseBrief({ projectName: 'Lab', keyFeatures: ['Enter test results'], successMetrics: metrics }, '2026-03-02'));
    expect(itemsOf(g.prd.graph, 'metric').map((m) => m.fields.target)).toEqual([...metrics.slice(0, 4), null, null]);
    expect(g.prd.markdown).toContain('**SM-1** Phone enquiries halved — target: as stated, against a baseline measured in the two weeks before launch');
    expect(g.prd.markdown).toMatch(/\*\*SM-2\*\* Both concerts sold out — target: as stated;/);
    expect(g.prd.markdown).toContain('**SM-2** Both concerts sold out — target: as stated;');
    expect(g.prd.markdown).toContain('**SM-3** Result letters sent within 2 working days of the test — target: as stated;');
  });

  it('reads a limit on adjective-led cases and a target of every case as stated targets', () => {
    const metrics = ['Urgent repairs fixed within 24 hours', 'All shelf fees paid by card', 'Register taken for every lesson', 'Each order shipped the same day', 'All users happy', 'Lessons taught'];
    const g = composeAll(normaliseBrief({ projectName: 'Repairs', keyFeatures: ['Report a repair'], successMetrics: metrics }, '2026-03-02'));
    expect(itemsOf(g.prd.graph, 'metric').map((m) => m.fields.target)).toEqual([...metrics.slice(0, 4), null, null]);
  });

  it('gives an integration the purpose the catalogue knows for it, with a link', () => {
    const rates = itemsOf(graph, 'integration')[0]!;
    expect(rates.fields.purpose).toBe('currency conversion rates');
    expect(rates.fields.link).toBe('https://docs.openexchangerates.org/');
    expect(rates.statement).toContain('Docs: https://docs.openexchangerates.org/');
  });

  it('links a payment service to a feature whose capability sells something, though it never says "pay"', () => {
    const g = composeAll(normaliseBrief({ projectName: 'Choir', keyFeatures: ['Online concert tickets with QR codes', 'Practice tracks'], integrations: ['Stripe'] }, '2026-03-02')).prd.graph;
    const stripe = itemsOf(g, 'integration')[0]!;
    expect(itemsOf(g, 'requirement')[0]!.links).toContainEqual({ kind: 'uses', to: stripe.id });
    expect(itemsOf(g, 'question').some((q) => q.statement.includes('needs Stripe'))).toBe(false);
  });

  it('takes the purpose of a service the catalogue does not know from the feature that uses it', () => {
    const g = composeAll(normaliseBrief({ projectName: 'Fare', keyFeatures: ['Prices shown in the traveller’s currency', 'Book a crossing'], integrations: ['Acme currency feed'] }, '2026-03-02')).prd.graph;
    const feed = itemsOf(g, 'integration')[0]!;
    expect(feed.fields.purpose).toBe('what FR-1 ("Prices shown in the traveller’s currency") needs');
    expect(itemsOf(g, 'requirement')[0]!.links).toContainEqual({ kind: 'uses', to: feed.id });
  });

  it('splits a journey into steps whatever its punctuation', () => {
    expect(splitSteps('Vet on call: 1) gets paged 2) opens the case 3) writes notes')).toEqual(['gets paged', 'opens the case', 'writes notes']);
    expect(splitSteps('1. Passenger opens the timetable 2. picks a crossing 3. pays')).toEqual(['Passenger opens the timetable', 'picks a crossing', 'pays']);
    expect(splitSteps('The vet opens the rota. She swaps a shift. The practice manager approves it.')).toEqual(['The vet opens the rota', 'She swaps a shift', 'The practice manager approves it']);
    expect(splitSteps('Nurse requests a swap; manager approves it')).toEqual(['Nurse requests a swap', 'manager approves it']);
    expect(splitSteps('Passenger buys a ticket, then shows the QR code at the gate')).toEqual(['Passenger buys a ticket', 'shows the QR code at the gate']);
    expect(splitSteps('Open app → search → book')).toEqual(['Open app', 'search', 'book']);
    expect(splitSteps('Dr. Smith opens the app')).toEqual(['Dr. Smith opens the app']);
  });
});
