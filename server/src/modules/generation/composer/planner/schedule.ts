import { linked, type SpecItem } from '../../../spec/graph.js';
import type { ComposerBrief } from '../brief.js';
import { daysBetween, isoDay, parseDay, timelineWindow } from './roadmap-schedule.js';
import { statedCapacity, statedTeamSize } from '../reader/read-brief.js';
import { simulate, type Range } from './estimate.js';

/**
 * Dates from the dependency graph under the team's capacity: tasks in topological order (earlier
 * milestones first), each on the first free person once everything it depends on is done, on
 * working days from the start date. A task never starts before one it depends on has ended. The
 * critical path is traced back from the last task to finish; the window check says by how much
 * the plan overruns the chosen timeline.
 *
 * Re-planning from a date (`from`) keeps what is done where it was and schedules the rest from
 * that date (or the start date, if later): done tasks keep their dates and count as finished,
 * tasks in progress go first, and the critical path runs through the remaining work only.
 */

export const defaultTeamSize = { quickTest: 2, standardMVP: 3, scalableProduct: 5 } as const;

const DAY_MS = 86_400_000;

/**
 * The date `n` working days after `start` (n = 0: start itself, moved off a weekend; a fraction
 * counts as a whole day). Five working days from a weekday land on the same weekday a week later,
 * so whole weeks are added at once and only the rest (under five) is walked: constant time
 * whatever the plan's length (walked day by day, a 500-requirement plan spent seconds here).
 */
export function workday(start: string, n: number): string {
  let t = parseDay(start);
  let dow = new Date(t).getUTCDay();
  if (dow === 6 || dow === 0) {
    t += (dow === 6 ? 2 : 1) * DAY_MS;
    dow = 1;
  }
  if (n > 0) {
    t += Math.floor(n / 5) * 7 * DAY_MS;
    for (let left = n % 5; left > 0;) {
      t += DAY_MS;
      dow = (dow + 1) % 7;
      if (dow !== 0 && dow !== 6) left -= 1;
    }
  }
  return isoDay(t);
}

export interface ScheduleSummary {
  teamSize: number;
  teamSizeAssumed: boolean;
  /** The share of a working week the stated team gives ("weekends only" is 0.4), when the brief says. */
  capacityShare?: number;
  capacityText?: string;
  timeline: string;
  windowStart: string;
  windowEnd: string;
  finish: string;
  overrunDays: number;
  effortDays: number;
  /** Sum of the tasks' three-point ranges, in person-days. */
  effortLow: number;
  effortHigh: number;
  /** Seeded Monte Carlo over the task ranges: finish dates half and 85% of simulated schedules make. */
  p50Finish: string;
  p85Finish: string;
  p85Fits: boolean;
  simulations: number;
  /** The tasks whose ranges are widest: what the total depends on most. */
  drivers: string[];
  /** Set by a re-plan: the day it was made and the work still open then. */
  replannedOn?: string;
  remainingDays?: number;
  doneTasks?: number;
}

export function scheduleTasks(brief: ComposerBrief, tasks: SpecItem[], milestones: SpecItem[], from?: string): ScheduleSummary {
  const base = from && from > brief.startDate ? from : brief.startDate;
  const fixed = new Set(from ? tasks.filter((t) => t.fields.status === 'done').map((t) => t.id) : []);
  // A size the brief's text states outranks the scope's default; the wizard's own field outranks both.
  const stated = brief.teamSize ?? statedTeamSize(brief);
  const teamSize = stated ?? defaultTeamSize[brief.projectScope];
  // A team that works part of the week takes longer in calendar days for the same person-days.
  const capacity = stated !== null && brief.teamSize === null ? statedCapacity(brief) : null;
  const share = capacity?.share ?? 1;
  const span = (d: number) => Math.max(1, Math.ceil(d / share - 1e-9));
  const rank = new Map(milestones.map((m, i) => [m.id, i]));
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const deps = new Map(tasks.map((t) => [t.id, linked(t, 'depends_on').filter((d) => byId.has(d))]));
  const finish = new Map<string, number>();
  const startAt = new Map<string, number>();
  const cause = new Map<string, string | null>();
  const lanes: { free: number; last: string | null }[] = Array.from({ length: teamSize }, () => ({ free: 0, last: null }));
  const done = new Set<string>(fixed);
  for (const id of fixed) finish.set(id, 0);
  const first = (t: SpecItem) => (from && t.fields.status === 'in_progress' ? 0 : 1_000_000);
  const key = (t: SpecItem) => first(t) + (rank.get(linked(t, 'due_in')[0] ?? '') ?? 99) * 10_000 + Number(t.id.slice(2));
  const picked: SpecItem[] = [];
  while (done.size < tasks.length) {
    const ready = tasks.filter((t) => !done.has(t.id) && deps.get(t.id)!.every((d) => done.has(d))).sort((a, b) => key(a) - key(b));
    const t = ready[0];
    if (!t) throw new Error('scheduleTasks: the task dependencies contain a cycle');
    const depEnd = Math.max(0, ...deps.get(t.id)!.map((d) => finish.get(d)!));
    const lane = lanes.reduce((best, l) => (l.free < best.free ? l : best), lanes[0]!);
    const start = Math.max(depEnd, lane.free);
    const days = span(Math.max(1, Number(t.fields.estimateDays ?? 1)));
    const waitingFor = start === depEnd && depEnd > 0 ? deps.get(t.id)!.find((d) => finish.get(d) === depEnd)! : lane.last;
    cause.set(t.id, start > 0 ? waitingFor : null);
    startAt.set(t.id, start);
    finish.set(t.id, start + days);
    lane.free = start + days;
    lane.last = t.id;
    done.add(t.id);
    picked.push(t);
  }
  const open = tasks.filter((t) => !fixed.has(t.id));
  for (const t of tasks) t.fields.critical = false;
  for (const t of open) {
    t.fields.start = workday(base, startAt.get(t.id)!);
    t.fields.end = workday(base, finish.get(t.id)! - 1);
  }
  let last = open.reduce<SpecItem | null>((a, t) => (!a || finish.get(t.id)! > finish.get(a.id)! ? t : a), null);
  while (last) {
    last.fields.critical = true;
    const prev = cause.get(last.id);
    last = prev ? byId.get(prev)! : null;
  }
  for (const m of milestones) {
    const own = tasks.filter((t) => linked(t, 'due_in').includes(m.id)).map((t) => String(t.fields.end));
    m.fields.date = own.sort().at(-1) ?? base;
  }
  const window = timelineWindow(brief);
  const finishDate = String(milestones.at(-1)?.fields.date ?? base);
  const overrun = finishDate > window.end ? daysBetween(window.end, finishDate) - 1 : 0;
  const range = (t: SpecItem): Range => {
    const r = t.fields.estimateRange as Range | undefined;
    const days = Math.max(1, Number(t.fields.estimateDays ?? 1));
    return r && typeof r === 'object' ? r : { low: days, likely: days, high: days };
  };
  const sim = simulate(
    picked.map((t) => {
      const r = range(t);
      return { id: t.id, deps: deps.get(t.id)!, range: share === 1 ? r : { low: r.low / share, likely: r.likely / share, high: r.high / share }, fixed: fixed.has(t.id) };
    }),
    teamSize,
  );
  const p50Finish = workday(base, Math.max(0, sim.p50 - 1));
  const p85Finish = workday(base, Math.max(0, sim.p85 - 1));
  const drivers = open
    .map((t) => ({ id: t.id, spread: range(t).high - range(t).low }))
    .sort((a, b) => b.spread - a.spread || Number(a.id.slice(2)) - Number(b.id.slice(2)))
    .slice(0, 3)
    .map((d) => d.id);
  return {
    teamSize,
    teamSizeAssumed: stated === null,
    ...(capacity ? { capacityShare: capacity.share, capacityText: capacity.text } : {}),
    timeline: window.timeline,
    windowStart: window.start,
    windowEnd: window.end,
    finish: finishDate,
    overrunDays: overrun,
    effortDays: tasks.reduce((s, t) => s + Number(t.fields.estimateDays ?? 0), 0),
    effortLow: tasks.reduce((s, t) => s + range(t).low, 0),
    effortHigh: tasks.reduce((s, t) => s + range(t).high, 0),
    p50Finish,
    p85Finish,
    p85Fits: p85Finish <= window.end,
    simulations: sim.runs,
    drivers,
    ...(from ? { replannedOn: from, remainingDays: open.reduce((s, t) => s + Number(t.fields.estimateDays ?? 0), 0), doneTasks: fixed.size } : {}),
  };
}
