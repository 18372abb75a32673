import { describe, expect, it } from 'vitest';
import { itemsOf, type SpecItem } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';
import { ownersOf } from './entity-owners.js';

/**
 * A person column on a thing says the row is that person's: it follows what the brief says of the
 * two (made, bought, written, theirs), not that the person acts on the thing somewhere.
 */
describe('whose a thing is, clause by clause', () => {
  const roles = ['resident', 'crew', 'teacher', 'attendee', 'nurse', 'customer', 'member', 'volunteer'];
  it.each([
    ['Teachers create vocabulary lists', ['vocabulary'], ['teacher']],
    ['Attendees buy tickets with a card', ['ticket'], ['attendee']],
    ['Customers track their parcel live', ['parcel'], ['customer']],
    ['the member’s card is scanned at the counter', ['card'], ['member']],
    ['a swap requested by a nurse', ['swap'], ['nurse']],
    ['Volunteers sign up for open shifts', ['shift'], ['volunteer']],
  ])('"%s" makes %j the person’s', (clause, thing, owners) => {
    expect(ownersOf(thing, [clause], roles)).toEqual(owners);
  });

  it.each([
    ['a resident reports a missed bin', ['bin']],
    ['the crew empties bins from the lorry', ['lorry']],
    ['the teacher adds it to the nearest class', ['class']],
    ['Low-stock alerts for residents', ['alert']],
    ['Share progress reports with a nurse', ['progress']],
    ['Members book a kayak for Sunday', ['kayak']],
  ])('"%s" leaves %j nobody’s', (clause, thing) => {
    expect(ownersOf(thing, [clause], roles)).toEqual([]);
  });
});

const graphOf = (input: Record<string, unknown>) => buildSpecGraph(normaliseBrief(input, '2026-06-01'));
const entity = (g: ReturnType<typeof graphOf>, title: string): SpecItem | undefined => itemsOf(g, 'entity').find((e) => e.title === title);
const attributes = (e: SpecItem | undefined) => (e?.fields.attributes as string[] | undefined) ?? [];
const role = (g: ReturnType<typeof graphOf>, title: string) => entity(g, title)!.id;

describe('person columns in the data model', () => {
  // A city service: residents report things, crews work on them; nothing here is a resident's or a crew's.
  const potholes = graphOf({
    projectName: 'FixMyRoad',
    projectDescription: 'Pothole repairs for a county highways team.',
    userPersonas: ['Resident: reports potholes on their way to work', 'Crew lead: fills potholes from the van'],
    userJourneys: 'A resident reports a pothole with a photo → the crew lead sees it on the job list and fills the pothole → the resident sees the pothole marked fixed',
    keyFeatures: ['Residents report a pothole with a photo', 'Job list of potholes for the crew lead', 'Crew lead marks a pothole fixed'],
    platforms: ['Web', 'Android'],
  });
  // A ticketed event: attendees buy the tickets, which are theirs; organisers publish the events, which are theirs.
  const gigs = graphOf({
    projectName: 'Doors',
    projectDescription: 'Ticketing for small music venues.',
    userPersonas: ['Organiser: puts on two gigs a month', 'Attendee: buys a ticket on the way home'],
    userJourneys: 'The organiser publishes an event → an attendee buys a ticket → the attendee shows the ticket at the door',
    keyFeatures: ['Organisers publish events with a capacity', 'Attendees buy tickets by card', 'Door check of tickets'],
    platforms: ['Web'],
  });
  // A school: teachers create the lists and own them; students only read them.
  const school = graphOf({
    projectName: 'Wordlists',
    projectDescription: 'Vocabulary practice for secondary schools.',
    userPersonas: ['Teacher: sets homework weekly', 'Student: practises on the bus'],
    userJourneys: 'The teacher creates a vocabulary list → the student practises the list → the teacher checks scores',
    keyFeatures: ['Teachers create vocabulary lists', 'Students practise lists offline'],
    platforms: ['Web'],
  });

  it('gives a thing no column for a person who only acts on it (reports, fills, sees it)', () => {
    const pothole = entity(potholes, 'Pothole');
    expect(pothole).toBeDefined();
    expect(attributes(pothole).filter((a) => /Id$/.test(a) && a !== 'ownerId')).toEqual([]);
    expect(pothole?.fields.references).toBeUndefined();
    for (const r of ['Resident', 'Lead']) {
      const id = entity(potholes, r)?.id;
      if (id) expect(pothole?.links).not.toContainEqual({ kind: 'relates_to', to: id });
    }
  });

  it('gives a thing the column of the person the brief makes it belong to, with its reference and its line in the diagram', () => {
    const ticket = entity(gigs, 'Ticket');
    expect(attributes(ticket)).toContain('attendeeId');
    expect(attributes(ticket)).not.toContain('organiserId');
    // Attendees and organisers are roles of User (no feature keeps records about them): their columns point at the account.
    expect(entity(gigs, 'Attendee')).toBeUndefined();
    expect(entity(gigs, 'Organiser')).toBeUndefined();
    expect(ticket?.fields.references).toEqual({ attendeeId: role(gigs, 'User') });
    expect(ticket?.links).toContainEqual({ kind: 'relates_to', to: role(gigs, 'User') });
    const event = entity(gigs, 'Event');
    expect(event?.fields.references).toEqual({ organiserId: role(gigs, 'User') });
    const list = itemsOf(school, 'entity').find((e) => attributes(e).includes('teacherId'));
    expect(list?.title).toMatch(/Vocabulary|List/);
    expect(attributes(list)).not.toContain('studentId');
  });
});
