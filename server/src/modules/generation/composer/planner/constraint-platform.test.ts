import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../index.js';
import { linked, type SpecItem } from '../../../spec/graph.js';
import { platformsNamed } from '../reader/platform-words.js';
import { catalogue } from '../catalogue/load.js';
import { featureEstimate, scaling } from './estimate.js';

/**
 * An offline constraint that names a device ("the technician's iPad must keep working there")
 * bends only that device's client: its sync tasks, its criteria and the extra client effort are
 * the iOS app's, not the web client's. One that names none bends every client (issue 30).
 */

const kiln = {
  projectName: 'KilnShare',
  projectDescription: 'A firing queue for a community pottery studio.',
  keyFeatures: ['Book shelf space in an upcoming firing', 'Kiln loading checklist for technicians', 'Firing log with cone and peak temperature'],
  userPersonas: ['Studio member: makes pots in the evenings', 'Kiln technician: loads, fires and unloads three kilns a week'],
  userJourneys: '1. A studio member books half a shelf in Friday’s glaze firing.\n2. The kiln technician works through the loading checklist, fires the kiln and records the cone and peak temperature in the firing log.',
  platforms: ['Web', 'iOS'],
  technicalConstraints: 'The kiln room has no Wi-Fi; the technician’s iPad must keep working there and sync later.',
  timeline: '6 months',
};

const graphOf = (input: Record<string, unknown>) => buildSpecGraph(normaliseBrief(input, '2027-01-04')).items;
const of = (items: SpecItem[], kind: string) => items.filter((i) => i.kind === kind);
const syncTasks = (items: SpecItem[]) =>
  of(items, 'task')
    .map((t) => t.title)
    .filter((t) => /^Local store, change queue and sync status/.test(t));

describe('an offline constraint naming one device', () => {
  const items = graphOf(kiln);

  it('builds the local store and change queue in the iOS app only, not on Web', () => {
    expect(syncTasks(items)).toEqual(['Local store, change queue and sync status on the device on iOS']);
    expect(of(items, 'task').some((t) => t.title.startsWith('Sync API'))).toBe(true);
  });

  it('says in each offline criterion that it holds in the iOS app', () => {
    const log = of(items, 'requirement').find((r) => r.title.startsWith('Firing log'))!;
    const offline = of(items, 'criterion').filter((c) => linked(log, 'verified_by').includes(c.id) && c.fields.constraint);
    expect(offline.map((c) => c.statement)).toEqual([expect.stringMatching(/^Given a kiln technician has no signal in the iOS app, when they/)]);
  });

  it('narrows the offline design decision to the iOS app', () => {
    const decision = of(items, 'decision').find((d) => String(d.fields.choice).startsWith('Offline and sync:'))!;
    expect(String(decision.fields.choice)).toMatch(/only in the iOS app, which the constraint names$/);
  });

  it('raises the client effort of the iOS app only', () => {
    const payments = catalogue().find((c) => c.id === 'payments')!;
    const plain = featureEstimate(payments, ['Web', 'iOS'], scaling(normaliseBrief(kiln, '2027-01-04'), false));
    const est = featureEstimate(payments, ['Web', 'iOS'], scaling(normaliseBrief(kiln, '2027-01-04'), true, ['iOS']));
    const part = (e: typeof est, p: string) => e.breakdown.find((b) => b.startsWith(`${p} `));
    expect(part(est, 'Web')).toBe(part(plain, 'Web'));
    expect(part(est, 'iOS')).not.toBe(part(plain, 'iOS'));
  });
});

describe('an offline constraint naming no device, or a device the brief does not build', () => {
  it('keeps every client offline', () => {
    const items = graphOf({ ...kiln, technicalConstraints: 'The kiln room has no Wi-Fi; the technician’s screens must keep working there and sync later.' });
    expect(syncTasks(items)).toEqual(['Local store, change queue and sync status on the device on Web', 'Local store, change queue and sync status on the device on iOS']);
    const decision = of(items, 'decision').find((d) => String(d.fields.choice).startsWith('Offline and sync:'))!;
    expect(String(decision.fields.choice)).not.toMatch(/only in/);
  });

  it('reads "the Android app" of an iOS-and-Web brief as every client', () => {
    const items = graphOf({ ...kiln, technicalConstraints: 'The kiln room has no Wi-Fi; the Android app must keep working there and sync later.' });
    expect(syncTasks(items)).toHaveLength(2);
  });

  it('reads "the phones" of a web-and-phones brief as the two phone apps', () => {
    const items = graphOf({ ...kiln, platforms: ['Web', 'iOS', 'Android'], technicalConstraints: 'The phones have no signal in the kiln room; they must keep working there and sync later.' });
    expect(syncTasks(items)).toEqual(['Local store, change queue and sync status on the device on iOS', 'Local store, change queue and sync status on the device on Android']);
  });
});

describe('the platforms a sentence names by its devices', () => {
  it.each([
    ['The technician’s iPad must keep working there', ['iOS']],
    ['The Android app must work offline', ['Android']],
    ['Drivers have poor mobile signal', []],
    ['Phone coverage is patchy in the hills', []],
    ['Inspections must keep working offline', []],
  ])('"%s" → %j', (text, platforms) => {
    expect(platformsNamed(text)).toEqual(platforms);
  });
});

describe('which builds wait for the sync layer', () => {
  it('holds back only the features the offline constraint bends, not the member’s booking', () => {
    const items = graphOf(kiln);
    const sync = of(items, 'task')
      .filter((t) => /^(?:Local store, change queue|Sync API)/.test(t.title))
      .map((t) => t.id);
    expect(sync.length).toBeGreaterThan(0);
    const build = (title: string) => of(items, 'task').find((t) => t.title.endsWith(title))!;
    // The technician's log is done offline in the kiln room; the member books from home.
    expect(linked(build('Firing log with cone and peak temperature'), 'depends_on')).toEqual(expect.arrayContaining(sync));
    expect(linked(build('Book shelf space in an upcoming firing'), 'depends_on').filter((d) => sync.includes(d))).toEqual([]);
  });
});
