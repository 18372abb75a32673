import { sampleInput } from '../../generation/composer/sample-brief.js';

/** The sample brief with explicit integrations, so an integration can be added, removed or renamed. */
export const editBase = { ...sampleInput, integrations: ['Stripe payments', 'Firebase Cloud Messaging'] };
type Input = typeof editBase;

/**
 * A second base in a domain unlike meal planning (community allotments): its things are named
 * by several features and journeys at once (plots, the rotavator, fees), some only in passing or
 * as a setting ("for a free plot"), and the journey names persona things ("the plot holder's
 * key"), so single edits exercise the data model as well as the requirements.
 */
export const allotmentBase: Input = {
  ...editBase,
  projectName: 'PlotShare',
  projectDescription: 'Allotment management for a market town: gardeners rent plots, the committee keeps the waiting list and the shed of shared tools.',
  problemStatement: 'The waiting list lives in a paper ledger; nobody notices a neglected plot until the summer walk-round, and the shared rotavator is double-booked every spring.',
  keyFeatures: ['Plot map showing who gardens each plot', 'Waiting list for a free plot', 'Book the shared rotavator for a morning', 'Plot inspection with photos each season', 'Watering rota reminders by text message', 'Annual plot fee paid online'],
  nonGoals: ['Selling produce', 'Running the town’s parks'],
  competitors: 'Paper ledgers and a spreadsheet kept by the secretary.',
  userPersonas: ['Plot holder: grows vegetables on one plot after work', 'Committee secretary: allocates plots and chases unpaid fees'],
  userJourneys:
    'A newcomer joins the waiting list → when a plot frees up the committee secretary offers it and the plot holder pays the annual fee online → in spring the plot holder books the rotavator for a Saturday morning and collects the shed key\nIn July the committee secretary walks round, inspects each plot, notes a neglected bed with a photo and sends the plot holder a reminder',
  platforms: ['Web', 'Android'],
  uxDefinition: 'Works on a phone with muddy hands: big buttons, few words.',
  designGuidelines: 'Earthy colours, readable outdoors.',
  integrations: ['Stripe', 'Twilio'],
  securityConcerns: 'Plot holders’ phone numbers are visible to the committee only.',
  businessGoals: 'Let every plot in the town to a gardener who tends it.',
  successMetrics: ['No plot empty for more than a month', 'Fees paid by April', 'Rotavator never double-booked'],
  risks: 'Older plot holders keep paying in cash\nThe committee changes every year',
  compliance: ['GDPR'],
  futureEvolution: 'Several allotment sites sharing one waiting list.',
  additionalNotes: 'One volunteer developer.',
  startDate: '2026-03-02',
};

/**
 * A third base (a surf lifesaving club): an offline constraint bends several features that bring
 * data in, and a thing ("patrol") is named by two features, one of them only as the modifier of
 * another thing ("Online patrol rota"), and once by a journey.
 */
export const lifeguardBase: Input = {
  ...editBase,
  projectName: 'TowerWatch',
  projectDescription: 'A patrol app for a volunteer surf lifesaving club: lifeguards log rescues and water readings from the towers, the head guard plans the patrol and the club reports to the council.',
  problemStatement: 'Rescues are written on a damp clipboard and typed up weeks later; the head guard texts everyone to fill gaps in the patrol, and the council asks for figures nobody can find.',
  keyFeatures: ['Rescue log with casualty details', 'Water reading entry at each tower', 'Patrol readiness checklist for the head guard', 'Online patrol rota with swap requests', 'Beach closure alerts by SMS', 'Season summary for the council'],
  nonGoals: ['Payroll'],
  userPersonas: ['Lifeguard: a volunteer who patrols two weekends a month from a tower with poor signal', 'Head guard: plans the patrol and signs off rescues', 'Council officer: reads the season figures'],
  userJourneys:
    "1. Before the patrol the head guard ticks the readiness checklist and swaps a lifeguard who is ill.\n2. A lifeguard logs a rescue from the tower, with the casualty's age and what happened.\n3. Every two hours the lifeguard enters the water reading; a rip current closes the beach and members get an SMS.\n4. In October the council officer opens the season summary.",
  platforms: ['Android', 'Web'],
  technicalConstraints: 'Towers have almost no signal: logging must work offline and sync later.',
  integrations: ['Twilio', 'Google Sheets'],
  successMetrics: ['Every rescue logged the same day', 'Patrol gaps filled within a day', 'Season figures sent to the council without retyping'],
  compliance: ['GDPR'],
  additionalNotes: 'Two volunteer developers, a budget of 8000 euros.',
  startDate: '2026-04-06',
};

export const lifeguardExtras: Extras = {
  keyFeatures: 'First-aid kit stock check',
  userPersonas: 'Junior lifeguards in training',
  successMetrics: 'Nine in ten towers online by June',
  integrations: 'Google Calendar',
};

/**
 * A fourth base (a housing co-op's supplier portal): import and export, an approval workflow and an
 * accounting integration, so several features match one catalogue capability (invoicing) and share
 * its checks, and a journey step shows two personas doing one feature.
 */
export const coopBase: Input = {
  ...editBase,
  projectName: 'SupplyDesk',
  projectDescription: 'A supplier portal for a housing co-operative: suppliers submit invoices, the finance officer approves them and they sync to the accounts.',
  problemStatement: 'Supplier invoices arrive by email and post, approvals happen in a spreadsheet, and the treasurer retypes everything into the accounting system.',
  keyFeatures: ['Supplier invoice submission', 'Import suppliers from a CSV file', 'Invoice approval by the finance officer', 'Payment run export to the bank', 'Sync approved invoices to QuickBooks', 'Monthly spend report for the board'],
  nonGoals: ['Tenant rent collection'],
  competitors: 'Email inboxes and a shared spreadsheet.',
  userPersonas: ['Supplier: a small contractor who invoices the co-op a few times a year', 'Finance officer: approves invoices and runs payments', 'Board member: reads the monthly spend'],
  userJourneys:
    '1. A supplier uploads an invoice with its PDF.\n2. The finance officer reviews the invoice and approves it; the approved invoice syncs to QuickBooks.\n3. Each Friday the finance officer exports the payment run to the bank.\n4. At month end a board member opens the spend report.',
  platforms: ['Web'],
  uxDefinition: 'A supplier submits an invoice in two minutes without an account manager.',
  designGuidelines: 'Plain, accessible forms.',
  integrations: ['QuickBooks', 'SendGrid'],
  securityConcerns: 'Bank details of suppliers must be encrypted and seen only by finance.',
  technicalConstraints: '',
  businessGoals: 'Pay every supplier on time and stop retyping invoices.',
  successMetrics: ['Invoices approved within five days', 'No invoice retyped', 'Suppliers paid on time'],
  risks: 'Suppliers keep emailing PDFs\nQuickBooks API limits',
  compliance: ['GDPR', 'WCAG 2.2 AA'],
  futureEvolution: 'Purchase orders before invoices.',
  additionalNotes: 'Two developers.',
  startDate: '2026-03-02',
};

export const coopExtras: Extras = { keyFeatures: 'Credit note against an approved invoice', userPersonas: 'External auditor checking the year', successMetrics: 'Half of suppliers submit online by June', integrations: 'Stripe' };

/** One edit of one list entry: what property tests change in a brief, one at a time. */
export interface BriefEdit {
  name: string;
  field: 'keyFeatures' | 'userPersonas' | 'successMetrics' | 'integrations';
  apply: (input: Input) => Input;
}

type Extras = Record<BriefEdit['field'], string>;

const mealExtras: Extras = {
  keyFeatures: 'Family voting on next week’s dinners',
  userPersonas: 'Grandparents who cook on weekends',
  successMetrics: 'Average planning time under 10 minutes',
  integrations: 'Google Calendar',
};

export const allotmentExtras: Extras = {
  keyFeatures: 'Seed swap noticeboard for plot holders',
  userPersonas: 'School groups who share one teaching plot',
  successMetrics: 'Waiting time for a plot under six months',
  integrations: 'Google Calendar',
};

/** Every single edit of a base brief: add one entry, and remove or rename each entry, of each list. */
export function briefEdits(base: Input = editBase, extras: Extras = mealExtras): BriefEdit[] {
  const out: BriefEdit[] = [];
  for (const [field, extra] of Object.entries(extras) as [BriefEdit['field'], string][]) {
    out.push({ name: `add ${field}`, field, apply: (i) => ({ ...i, [field]: [...i[field], extra] }) });
    base[field].forEach((_entry, k) => {
      out.push({ name: `remove ${field}[${k}]`, field, apply: (i) => ({ ...i, [field]: i[field].filter((_, n) => n !== k) }) });
      out.push({ name: `rename ${field}[${k}]`, field, apply: (i) => ({ ...i, [field]: i[field].map((e, n) => (n === k ? `${e} for teams` : e)) }) });
    });
  }
  return out;
}
