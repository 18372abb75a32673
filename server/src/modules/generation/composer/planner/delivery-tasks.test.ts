import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../index.js';
import type { SpecItem } from '../../../spec/graph.js';
import { deliveryWork } from '../catalogue/delivery-work.js';

/**
 * The work an engineering lead adds to any feature list before signing a plan: the screens
 * designed ahead of their build, a stabilisation pass per client platform, and each installed
 * app's store release, from reviewed data (catalogue/delivery-work.json).
 */

const graphOf = (input: Record<string, unknown>) => buildSpecGraph(normaliseBrief(input, '2027-01-04')).items;
const tasksOf = (items: SpecItem[]) => items.filter((i) => i.kind === 'task');
const deps = (t: SpecItem) => t.links.filter((l) => l.kind === 'depends_on').map((l) => l.to);
const days = (items: SpecItem[]) => tasksOf(items).reduce((s, t) => s + Number(t.fields.estimateDays), 0);

const ferry = {
  projectName: 'HarbourHop',
  projectDescription: 'Foot and vehicle tickets for a two-boat island ferry.',
  keyFeatures: ['Book a vehicle space on a sailing', 'Pay for tickets by card', 'Scan tickets at the ramp', 'Cancel a sailing and tell the booked passengers', 'Daily passenger manifest for the harbour master'],
  userPersonas: ['Islander: books crossings for their car several times a week', 'Deckhand: scans tickets at the ramp in the rain', 'Harbour master: needs the manifest before each sailing'],
  userJourneys: 'The islander books a vehicle space and pays by card. At the ramp the deckhand scans the ticket. Before sailing the harbour master prints the manifest.',
  platforms: ['iOS', 'Android', 'Web'],
  integrations: ['Stripe'],
  compliance: ['GDPR'],
  timeline: '6 months',
};

describe('the plan of a three-platform ferry app', () => {
  const tasks = tasksOf(graphOf(ferry));
  const builds = tasks.filter((t) => /^Build FR-/.test(t.title));

  it('gives every feature build its design first, adapted once for each further platform', () => {
    // Three platforms: each feature's screens are designed once and adapted twice.
    const design = deliveryWork.design.perFeature.standardMVP.likely * (1 + 2 * deliveryWork.design.perExtraClientShare);
    for (const b of builds) {
      expect(b.statement, b.title).toMatch(/^Design, API, screens on iOS, Android, Web and automated tests/);
      expect(b.statement, b.title).toContain(`Likely effort: design ${Math.round(design * 2) / 2} d; server `);
    }
  });

  it('stabilises each client platform after the user test and releases each installed app through its store before launch', () => {
    const usability = tasks.find((t) => /^Usability test/.test(t.title))!;
    const launch = tasks.find((t) => /^Beta, launch checklist/.test(t.title))!;
    for (const p of ['iOS', 'Android', 'Web']) {
      const stable = tasks.find((t) => t.title.startsWith(`Stabilisation on ${p}:`))!;
      expect(deps(stable)).toContain(usability.id);
      expect(deps(launch)).toContain(stable.id);
      expect(stable.fields.doneWhen).toBe(deliveryWork.stabilisation.doneWhen);
    }
    const ios = tasks.find((t) => t.title === 'iOS release through the App Store')!;
    const android = tasks.find((t) => t.title === 'Android release through Google Play')!;
    expect(ios.statement).toMatch(/App Review/);
    expect(android.statement).toMatch(/Data safety form/);
    expect(deps(ios)).toContain(tasks.find((t) => t.title.startsWith('Stabilisation on iOS:'))!.id);
    expect(deps(launch)).toEqual(expect.arrayContaining([ios.id, android.id]));
    // The web ships from the pipeline: no store task for it.
    expect(tasks.some((t) => /^Web (?:release|test build)/.test(t.title))).toBe(false);
  });

  it('sizes stabilisation as the reviewed share of the build', () => {
    const build = builds.reduce((s, t) => s + Number((t.fields.estimateRange as { likely: number }).likely), 0);
    const stable = tasks.filter((t) => t.title.startsWith('Stabilisation on '));
    const total = stable.reduce((s, t) => s + Number((t.fields.estimateRange as { likely: number }).likely), 0);
    expect(total / build).toBeGreaterThanOrEqual(deliveryWork.stabilisation.shareOfBuild.standardMVP.likely - 0.02);
    expect(total / build).toBeLessThanOrEqual(deliveryWork.stabilisation.shareOfBuild.standardMVP.likely + 0.05);
  });

  it('costs more than the features alone: stabilisation and the two store releases add a tenth to a quarter of the build', () => {
    const delivery = tasks.filter((t) => /^(?:Stabilisation on|\w+ release through )/.test(t.title));
    const extra = delivery.reduce((s, t) => s + Number(t.fields.estimateDays), 0);
    const build = builds.reduce((s, t) => s + Number(t.fields.estimateDays), 0);
    expect(extra / build).toBeGreaterThan(0.1);
    expect(extra / build).toBeLessThan(0.3);
  });
});

describe('a quick test and a web-only product', () => {
  it('ships a quick test to test users through the test tracks, not the stores', () => {
    const tasks = tasksOf(graphOf({ ...ferry, projectScope: 'quickTest', platforms: ['iOS'] }));
    expect(tasks.some((t) => t.title === `iOS test build through ${deliveryWork.storeRelease.platforms.iOS!.quickStore}`)).toBe(true);
    expect(tasks.some((t) => / release through /.test(t.title))).toBe(false);
  });

  it('has no store task when the only client is the web, and one design task when every feature is a Must', () => {
    const items = graphOf({ ...ferry, platforms: ['Web'] });
    expect(tasksOf(items).some((t) => / release through |test build/.test(t.title))).toBe(false);
    expect(days(items)).toBeGreaterThan(0);
  });

  it('releases a tablet layout inside the phone app, not as a second store listing', () => {
    const tasks = tasksOf(graphOf({ ...ferry, platforms: ['iOS', 'Tablet'] }));
    expect(tasks.filter((t) => / release through /.test(t.title)).map((t) => t.title.split(' ')[0])).toEqual(['iOS']);
  });
});
