import { describe, expect, it } from 'vitest';
import { buildSpecGraph, composeAll, normaliseBrief } from '../index.js';
import type { SpecItem } from '../../../spec/graph.js';

/** How the plan wires features, integrations and constraint tasks together, read as an engineering lead would. */

const graphOf = (input: Record<string, unknown>) => buildSpecGraph(normaliseBrief(input, '2027-01-04')).items;
const byKind = (items: SpecItem[], kind: string) => items.filter((i) => i.kind === kind);
const deps = (t: SpecItem) => t.links.filter((l) => l.kind === 'depends_on').map((l) => l.to);
const buildOf = (items: SpecItem[], title: RegExp) => byKind(items, 'task').find((t) => /^Build FR-/.test(t.title) && title.test(t.title))!;

describe('the account feature is about sign-in, not where a sale is booked', () => {
  const items = graphOf({
    projectName: 'TapRoom',
    projectDescription: 'Bar tabs and keg stock for a members-only brewery taproom.',
    keyFeatures: ['Bar staff ring up pints on a tablet', 'Members charge drinks to their club account', 'Weekly keg stock count'],
    userPersonas: ['Bar staff: pours and rings up drinks', 'Member: drinks at the taproom and settles their tab monthly'],
    platforms: ['Web'],
    timeline: '3 months',
  });

  it('keeps the accounts and sign-in task and does not build every feature after the tab feature', () => {
    const tasks = byKind(items, 'task');
    expect(tasks.some((t) => /^Accounts and sign-in/.test(t.title))).toBe(true);
    const tab = buildOf(items, /club account/);
    const ringUp = buildOf(items, /ring up pints/);
    expect(deps(ringUp)).not.toContain(tab.id);
  });

  it('still treats signing in to an account as the account feature', () => {
    const signIn = graphOf({
      projectName: 'TapRoom',
      projectDescription: 'Bar tabs for a brewery taproom.',
      keyFeatures: ['Members sign in to their account with a magic link', 'Bar staff ring up pints on a tablet'],
      platforms: ['Web'],
    });
    expect(byKind(signIn, 'task').some((t) => /^Accounts and sign-in/.test(t.title))).toBe(false);
    expect(deps(buildOf(signIn, /ring up pints/))).toContain(buildOf(signIn, /sign in/).id);
  });
});

describe('a feature that names an integration is built after it', () => {
  const items = graphOf({
    projectName: 'CurtainCall',
    projectDescription: 'Box office for a volunteer-run community theatre.',
    keyFeatures: ['Sell seats for each performance at the door', "Post each night's ticket takings to QuickBooks", 'Volunteers log in with Google'],
    platforms: ['Web'],
    integrations: ['QuickBooks Online', 'Google Maps'],
    timeline: '3 months',
  });

  it('makes the QuickBooks Online task a dependency of the feature that posts to QuickBooks', () => {
    const books = byKind(items, 'task').find((t) => t.title === 'Integrate QuickBooks Online')!;
    expect(deps(buildOf(items, /QuickBooks/))).toContain(books.id);
    expect(books.fields.role).toBe('integration');
  });

  it('does not read "Google" alone as Google Maps', () => {
    const maps = byKind(items, 'integration').find((i) => i.title === 'Google Maps')!;
    const users = byKind(items, 'requirement').filter((r) => r.links.some((l) => l.kind === 'uses' && l.to === maps.id));
    expect(users.map((r) => r.title)).toEqual([]);
  });
});

describe('a constraint task closes on its own check', () => {
  const base = { projectName: 'Glossary', projectDescription: 'Term bases for a small translation agency.', keyFeatures: ['Translators add approved terms', 'Reviewers approve new terms'], platforms: ['Web'] };

  it('does not ask a data-residency task to survive a cut connection', () => {
    const items = graphOf({ ...base, technicalConstraints: 'All client documents must stay in the EU.' });
    const region = byKind(items, 'task').filter((t) => /^Required by the constraint/.test(t.statement));
    expect(region.length).toBeGreaterThan(0);
    for (const t of region) expect(String(t.fields.doneWhen)).not.toMatch(/connection cut/);
    expect(String(region[0]!.fields.doneWhen)).toMatch(/region/);
  });

  it('still asks the offline tasks to survive a cut connection', () => {
    const items = graphOf({ ...base, platforms: ['iOS'], technicalConstraints: 'Translators must be able to work offline on the train.' });
    const sync = byKind(items, 'task').filter((t) => /^Required by the constraint/.test(t.statement));
    expect(sync.length).toBeGreaterThan(0);
    for (const t of sync) expect(String(t.fields.doneWhen)).toMatch(/connection cut mid-change/);
  });
});

describe('a device-side service is built in each app, on the device', () => {
  const input = {
    projectName: 'ScrapYard',
    projectDescription: 'Weigh-in and payout app for a small metal recycling yard.',
    keyFeatures: ['Weigh a load on the yard scale', 'Take card payment for skip hire with the SumUp reader', 'Send the monthly ledger to Xero'],
    userPersonas: ['Yard hand: weighs loads at the gate', 'Office manager: closes the books'],
    platforms: ['iOS', 'Android'],
    integrations: ['SumUp card reader SDK', 'Avery weighbridge scale (Bluetooth)', 'Xero'],
    timeline: '6 months',
  };
  const items = graphOf(input);
  const tasks = byKind(items, 'task');
  const shellOn = (p: string) => tasks.find((t) => t.title === `App shell and design system on ${p}`)!;

  it('connects the card reader SDK once per client platform, after that platform’s shell, with a range', () => {
    const sdk = tasks.filter((t) => t.title.startsWith('Integrate SumUp card reader SDK'));
    expect(sdk.map((t) => t.title)).toEqual(['Integrate SumUp card reader SDK on iOS', 'Integrate SumUp card reader SDK on Android']);
    expect(deps(sdk[0]!)).toContain(shellOn('iOS').id);
    expect(deps(sdk[1]!)).toContain(shellOn('Android').id);
    const range = sdk[0]!.fields.estimateRange as { low: number; likely: number; high: number };
    expect(range.high).toBeGreaterThan(range.likely);
    expect(range.likely).toBeGreaterThan(3);
    expect(String(sdk[0]!.fields.doneWhen)).toMatch(/real device/);
    expect(String(sdk[0]!.fields.doneWhen)).not.toMatch(/staging/);
    const pay = buildOf(items, /SumUp/);
    for (const t of sdk) expect(deps(pay)).toContain(t.id);
  });

  it('keeps a server-side service as one adapter task checked against its sandbox', () => {
    const xero = tasks.filter((t) => t.title.startsWith('Integrate Xero'));
    expect(xero.map((t) => t.title)).toEqual(['Integrate Xero']);
    expect(String(xero[0]!.fields.doneWhen)).toMatch(/sandbox/);
  });

  it('draws the device services from the apps and the server ones from the worker', () => {
    const md = composeAll(normaliseBrief(input, '2027-01-04')).technical_architecture.markdown;
    const diagram = md.slice(md.indexOf('flowchart LR'), md.indexOf('```', md.indexOf('flowchart LR')));
    const ext = (name: string) => /\s(ext\d+)\[/.exec(diagram.slice(diagram.indexOf(name) - 8))![1]!;
    const reader = ext('SumUp card reader SDK');
    const xero = ext('Xero');
    expect(diagram).toContain(`client1 --> ${reader}`);
    expect(diagram).not.toContain(`worker --> ${reader}`);
    expect(diagram).toContain(`worker --> ${xero}`);
  });
});

describe('accounts and sign-in are built in every app', () => {
  it('waits for every client shell and costs more with each client platform', () => {
    const on = (platforms: string[]) => {
      const items = graphOf({ projectName: 'PewList', projectDescription: 'Pew and volunteer rota for a parish church.', keyFeatures: ['Wardens publish the monthly rota', 'Volunteers swap a Sunday'], platforms });
      const tasks = byKind(items, 'task');
      return { accounts: tasks.find((t) => /^Accounts and sign-in/.test(t.title))!, shells: tasks.filter((t) => /^App shell/.test(t.title)) };
    };
    const two = on(['Web', 'iOS']);
    for (const s of two.shells) expect(deps(two.accounts)).toContain(s.id);
    expect(Number(two.accounts.fields.estimateDays)).toBeGreaterThan(Number(on(['Web']).accounts.fields.estimateDays));
  });
});

describe('a feature that names a state is built after the feature that gives it', () => {
  it('builds "pay for approved trips" after the approval of trips', () => {
    const items = graphOf({
      projectName: 'TripSlip',
      projectDescription: 'Trip proposals, consent and payments for a primary school.',
      keyFeatures: ['Parents pay for approved trips online', 'Teachers propose a trip with its date and cost', 'Head teacher approval of each trip proposal'],
      userPersonas: ['Teacher: organises trips', 'Head teacher: signs off every trip', 'Parent: consents and pays'],
      platforms: ['Web'],
      integrations: ['Stripe'],
      timeline: '3 months',
    });
    const approval = byKind(items, 'requirement').find((r) => /approval/.test(r.title))!;
    expect(approval.fields.capability).toBe('approvals');
    expect(deps(buildOf(items, /approved trips/))).toContain(buildOf(items, /approval/).id);
  });
});
