import { describe, expect, it } from 'vitest';
import { itemsOf, type SpecItem } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';
import { madeThings } from '../reader/entity-candidates.js';

/**
 * The data model keeps what people hand in (an application, a request), even where the tagger
 * reads the sentence otherwise, and says whose each thing is only where the brief does: a thing no
 * persona makes or owns gets no silent owner column, and the plan asks whose it is (issue 30).
 */

const graphOf = (input: Record<string, unknown>) => buildSpecGraph(normaliseBrief(input, '2027-01-04'));
const entity = (items: SpecItem[], title: string) => itemsOf({ items, generator: 'builtin' }, 'entity').find((e) => e.title === title);

// A scholarship fund: students apply, trustees score the applications.
const scholarship = graphOf({
  projectName: 'BursaryBox',
  projectDescription: 'A portal where sixth-formers apply for a travel bursary and trustees score the applications.',
  keyFeatures: ['Students submit bursary applications with a personal statement', 'Trustees score each application out of ten', 'Awards letter for successful students'],
  userPersonas: ['Student: applies in the spring term', 'Trustee: volunteer who reads and scores applications'],
  userJourneys: 'Student submits an application → trustees score each application → the fund secretary sends the awards letters',
  platforms: ['Web'],
});

describe('things people hand in are entities, whatever the tagger reads', () => {
  it('finds an application where it stands as one of the records, never where it names the product', () => {
    const none = new Set<string>();
    expect(madeThings('Trustees score each application out of ten', none)).toEqual([{ head: 'application', compound: 'application' }]);
    expect(madeThings('Students submit bursary applications', none)).toEqual([{ head: 'application', compound: 'bursary application' }]);
    expect(madeThings('Reviewers score applications', none)).toEqual([{ head: 'application', compound: 'application' }]);
    expect(madeThings('Volunteers file a grant application', none)).toEqual([{ head: 'application', compound: 'grant application' }]);
    expect(madeThings('The application sends a reminder', none)).toEqual([]);
    expect(madeThings('Request a pickup from the depot', none)).toEqual([]);
    expect(madeThings('A mobile application for trustees', new Set(['mobile']))).toEqual([]);
    expect(madeThings('The clerk requests a quote', new Set(['clerk']))).toEqual([]);
  });

  it('keeps the Application the students submit and the trustees score, as the students\u2019', () => {
    const application = entity(scholarship.items, 'Application') ?? entity(scholarship.items, 'BursaryApplication');
    expect(application).toBeDefined();
    expect(application!.fields.attributes).toEqual(expect.arrayContaining(['studentId']));
    const scoring = itemsOf(scholarship, 'requirement').find((r) => /score each application/.test(r.title))!;
    expect(scoring.links.some((l) => l.kind === 'uses' && l.to === application!.id)).toBe(true);
  });
});

describe('ownership is real or asked, never a silent ownerId', () => {
  // A community darkroom: members book enlargers; the chemistry stock belongs to nobody in particular.
  const darkroom = graphOf({
    projectName: 'Safelight',
    projectDescription: 'Bookings and chemistry stock for a community darkroom.',
    keyFeatures: ['Members book an enlarger for an evening', 'Chemistry stock levels with reorder alerts', 'Log each darkroom session'],
    userPersonas: ['Member: develops film in the evenings', 'Technician: mixes chemistry and keeps the enlargers working'],
    platforms: ['Web'],
  });

  it('gives a thing a person makes its owner, and one nobody makes no owner column', () => {
    const session = entity(darkroom.items, 'Session') ?? entity(darkroom.items, 'DarkroomSession');
    expect(session?.fields.attributes).toContain('ownerId');
    const stock = entity(darkroom.items, 'ChemistryStock') ?? entity(darkroom.items, 'Stock');
    expect(stock).toBeDefined();
    expect(stock!.fields.attributes).not.toContain('ownerId');
    expect(stock!.fields.ownership).toBe('open');
  });

  it('asks whose the tables without a person column are, and does not ask when every thing has its owner', () => {
    expect(itemsOf(darkroom, 'question').filter((x) => /^Who owns the tables/.test(x.title))).toHaveLength(1);
    const owned = graphOf({ projectName: 'Safelight', keyFeatures: ['Members log each darkroom session'], userPersonas: ['Member: develops film'], platforms: ['Web'] });
    expect(itemsOf(owned, 'entity').filter((e) => e.fields.ownership === 'open')).toEqual([]);
    expect(itemsOf(owned, 'question').filter((x) => /^Who owns/.test(x.title))).toEqual([]);
  });
});

describe('a feature whose verb is its record makes that record', () => {
  it('keeps the Invoice that "Invoice the rider after each repair" makes, and the repair keeps no invoice columns', () => {
    // A mobile bike mechanic: the invoice is its own record, for the repair.
    const bikes = graphOf({
      projectName: 'SpokeDoc',
      projectDescription: 'A booking and billing app for a mobile bike mechanic.',
      keyFeatures: ['Riders book a roadside repair', 'Invoice the rider after each repair'],
      userPersonas: ['Rider: commutes by bike', 'Mechanic: fixes bikes from a van'],
      platforms: ['iOS'],
    });
    const invoice = entity(bikes.items, 'Invoice');
    expect(invoice?.fields.attributes).toEqual(expect.arrayContaining(['number', 'issuedAt', 'dueAt']));
    const repair = entity(bikes.items, 'Repair');
    expect(repair?.fields.attributes).not.toContain('dueAt');
    expect(repair?.fields.attributes).not.toContain('number');
  });
});
