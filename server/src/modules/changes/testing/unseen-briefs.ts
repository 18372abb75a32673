import { editBase } from './brief-edits.js';

type Input = typeof editBase;

/** Briefs none of the rules were written on, each with a single edit that once moved an item outside the impact report. */
/** A two-platform mobile app for a mobile vet: a device integration (Bluetooth scale), offline constraint. */
export const vetBrief: Input = {
  ...editBase,
  projectName: 'VetRound',
  projectDescription: 'A mobile app for a farm vet practice: vets visit farms, weigh and treat animals, record treatments and bill the farmer.',
  problemStatement: 'Vets write treatments on paper in the yard and retype them at night; farmers wait weeks for an invoice and withdrawal periods are missed.',
  keyFeatures: ['Visit schedule for each vet', 'Treatment record with drug and dose', 'Animal weight from a Bluetooth scale', 'Withdrawal period alerts for the farmer', 'Visit invoice sent to the farmer'],
  nonGoals: ['Pet clinics', 'Drug stock ordering'],
  competitors: 'Paper day books and a desktop practice system.',
  userPersonas: ['Farm vet: drives between farms all day, treats cattle and sheep', 'Practice manager: plans the rounds and chases invoices', 'Farmer: keeps the herd and must respect withdrawal periods'],
  userJourneys:
    'The practice manager plans tomorrow’s visits → the farm vet opens the visit schedule in the morning → at the farm the vet weighs a calf on the Bluetooth scale and records the treatment → the farmer gets the withdrawal period alert\nAt the end of the month the practice manager sends each farmer the visit invoice',
  platforms: ['iOS', 'Android'],
  uxDefinition: 'Usable with gloves in a muddy yard.',
  designGuidelines: 'High contrast, big buttons.',
  integrations: ['Bluetooth scale', 'Xero'],
  securityConcerns: 'Farm locations and herd records are private to the practice.',
  technicalConstraints: 'Farms have no signal: the app must work offline and sync when back in range.',
  businessGoals: 'Every treatment recorded on the day, invoices out within a week.',
  successMetrics: ['Treatments recorded on the day of the visit', 'Invoices sent within seven days', 'No missed withdrawal period'],
  risks: 'Vets keep using paper\nScale pairing fails in the yard',
  compliance: ['GDPR'],
  futureEvolution: 'Herd health plans shared with farmers.',
  additionalNotes: 'A team of three developers.',
  startDate: '2026-06-01',
};

/** Organ builders with personas whose names share words. */
export const organBrief: Input = {
  ...editBase,
  projectName: 'PipeLog',
  projectDescription: 'A workshop app for an organ-building firm: tuners visit churches, tune the pipes and log faults; the workshop plans repairs.',
  problemStatement: 'Tuning visits are booked by phone and the fault notes sit in each tuner’s notebook; the workshop learns of a broken stop months later.',
  keyFeatures: ['Church visit booking', 'Fault log for each stop', 'Repair quote for the church warden', 'Tuning history per organ', 'Parts order to the workshop'],
  nonGoals: ['Selling organs'],
  competitors: 'Notebooks and a wall calendar.',
  userPersonas: ['Owner tuner: runs the firm and tunes the big instruments', 'Subcontracted tuner: tunes for several firms and is paid per visit', 'Church warden: looks after the building and approves quotes'],
  userJourneys:
    'The church warden books a visit → the subcontracted tuner tunes the organ and logs a fault on the trumpet stop → the owner tuner prepares a repair quote → the church warden approves the quote\nThe owner tuner reviews the tuning history before Easter',
  platforms: ['Web', 'Android'],
  uxDefinition: 'Logging a fault takes one hand while the other holds a pipe.',
  designGuidelines: 'Quiet, serif headings.',
  integrations: ['Google Calendar', 'Stripe'],
  securityConcerns: 'Church access codes must be private.',
  technicalConstraints: '',
  businessGoals: 'Tune every organ on schedule and quote repairs within a week.',
  successMetrics: ['Quotes sent within a week of the fault', 'Every organ tuned twice a year', 'Parts ordered the same day'],
  risks: 'Subcontracted tuners do not adopt the app\nChurch wardens are elderly',
  compliance: ['GDPR'],
  futureEvolution: 'Cathedral maintenance contracts.',
  additionalNotes: 'One developer and the owner.',
  startDate: '2026-09-07',
};

/** A ferry ticket office: bookings, timetables, check-in. */
export const ferryBrief: Input = {
  ...editBase,
  projectName: 'Crossing',
  projectDescription: 'Ticketing for a small island ferry: passengers book crossings with a car or on foot, the ticket office checks them in at the quay.',
  problemStatement: 'Cars queue at the quay without knowing if there is space; the ticket office sells paper tickets and the deck fills unevenly.',
  keyFeatures: ['Book a crossing with a vehicle', 'Timetable with live space on each sailing', 'Check-in by QR code at the quay', 'Cancellation alerts when weather stops sailings', 'Islander season pass'],
  nonGoals: ['Freight contracts'],
  competitors: 'Phone bookings and a paper ledger.',
  userPersonas: ['Islander: crosses daily to work on the mainland', 'Visitor: comes for a weekend with a car', 'Ticket clerk: checks passengers in at the quay'],
  userJourneys: 'A visitor books a crossing with a car for Friday → on Friday the ticket clerk scans the QR code at the quay and waves the car on\nAn islander buys a season pass; a storm cancels the morning sailing and the islander gets an alert',
  platforms: ['Web', 'iOS', 'Android'],
  uxDefinition: 'Book a crossing in under a minute.',
  designGuidelines: 'Maritime blues.',
  integrations: ['Stripe', 'Twilio', 'Met Office weather feed'],
  securityConcerns: 'Payment data handled by Stripe only.',
  technicalConstraints: '',
  businessGoals: 'Fill the car deck on every sailing and end the quay queue.',
  successMetrics: ['Car deck 90% full in summer', 'Check-in under 30 seconds per car', 'Nine in ten bookings online'],
  risks: 'Islanders resist paying online\nQuay signal is weak',
  compliance: ['GDPR', 'PCI DSS'],
  futureEvolution: 'A second route to the north island.',
  additionalNotes: 'Four developers.',
  startDate: '2026-02-02',
};

/** A school-trip consent app: one feature ("Head teacher approval …") is the only one naming the teachers' role. */
export const tripBrief: Input = {
  ...editBase,
  projectName: 'TripSlip',
  projectDescription: 'School-trip consent for a primary school: teachers plan a trip, parents sign consent and pay, the office checks medical notes.',
  problemStatement: 'Paper slips come back crumpled or not at all; the office chases payments by phone and medical notes are missed.',
  keyFeatures: ['Trip page with date, cost and itinerary', 'Parent consent with signature', 'Trip payment by card', 'Medical notes check by the school office', 'Export the trip register to a CSV file', 'Head teacher approval of each trip'],
  nonGoals: ['Residential trip bookings'],
  competitors: 'Paper slips and ParentPay.',
  userPersonas: ['Class teacher: plans trips for thirty children', 'Parent: signs and pays on a phone', 'School office manager: checks payments and medical notes', 'Head teacher: approves every trip'],
  userJourneys: 'The class teacher creates the trip page → the head teacher approves the trip → each parent signs consent and pays by card → the school office manager checks medical notes and exports the register for the coach driver',
  platforms: ['Web', 'iOS', 'Android'],
  uxDefinition: 'A parent consents in thirty seconds.',
  designGuidelines: 'Friendly and plain.',
  integrations: ['Stripe', 'Microsoft Entra ID', 'Arbor MIS'],
  securityConcerns: 'Children’s medical notes are special category data.',
  technicalConstraints: '',
  businessGoals: 'Every trip fully consented a week before it leaves.',
  successMetrics: ['All consents in a week before the trip', 'No unpaid trip places', 'Medical notes checked for every child'],
  risks: 'Parents without smartphones\nArbor integration delays',
  compliance: ['GDPR', 'UK Children’s Code'],
  futureEvolution: 'Clubs and after-school activities.',
  additionalNotes: 'Two developers, twelve weeks.',
  startDate: '2026-04-13',
};
