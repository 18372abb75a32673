import { describe, expect, it } from 'vitest';
import { itemsOf, type SpecItem } from '../../../spec/graph.js';
import { buildSpecGraph, normaliseBrief } from '../index.js';

/**
 * The data model's relations point from the many side to the thing that holds it, read from the
 * phrase that joins them, never from which the brief names first (issue 30): a kiln has many
 * firings, a farm many visits, a visit many notes; a photo kept as a thing of its own is not also a
 * column; a place named only where something happens ("at the ramp") and a cause ("because of
 * weather") are no tables.
 */

const graphOf = (input: Record<string, unknown>) => buildSpecGraph(normaliseBrief(input, '2027-01-04')).items;
const entities = (items: SpecItem[]) => itemsOf({ items, generator: 'builtin' }, 'entity');
const titles = (items: SpecItem[]) => entities(items).map((e) => e.title);
const byTitle = (items: SpecItem[], title: string) => entities(items).find((e) => e.title === title);
/** The things an entity refers to (its holders), by title. */
const holders = (items: SpecItem[], title: string) => (byTitle(items, title)?.links ?? []).filter((l) => l.kind === 'relates_to').map((l) => items.find((i) => i.id === l.to)?.title ?? l.to);
const attributes = (items: SpecItem[], title: string) => (byTitle(items, title)?.fields.attributes as string[] | undefined) ?? [];

const kilnShare = graphOf({
  projectName: 'KilnShare',
  projectDescription: 'A firing queue for a community pottery studio: members book shelf space in the next kiln firing, technicians load and fire, and members are told when their pieces are ready to collect.',
  problemStatement: 'Members leave greenware on a shared rack with a paper tag. Tags fall off, pieces get fired at the wrong temperature, and nobody knows when a firing is full until the technician tries to load it.',
  keyFeatures: ['Book shelf space in an upcoming firing', 'Photo of each piece at drop-off', 'Kiln loading checklist for technicians', 'Pay the shelf fee by card', 'Text message when pieces are ready to collect', 'Firing log with cone and peak temperature'],
  userPersonas: ['Studio member: makes pots in the evenings and wants to know when they are fired', 'Kiln technician: loads, fires and unloads three kilns a week, often with clay on their hands'],
  userJourneys:
    "1. A studio member books half a shelf in Friday's glaze firing and pays the shelf fee by card.\n2. At drop-off the member photographs each piece and picks the glaze temperature.\n3. On Friday the kiln technician works through the loading checklist, fires the kiln and records the cone and peak temperature in the firing log.\n4. When the kiln has cooled the technician unloads it and the member gets a text message that the pieces are ready.",
  platforms: ['Web', 'iOS'],
  integrations: ['Stripe', 'Twilio'],
});

const vet = graphOf({
  projectName: 'VanVet',
  projectDescription: 'A practice app for a mobile veterinary clinic that visits farms and homes in a converted van.',
  keyFeatures: [
    'Read animal weight from the Bluetooth livestock scale',
    'Visit notes with photos of the wound or lesion',
    'Take card payment at the end of a visit',
    'End of day reconciliation of card takings against visits',
    "Route planner for the day's farm visits",
  ],
  userPersonas: ['Van vet: visits eight farms a day, works in barns with gloves on', 'Farm owner: books visits and pays for them'],
  userJourneys: '1. The van vet arrives at the farm and opens the visit. 2. The app reads the scale and fills in the weight. 3. The van vet writes visit notes and takes photos of the lesion. 4. The farm owner pays by card at the end of the visit.',
  platforms: ['iOS'],
});

const ferry = graphOf({
  projectName: 'IsleLink',
  projectDescription: 'A ticket office for a small island ferry: foot passengers and car drivers book a place on a sailing, the office sells vehicle deck space, and everyone booked is told when a sailing is cancelled.',
  problemStatement:
    'Vehicle deck bookings are kept in a paper ledger at the harbour office. The deck is oversold on summer weekends, cars queue on the ramp with no booking, and when a sailing is cancelled because of weather the office phones passengers one by one.',
  keyFeatures: [
    'Book a foot passenger ticket on a sailing',
    'Book vehicle deck space for a car with its registration',
    'Weather cancellation notice sent to everyone booked on a sailing',
    'Check-in at the ramp by scanning the ticket',
    'Timetable of sailings for the season',
    'Refund or rebook a cancelled booking',
    'Cancel a sailing in bad weather and notify passengers',
  ],
  userPersonas: [
    'Foot passenger: an islander commuting to the mainland who wants a ticket on the 07:30 sailing',
    'Car driver: a visitor bringing a car across for the weekend',
    'Office clerk: sells tickets at the harbour window and manages the vehicle deck',
    'Deckhand: loads cars onto the vehicle deck at the ramp',
  ],
  userJourneys:
    "1. A car driver books vehicle deck space on Saturday's 10:00 sailing, enters the car's registration and pays by card.\n2. A foot passenger buys a return ticket on their phone.\n3. On the morning of the sailing the deckhand scans each ticket at the ramp and loads the cars onto the vehicle deck.\n4. When a sailing is cancelled because of weather the office clerk sends a cancellation notice and every booked passenger can rebook on the next sailing or get a refund.",
  platforms: ['Web', 'Android', 'iOS'],
  integrations: ['Stripe', 'Twilio'],
});

/** The brief that kept Weather, Ramp and Car tables: a cause, a place, and a car the story passes by. */
const soundCrossings = graphOf({
  projectName: 'Sound Crossings',
  projectDescription: 'A ticket office for a small island ferry: passengers book a seat on a sailing, drivers book vehicle space on the car deck, and deckhands check tickets at the ramp.',
  problemStatement: 'Bookings are taken by phone and written in a diary. Cars turn up for sailings that are already full, and nobody knows the vehicle length until the car is on the ramp.',
  keyFeatures: ['Book a seat on a sailing', 'Reserve vehicle space with the vehicle length', 'Scan tickets at the ramp', 'Cancel a sailing in bad weather and notify passengers', 'Sailing timetable for the season'],
  userPersonas: ['Passenger: islander or visitor travelling to the mainland', 'Deckhand: loads cars and checks tickets at the ramp in the rain'],
  userJourneys:
    '1. A passenger picks the 8:15 sailing, books a seat and adds a car with its length.\n2. The passenger pays by card and gets a ticket with a QR code.\n3. At the ramp the deckhand scans the ticket and waves the car aboard.\n4. When a storm is forecast the office cancels the sailing and every passenger gets a text message.',
  platforms: ['Web', 'Android'],
  integrations: ['Stripe', 'Twilio'],
});

const courtRoster = graphOf({
  projectName: 'CourtRoster',
  projectDescription: 'Scheduling for a regional court interpreting service: the listings office asks for an interpreter, the coordinator matches a qualified one, and interpreters confirm, attend and claim travel expenses.',
  problemStatement: 'Requests arrive by e-mail the afternoon before a hearing. The coordinator phones interpreters one by one from a spreadsheet of languages. Hearings are adjourned because nobody came, and expense claims are posted on paper.',
  keyFeatures: [
    'Interpreter request for a hearing',
    'Match interpreters by language and security clearance',
    'Interpreters accept or decline an assignment',
    'Import the daily court listings from a CSV file',
    'Travel expense claims with receipt photos',
    'Monthly report of unfilled requests',
  ],
  userPersonas: [
    'Listings officer: books hearings and needs an interpreter confirmed by 4 pm the day before',
    'Interpreting coordinator: matches requests to interpreters and chases gaps',
    'Freelance interpreter: works for several courts and travels between them',
  ],
  userJourneys:
    'The listings officer imports the daily listings and raises an interpreter request for a Polish-speaking defendant. The coordinator matches two cleared Polish interpreters; the first declines and the second accepts. After the hearing the interpreter submits a travel expense claim with a photo of the train ticket, and the coordinator approves it.',
  platforms: ['Web', 'Android'],
  integrations: ['Microsoft Entra ID for court staff sign-in', 'GOV.UK Notify'],
});

const taproom = graphOf({
  projectName: 'TapTab',
  projectDescription: 'A taproom app for a small brewery: bar staff pour from kegs on tap, customers open a tab at their table, and the brewer sees which kegs are running low.',
  problemStatement: 'Tabs are written on paper slips that get lost. Kegs run dry mid-evening because nobody tracks how much has been poured, and the brewer learns which beers sold only from the monthly stock count.',
  keyFeatures: ['Open a tab at a table with a card', 'Pour log for each keg on tap', 'Low keg alert for the brewer', 'Tasting notes for each beer on the menu', 'Close the tab and split the bill', 'Age check before serving'],
  userPersonas: ['Customer: drinks with friends on a Friday night and wants one tab for the table', 'Bartender: pours beers and keeps tabs during a busy shift', 'Brewer: brews the beer and plans which kegs to fill next'],
  userJourneys:
    '1. A customer opens a tab at their table with a card.\n2. The bartender pours a pint from the keg on tap 3 and adds it to the tab.\n3. When a keg falls below a fifth, the brewer gets a low keg alert and plans the next brew.\n4. At closing the customer splits the bill and closes the tab.',
  platforms: ['Web', 'iOS'],
  integrations: ['Stripe'],
});

describe('the held thing refers to its holder, whichever the brief names first', () => {
  it('reads an occasion as the many side of what its verb acts on: "fires the kiln", "the next kiln firing"', () => {
    expect(holders(kilnShare, 'Firing')).toContain('Kiln');
    expect(holders(kilnShare, 'Kiln')).not.toContain('Firing');
    // Shelf space is in a firing, and through it in a kiln: no second, backward link to the kiln.
    expect(holders(kilnShare, 'ShelfSpace')).toEqual(['Firing']);
    expect(holders(kilnShare, 'Kiln')).not.toContain('ShelfSpace');
  });

  it('reads a noun before another as its holder: "Visit notes", "farm visits"', () => {
    expect(holders(vet, 'Note')).toContain('Visit');
    expect(holders(vet, 'Visit')).not.toContain('Note');
    expect(holders(vet, 'Visit')).toContain('Farm');
    expect(holders(vet, 'Farm')).not.toContain('Visit');
  });

  it('reads "of each", "for each" and "at the end of" as the holder that follows', () => {
    expect(holders(kilnShare, 'Photo')).toContain('Piece');
    expect(holders(vet, 'CardPayment')).toContain('Visit');
    expect(holders(vet, 'Visit')).not.toContain('CardPayment');
    expect(holders(taproom, 'Log')).toContain('Keg');
    expect(holders(taproom, 'Note')).toContain('Beer');
    expect(holders(taproom, 'Beer')).not.toContain('Note');
  });
});

describe('a request for a hearing, and an assignment accepted or declined', () => {
  it('reads "Interpreter request for a hearing" as the hearing holding its requests', () => {
    expect(holders(courtRoster, 'Request')).toContain('Hearing');
    expect(holders(courtRoster, 'Hearing')).not.toContain('Request');
  });

  it('keeps no link of an assignment to itself when the feature acts on the assignment ("accept or decline an assignment")', () => {
    expect(holders(courtRoster, 'Assignment')).not.toContain('Assignment');
    expect(attributes(courtRoster, 'Assignment')).not.toContain('assignmentId');
  });
});

describe('what comes with a thing and the entries of a list are held by it', () => {
  it('reads "Visit notes with photos" as photos of a note, and a clause as ending at its full stop', () => {
    expect(holders(vet, 'Photo')).toEqual(['Note']);
  });

  it('reads "Timetable of sailings" and "Sailing timetable" as a list holding its sailings', () => {
    expect(holders(ferry, 'Sailing')).toContain('Timetable');
    expect(holders(ferry, 'Timetable')).not.toContain('Sailing');
    expect(holders(soundCrossings, 'Sailing')).toContain('SailingTimetable');
    expect(holders(soundCrossings, 'SailingTimetable')).not.toContain('Sailing');
  });
});

describe('what an act is done with is a means, not a table', () => {
  it('keeps no Card for "Open a tab at a table with a card"', () => {
    expect(titles(taproom)).not.toContain('Card');
    expect(titles(taproom)).toContain('Tab');
  });
});

describe('a state is a status, not a table', () => {
  it('keeps no CancelledBooking for "Refund or rebook a cancelled booking": the booking is cancelled', () => {
    expect(titles(ferry)).not.toContain('CancelledBooking');
    expect(titles(ferry)).toContain('Booking');
    expect(attributes(ferry, 'Booking')).toContain('status');
  });
});

describe('a photo is a table or a column, never both', () => {
  it('keeps the photo of each piece as a Photo of the piece, with no media column on the piece', () => {
    expect(titles(kilnShare)).toContain('Photo');
    expect(attributes(kilnShare, 'Photo')).toContain('mediaUrl');
    expect(attributes(kilnShare, 'Piece')).not.toContain('mediaUrl');
  });
});

describe('a place where something happens and a cause are no tables', () => {
  it('keeps no Ramp the brief names only "at the ramp" and "on the ramp", and no Weather it names only as a cause or a condition', () => {
    expect(titles(ferry)).not.toContain('Ramp');
    expect(titles(ferry)).not.toContain('Weather');
  });

  it('keeps no Weather ("in bad weather"), no Ramp ("at the ramp") and no Car only the story names ("waves the car aboard") for a ferry ticket office', () => {
    expect(titles(soundCrossings)).not.toContain('Weather');
    expect(titles(soundCrossings)).not.toContain('Ramp');
    expect(titles(soundCrossings)).not.toContain('Car');
    expect(titles(soundCrossings)).toEqual(expect.arrayContaining(['Seat', 'Sailing', 'VehicleSpace', 'Ticket']));
    expect(attributes(soundCrossings, 'VehicleSpace')).toContain('vehicleLength');
  });

  it('keeps the car the brief books deck space for, with its registration, and the sailing named only "on a sailing"', () => {
    expect(attributes(ferry, 'Car')).toContain('registration');
    expect(titles(ferry)).toContain('Sailing');
    expect(holders(ferry, 'CancellationNotice')).toContain('Sailing');
  });
});
