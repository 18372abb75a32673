import { describe, expect, it } from 'vitest';
import { itemsOf, type SpecItem } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';
import { descriptiveCorpus } from '../catalogue/testing/corpora.js';
import { gerundThings } from '../reader/entity-candidates.js';

/**
 * The data model keeps the domain's real things and invents none (issue 30): a measure (a
 * temperature, a weight, a length) is a column of the thing it measures, an occasion English
 * names with an -ing word (a firing, a sailing) is a thing when the features book or log it, and
 * the organisation the product serves (a studio) is its setting, not a table.
 */

const graphOf = (input: Record<string, unknown>) => buildSpecGraph(normaliseBrief(input, '2027-01-04'));
const entities = (items: SpecItem[]) => itemsOf({ items, generator: 'builtin' }, 'entity');
const titles = (items: SpecItem[]) => entities(items).map((e) => e.title);
const attributes = (items: SpecItem[], title: string) => (entities(items).find((e) => e.title === title)?.fields.attributes as string[] | undefined) ?? [];

const kilnShare = graphOf({
  projectName: 'KilnShare',
  projectDescription: 'A firing queue for a community pottery studio: members book shelf space in the next kiln firing, technicians load and fire, and members are told when their pieces are ready to collect.',
  problemStatement: 'Members leave greenware on a shared rack with a paper tag. Tags fall off, pieces get fired at the wrong temperature, and nobody knows when a firing is full until the technician tries to load it.',
  keyFeatures: ['Book shelf space in an upcoming firing', 'Photo of each piece at drop-off', 'Kiln loading checklist for technicians', 'Pay the shelf fee by card', 'Text message when pieces are ready to collect', 'Firing log with cone and peak temperature'],
  userPersonas: ['Studio member: makes pots in the evenings', 'Kiln technician: loads, fires and unloads three kilns a week'],
  userJourneys:
    "1. A studio member books half a shelf in Friday's glaze firing and pays the shelf fee by card.\n2. At drop-off the member photographs each piece and picks the glaze temperature.\n3. On Friday the kiln technician works through the loading checklist, fires the kiln and records the cone and peak temperature in the firing log.",
  platforms: ['Web', 'iOS'],
  integrations: ['Stripe', 'Twilio'],
});

const ferry = graphOf({
  projectName: 'Sound Crossings',
  projectDescription: 'A ticket office for a small island ferry: passengers book a seat on a sailing and drivers book vehicle space on the car deck.',
  keyFeatures: ['Book a seat on a sailing', 'Reserve vehicle space with the vehicle length', 'Scan tickets at the ramp', 'Cancel a sailing in bad weather and notify passengers'],
  userPersonas: ['Passenger: islander travelling to the mainland', 'Deckhand: checks tickets at the ramp'],
  userJourneys: '1. A passenger picks the 8:15 sailing, books a seat and adds a car with its length.\n2. At the ramp the deckhand scans the ticket.',
  platforms: ['Web'],
});

const taproom = graphOf({
  projectName: 'TapTrack',
  projectDescription: 'A cellar board for a brewery taproom: brewers log each batch and cellar staff change kegs.',
  problemStatement: 'Kegs run dry mid-pour. Pour weights are guessed.',
  keyFeatures: ['Log a batch with its style and alcohol content', 'Alert when a keg is nearly empty by weight'],
  userPersonas: ['Brewer: brews and kegs each batch', 'Cellar hand: changes kegs during service'],
  userJourneys: '1. The brewer logs a batch and fills twelve kegs from it.\n2. When the keg weight falls below two kilograms the cellar hand gets an alert.',
  platforms: ['Web'],
});

describe('an occasion named by an -ing word is a thing when the features act on it', () => {
  it('reads the -ing word that ends a noun phrase as the thing, never the one acting on an object', () => {
    expect(gerundThings('Book shelf space in an upcoming firing')).toEqual(['firing']);
    expect(gerundThings("books half a shelf in Friday's glaze firing and pays")).toEqual(['firing']);
    expect(gerundThings('Book a seat on a sailing')).toEqual(['sailing']);
    expect(gerundThings('the technician firing the kiln')).toEqual([]);
    expect(gerundThings('Show the following: a list')).toEqual([]);
    expect(gerundThings('Walk in the morning')).toEqual([]);
    expect(gerundThings('Firing log with cone and peak temperature')).toEqual([]);
  });

  it('keeps the Firing members book space in, and its log as the firing log', () => {
    expect(titles(kilnShare.items)).toContain('Firing');
    expect(titles(kilnShare.items)).toContain('FiringLog');
    expect(titles(kilnShare.items)).not.toContain('Log');
    // An occasion happens at a time.
    expect(attributes(kilnShare.items, 'Firing')).toContain('scheduledAt');
  });

  it('keeps the Sailing passengers book a seat on', () => {
    expect(titles(ferry.items)).toContain('Sailing');
  });

  it('makes the thing after "in"/"on" the holder: shelf space refers to its firing, a seat to its sailing', () => {
    const id = (items: SpecItem[], title: string) => entities(items).find((e) => e.title === title)!.id;
    const linked = (items: SpecItem[], from: string, to: string) =>
      entities(items)
        .find((e) => e.title === from)!
        .links.some((l) => l.kind === 'relates_to' && l.to === id(items, to));
    expect(linked(kilnShare.items, 'ShelfSpace', 'Firing')).toBe(true);
    expect(linked(kilnShare.items, 'Firing', 'ShelfSpace')).toBe(false);
    expect(linked(ferry.items, 'Seat', 'Sailing')).toBe(true);
    expect(linked(ferry.items, 'Sailing', 'Seat')).toBe(false);
  });
});

describe('a measure is a column of the thing it measures, never a table', () => {
  it('gives the firing log its peak temperature and keeps no Temperature table', () => {
    expect(titles(kilnShare.items)).not.toContain('Temperature');
    expect(attributes(kilnShare.items, 'FiringLog')).toContain('peakTemperature');
  });

  it('gives the keg its weight and the vehicle space the vehicle length', () => {
    expect(titles(taproom.items)).not.toContain('Weight');
    expect(attributes(taproom.items, 'Keg')).toContain('weight');
    expect(titles(ferry.items)).not.toContain('VehicleLength');
    expect(attributes(ferry.items, 'VehicleSpace')).toContain('vehicleLength');
  });

  it('keeps no table for any descriptive phrase of the corpus', () => {
    const invented = descriptiveCorpus.flatMap(([feature, notEntities]) => {
      const graph = graphOf({ projectName: 'Probe', projectDescription: 'A tool for a small team.', keyFeatures: [feature], userPersonas: ['Member: uses it weekly'], platforms: ['Web'] });
      return titles(graph.items)
        .filter((t) => notEntities.includes(t))
        .map((t) => `${feature} → ${t}`);
    });
    expect(invented).toEqual([]);
  });
});

describe('the organisation the product serves is its setting', () => {
  it('keeps no Studio for "Studio member" and "a community pottery studio"', () => {
    expect(titles(kilnShare.items)).not.toContain('Studio');
  });
});

describe("a persona's role word is a role of User unless a feature keeps records about those people", () => {
  it('keeps no Technician table for "Kiln loading checklist for technicians": technicians are Users with a role', () => {
    expect(titles(kilnShare.items)).not.toContain('Technician');
    expect(titles(kilnShare.items)).not.toContain('Member');
    expect(attributes(kilnShare.items, 'User')).toContain('role');
  });

  it('points a role column at the account when the role keeps no table', () => {
    const booking = entities(ferry.items).find((e) => (e.fields.attributes as string[]).includes('passengerId'));
    expect(booking).toBeDefined();
    expect((booking!.fields.references as Record<string, string>).passengerId).toBe(entities(ferry.items).find((e) => e.title === 'User')!.id);
    expect(titles(ferry.items)).not.toContain('Passenger');
  });

  it('keeps a table for people a feature keeps records about (profiles, details, registering them)', () => {
    const agency = graphOf({
      projectName: 'SignLink',
      projectDescription: 'Booking sign-language interpreters for hospital appointments.',
      keyFeatures: ['Register interpreters with their qualifications', 'Book an interpreter for an appointment'],
      userPersonas: ['Interpreter: qualified BSL interpreter working freelance', 'Booker: hospital receptionist'],
      platforms: ['Web'],
    });
    expect(titles(agency.items)).toContain('Interpreter');
    expect(titles(agency.items)).not.toContain('Booker');
  });

  it("keeps what a feature records about a persona's people on their role, not as a table of its own", () => {
    const agency = graphOf({
      projectName: 'SignLink',
      projectDescription: 'Booking sign-language interpreters for hospital appointments.',
      keyFeatures: ['Interpreter qualifications', 'Book an interpreter for an appointment'],
      userPersonas: ['Interpreter: qualified BSL interpreter working freelance', 'Booker: hospital receptionist'],
      platforms: ['Web'],
    });
    expect(titles(agency.items)).not.toContain('Qualification');
    expect(attributes(agency.items, 'Interpreter')).toContain('qualification');
  });
});
