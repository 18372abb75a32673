import type { ComposerBrief } from '../brief.js';
import { joinAnd } from '../text.js';
import type { Capability, Effort } from '../catalogue/schema.js';

/**
 * Three-point estimates (low / likely / high working days): a feature's from its capability's
 * tasks, each client task once per client platform, scaled by the constraints that make every
 * screen harder (offline work, a high performance bar, compliance). Then a seeded Monte Carlo over
 * the ranges gives the P50 and P85 finish.
 */

export type Range = Effort;

const round = (n: number) => Math.round(n * 2) / 2;

/** A single figure as a range: things go wrong more often than they go right. */
export function spread(likely: number): Range {
  return { low: round(likely * 0.75) || 0.5, likely, high: round(likely * 1.6) };
}

/** The client platforms that each need their own build work; a brief without platforms means the web. */
export function clientPlatforms(brief: ComposerBrief): string[] {
  const p = brief.platforms.filter((x) => x !== 'Tablet' || !brief.platforms.includes('Web'));
  return p.length ? p : ['Web'];
}

/** Where a catalogue task is built: the server once, every client, or every installed app (not the web client). */
export function taskPlaces(on: 'server' | 'client' | 'device', clients: readonly string[]): string[] {
  if (on === 'server') return ['server'];
  return on === 'device' ? clients.filter((p) => p !== 'Web') : [...clients];
}

/** Used when no capability matches: the unknown is wider, not smaller. */
const unmatched = { server: { low: 1.5, likely: 2.5, high: 6 }, client: { low: 1, likely: 2, high: 5 } };

export interface FeatureEstimate {
  range: Range;
  /** "server 3 d; Web 2.5 d; iOS 2.5 d" as likely days per part. */
  breakdown: string[];
}

export interface Scaling {
  /** Applied to client work: 1.2 with an offline constraint. */
  client: number;
  /** Applied to server work: 1.1 with compliance items, 1.1 with a high performance bar. */
  server: number;
  /** Why, in words, for the capacity check. */
  reasons: string[];
  /** The clients `client` applies to when not every one (offline on the iOS app only); null: all. */
  clientOn?: readonly string[] | null;
}

export function scaling(brief: ComposerBrief, offline: boolean, offlineOn: readonly string[] = []): Scaling {
  const reasons: string[] = [];
  let client = 1;
  let server = 1;
  // Offline on only some clients (the constraint names "the technician's iPad"): only theirs are harder.
  const every = !offlineOn.length || clientPlatforms(brief).every((p) => offlineOn.includes(p));
  if (offline) {
    client *= 1.2;
    reasons.push(`offline work (+20% on every ${every ? 'client' : joinAnd(offlineOn)} screen)`);
  }
  if (brief.performanceExpectations === 'High') {
    server *= 1.1;
    reasons.push('a high performance bar (+10% server work)');
  }
  if (brief.compliance.length) {
    server *= 1.1;
    reasons.push(`compliance with ${brief.compliance.join(', ')} (+10% server work)`);
  }
  return { client, server, reasons, clientOn: every ? null : [...offlineOn] };
}

const scale = (r: Range, k: number): Range => ({ low: round(r.low * k), likely: round(r.likely * k), high: round(r.high * k) });
const add = (a: Range, b: Range): Range => ({ low: a.low + b.low, likely: a.likely + b.likely, high: a.high + b.high });

/** `means`: the capability of the means the feature names ("by scanning their barcode"), whose work adds to the act's. */
export function featureEstimate(capability: Capability | null, clients: string[], k: Scaling, means: Capability | null = null): FeatureEstimate {
  const tasks = capability
    ? [...capability.tasks, ...(means?.tasks ?? [])]
    : [
        { on: 'server' as const, effort: unmatched.server },
        { on: 'client' as const, effort: unmatched.client },
      ];
  let range: Range = { low: 0, likely: 0, high: 0 };
  const parts = new Map<string, number>();
  for (const t of tasks) {
    for (const where of taskPlaces(t.on, clients)) {
      const r = scale(t.effort, t.on === 'server' ? k.server : !k.clientOn || k.clientOn.includes(where) ? k.client : 1);
      range = add(range, r);
      parts.set(where, (parts.get(where) ?? 0) + r.likely);
    }
  }
  return { range, breakdown: [...parts].map(([where, d]) => `${where} ${d} d`) };
}

/** An estimate raised to a likely figure, its range widened in proportion and its parts saying why. */
export function raised(est: FeatureEstimate, likely: number): FeatureEstimate {
  const k = likely / Math.max(0.5, est.range.likely);
  const range = { low: round(est.range.low * k), likely: round(likely), high: round(est.range.high * k) };
  return { range, breakdown: [...est.breakdown, `raised to ${range.likely} d for its criteria, platforms and integrations`] };
}

/** Deterministic pseudo-random numbers (mulberry32): the same brief always gets the same percentiles. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A draw from the triangular distribution over the range. */
function triangular(r: Range, u: number): number {
  const { low, likely, high } = r;
  if (high <= low) return likely;
  const c = (likely - low) / (high - low);
  return u < c ? low + Math.sqrt(u * (high - low) * (likely - low)) : high - Math.sqrt((1 - u) * (high - low) * (high - likely));
}

/** The correlation between tasks' estimation errors in one simulated schedule (0 = independent, 1 = all alike). */
export const SHARED_ERROR = 0.5;

export interface Simulation {
  p50: number;
  p85: number;
  runs: number;
}

/**
 * Finish (in working days from the start) of `runs` schedules with durations drawn from the ranges
 * (correlated by `SHARED_ERROR`),
 * tasks taken in the deterministic scheduler's order, each on the first free person once its
 * dependencies are done. Linear in tasks × (dependencies + team) per run.
 */
export function simulate(order: { id: string; deps: string[]; range: Range; fixed: boolean }[], teamSize: number, runs = 1000, seed = 20_260_101): Simulation {
  const random = seeded(seed);
  const ends: number[] = [];
  const finish = new Map<string, number>();
  for (let run = 0; run < runs; run += 1) {
    finish.clear();
    // One team estimating one product errs the same way on many tasks (the same unknowns, the same
    // people): each task takes the run's shared draw with probability SHARED_ERROR, so overruns do
    // not cancel out across tasks as independent draws would (which put P85 days after P50).
    const shared = random();
    const lanes = new Array<number>(teamSize).fill(0);
    let last = 0;
    for (const t of order) {
      if (t.fixed) {
        finish.set(t.id, 0);
        continue;
      }
      let depEnd = 0;
      for (const d of t.deps) depEnd = Math.max(depEnd, finish.get(d) ?? 0);
      let lane = 0;
      for (let i = 1; i < lanes.length; i += 1) if (lanes[i]! < lanes[lane]!) lane = i;
      const start = Math.max(depEnd, lanes[lane]!);
      const u = random() < SHARED_ERROR ? shared : random();
      const end = start + Math.max(0.5, triangular(t.range, u));
      lanes[lane] = end;
      finish.set(t.id, end);
      last = Math.max(last, end);
    }
    ends.push(last);
  }
  ends.sort((a, b) => a - b);
  const at = (q: number) => Math.ceil(ends[Math.min(ends.length - 1, Math.floor(q * ends.length))]!);
  return { p50: at(0.5), p85: at(0.85), runs };
}
