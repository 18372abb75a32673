import type { SpecItem } from '../../../spec/graph.js';
import { deliveryWork } from '../catalogue/delivery-work.js';
import { joinAnd } from '../text.js';
import type { Range } from './estimate.js';

/**
 * The work every product needs beyond building its features, from reviewed data
 * (catalogue/delivery-work.json): each feature's design, a part of its build task (designed,
 * tried and handed over before its screens are built, whatever else is added or removed), a
 * stabilisation pass per client platform after the build, and each installed app's store release
 * before launch. The tasks are added after the others, so the ids of every other task stay what
 * they were; the links put them in their place (the launch waits for the releases).
 */

type Add = (title: string, statement: string, est: Range, role: string, milestone: string, deps: string[]) => SpecItem;

export interface DeliveryInputs {
  add: Add;
  quick: boolean;
  clients: string[];
  /** The feature build tasks, in build order. */
  builds: SpecItem[];
  /** The task after which the product is stabilised (the usability test). */
  tested: SpecItem;
  launch: SpecItem;
}

const round = (n: number) => Math.max(0.5, Math.round(n * 2) / 2);
const times = (r: Range, k: number): Range => ({ low: round(r.low * k), likely: round(r.likely * k), high: round(r.high * k) });
const sum = (rs: Range[]): Range => rs.reduce((a, r) => ({ low: a.low + r.low, likely: a.likely + r.likely, high: a.high + r.high }), { low: 0, likely: 0, high: 0 });

/** A feature's design, in working days: its screens designed once and adapted to each further client platform. */
export function designEffort(quick: boolean, clients: number): Range {
  const adapt = 1 + deliveryWork.design.perExtraClientShare * Math.max(0, clients - 1);
  return times(deliveryWork.design.perFeature[quick ? 'quickTest' : 'standardMVP'], adapt);
}

export function addDeliveryTasks(x: DeliveryInputs): SpecItem[] {
  const scope = x.quick ? 'quickTest' : 'standardMVP';
  const { stabilisation, storeRelease } = deliveryWork;
  const added: SpecItem[] = [];
  const on = joinAnd(x.clients);
  // Stabilisation: a share of the whole build, on each client platform.
  const build = sum(x.builds.map((t) => t.fields.estimateRange as Range));
  const share = stabilisation.shareOfBuild[scope];
  const perClient: Range = {
    low: Math.max(stabilisation.minimum.low, round((build.low * share.low) / x.clients.length)),
    likely: Math.max(stabilisation.minimum.likely, round((build.likely * share.likely) / x.clients.length)),
    high: Math.max(stabilisation.minimum.high, round((build.high * share.high) / x.clients.length)),
  };
  for (const p of x.clients) {
    const stable = x.add(
      `Stabilisation on ${p}: regression pass and fixes`,
      `Every acceptance criterion checked again on the ${p} release build, and what fails fixed. ${stabilisation.why} ${Math.round(share.likely * 100)}% of the ${build.likely} d build${x.clients.length > 1 ? `, shared between ${on}` : ''} (reviewed share).`,
      perClient,
      'verification',
      'M-4',
      [x.tested.id],
    );
    stable.fields.doneWhen = stabilisation.doneWhen;
    x.launch.links.push({ kind: 'depends_on', to: stable.id });
    added.push(stable);
    // An installed app reaches its users through a store or an installer; the web ships from the pipeline.
    const store = storeRelease.platforms[p];
    if (!store || store.ridesWith?.some((c) => x.clients.includes(c))) continue;
    const release = x.add(
      x.quick ? `${p} test build through ${store.quickStore}` : `${p} release through ${store.store}`,
      `${x.quick ? store.quickHow : store.how}. ${storeRelease.why} Started once ${p} is stable, so the build the store reviews is the one that launches.`,
      store[scope],
      'launch',
      'M-4',
      [stable.id],
    );
    release.fields.doneWhen = storeRelease.doneWhen;
    x.launch.links.push({ kind: 'depends_on', to: release.id });
    added.push(release);
  }
  return added;
}
