import { describe, expect, it } from 'vitest';
import { itemsOf, type SpecItem } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';
import { vendorName } from './entity-phrases.js';

/**
 * The data model a feature's capability implies, on briefs the goldens do not hold: a record of an
 * act is its own entity (a rental of a kayak, the positions of a bin lorry), a thing the brief names
 * only by the pattern's word is added ("Fault report"), a service's purpose does not hide the
 * brief's own things, and where a feature happens ("in the lorry cab") stores nothing.
 */
const rivers = buildSpecGraph(
  normaliseBrief(
    {
      projectName: 'Paddle Point',
      projectDescription: 'Kayak and paddleboard hire at a river centre, booked online and handed out at the jetty.',
      userPersonas: ['Paddler: hires a kayak for an afternoon', 'Jetty hand: hands out boards and checks them back in'],
      userJourneys: 'A paddler picks a kayak and books it for Sunday; at the jetty the jetty hand hands it out; when it comes back the jetty hand files a fault report for a cracked paddle.',
      keyFeatures: ['Book a kayak for a time slot', 'Fault report with photos for returned boards', 'Kayak list with live availability'],
      integrations: ['Stripe'],
      platforms: ['Web'],
    },
    '2026-06-01',
  ),
);
const bins = buildSpecGraph(
  normaliseBrief(
    {
      projectName: 'BinRound',
      projectDescription: 'Collection rounds for a district council: crews empty bins, supervisors watch the lorries, residents report missed bins.',
      userPersonas: ['Supervisor: watches the rounds from the depot', 'Crew member: empties bins from the lorry cab', 'Resident: wants their missed bin collected'],
      userJourneys: 'The supervisor watches lorry positions; the crew member follows the round in the lorry cab; a resident reports a missed bin and the supervisor adds it to the nearest round.',
      keyFeatures: ['Live lorry positions on a depot map', 'Round sheet in the lorry cab', 'Resident report of a missed bin'],
      integrations: ['Webfleet telematics for lorry GPS', 'Ordnance Survey street gazetteer'],
      platforms: ['Web', 'Android'],
    },
    '2026-06-01',
  ),
);

const library = buildSpecGraph(
  normaliseBrief(
    {
      projectName: 'Shelfshare',
      projectDescription: 'A library of things for a village hall: neighbours borrow drills, tents and projectors.',
      userPersonas: ['Neighbour: borrows a drill or a tent a few times a year'],
      userJourneys: 'A neighbour finds a projector, borrows it for the weekend and brings it back on Monday.',
      keyFeatures: ['Borrow a projector for the weekend', 'Projector list with what is in', 'Rentals of the hall sound system with a late fee'],
      platforms: ['Web'],
    },
    '2026-06-01',
  ),
);

const entities = (g: typeof rivers) => itemsOf(g, 'entity');
const named = (g: typeof rivers, title: string): SpecItem | undefined => entities(g).find((e) => e.title === title);
const attributes = (e: SpecItem | undefined) => (e?.fields.attributes as string[] | undefined) ?? [];

describe('entities a capability implies', () => {
  it('keeps the record of an act on a thing as its own entity, named by the act, referring to the thing and its actor', () => {
    const booking = named(rivers, 'Booking');
    expect(booking?.source).toBe('pattern:booking');
    expect(attributes(booking)).toEqual(expect.arrayContaining(['kayakId', 'paddlerId', 'startsAt', 'endsAt', 'status']));
    expect(booking?.links).toContainEqual({ kind: 'relates_to', to: named(rivers, 'Kayak')!.id });
    // The kayak is the resource, not the booking: it does not take the booking's times.
    expect(attributes(named(rivers, 'Kayak'))).not.toContain('startsAt');
    const fr1 = itemsOf(rivers, 'requirement')[0]!;
    expect(fr1.links).toContainEqual({ kind: 'uses', to: booking!.id });
  });

  it('keeps a loan of a thing: who borrowed it, when it is due back and when it came back', () => {
    const loan = named(library, 'Loan');
    expect(loan?.source).toBe('pattern:lending');
    expect(attributes(loan)).toEqual(expect.arrayContaining(['projectorId', 'borrowerId', 'dueAt', 'returnedAt']));
    expect(loan?.fields.references).toMatchObject({ borrowerId: 'ENT-1' });
    expect(loan?.links).toContainEqual({ kind: 'relates_to', to: named(library, 'Projector')!.id });
    // "… with a late fee" names something the loan has, not the loan itself.
    expect(attributes(named(library, 'Fee'))).not.toContain('dueAt');
  });

  it('adds a thing the brief names only by the pattern word, with the pattern columns, marked as suggested', () => {
    const report = named(rivers, 'FaultReport');
    expect(report?.source).toBe('pattern:issue-reports');
    expect(attributes(report)).toEqual(expect.arrayContaining(['reference', 'description', 'status', 'reportedAt']));
    // "Resident report of a missed bin": the thing reported names it, not the people reporting it.
    expect(named(bins, 'BinReport')?.source).toBe('pattern:issue-reports');
    expect(named(bins, 'ResidentReport')).toBeUndefined();
  });

  it('gives a report its reporter, and the thing reported no column for the people who report it', () => {
    // Residents are a role of User (no feature keeps records about them): the reporter column points at the account.
    expect(named(bins, 'Resident')).toBeUndefined();
    const account = named(bins, 'User')!;
    const report = named(bins, 'BinReport');
    expect(attributes(report)).toContain('residentId');
    expect(report?.fields.references).toMatchObject({ residentId: account.id });
    expect(report?.links).toContainEqual({ kind: 'relates_to', to: account.id });
    // A bin a resident reports, a lorry a supervisor watches: neither is theirs.
    expect(attributes(named(bins, 'Bin'))).not.toContain('residentId');
    expect(attributes(named(bins, 'Lorry'))).not.toContain('supervisorId');
    expect(named(bins, 'Bin')?.fields.references ?? {}).not.toHaveProperty('residentId');
  });

  it('names the record by the feature when the feature names it ("Live lorry positions"), with one line between them', () => {
    const positions = named(bins, 'LorryPosition');
    const lorry = named(bins, 'Lorry');
    expect(lorry).toBeDefined();
    expect(attributes(positions)).toEqual(expect.arrayContaining(['lorryId', 'latitude', 'longitude', 'recordedAt']));
    expect(positions?.links).toContainEqual({ kind: 'relates_to', to: lorry!.id });
    expect(lorry?.links).not.toContainEqual({ kind: 'relates_to', to: positions!.id });
  });

  it("reads a service's own name apart from what it is for, so the brief's things stay in the model", () => {
    expect(vendorName('Webfleet telematics for lorry GPS')).toBe('Webfleet');
    expect(vendorName('Ordnance Survey street gazetteer')).toBe('Ordnance Survey');
    expect(vendorName('Google Maps')).toBe('Google Maps');
    expect(vendorName('stripe')).toBe('stripe');
    expect(named(bins, 'Lorry')).toBeDefined();
  });

  it('stores nothing for where a feature is used ("in the lorry cab", "on a depot map")', () => {
    expect(named(bins, 'Cab')).toBeUndefined();
    expect(named(bins, 'LorryCab')).toBeUndefined();
    expect(named(bins, 'Depot')).toBeUndefined();
  });
});
