import type { ComposerBrief } from '../brief.js';
import { statedDeadline, type StatedDeadline } from '../reader/read-brief.js';
import type { PlanStructured, RoadmapPhase, RoadmapStructured, RoadmapTask } from '../types.js';

/**
 * Laying the plan on the calendar. Timeline choices (documented in the roadmap too):
 * ASAP = 6 weeks, 1 month / 3 months / 6 months / 1 year = calendar months from the start date,
 * Custom and "not chosen" = the deadline the brief's words state (`statedDeadline`), else 3 months until a date is given. The window is inclusive: it starts
 * on the start date and ends the day before the same date N months later.
 */

const DAY = 86_400_000;

export function parseDay(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return isoDay(parseDay(iso) + days * DAY);
}

/** Same day N months later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const d = new Date(parseDay(iso));
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return isoDay(Date.UTC(y, m, Math.min(d.getUTCDate(), last)));
}

export function daysBetween(start: string, end: string): number {
  return Math.round((parseDay(end) - parseDay(start)) / DAY) + 1;
}

const months: Record<string, number> = { '1 month': 1, '3 months': 3, '6 months': 6, '1 year': 12, Custom: 3 };

/** The deadline the brief's words state, read only when no timeline option says it (Custom or none). */
export function deadlineOf(brief: ComposerBrief): StatedDeadline | null {
  return brief.timeline === 'Custom' || brief.timeline === null ? statedDeadline(brief) : null;
}

function deadlineLabel(d: StatedDeadline): string {
  if ('date' in d) return `until ${d.date}`;
  if ('weeks' in d) return `${d.weeks} week${d.weeks > 1 ? 's' : ''}`;
  return d.months % 12 === 0 ? `${d.months / 12} year${d.months > 12 ? 's' : ''}` : `${d.months} month${d.months > 1 ? 's' : ''}`;
}

export function timelineWindow(brief: ComposerBrief): RoadmapStructured['window'] {
  const start = brief.startDate;
  const stated = deadlineOf(brief);
  if (stated) {
    const end = 'date' in stated ? stated.date : 'weeks' in stated ? addDays(start, stated.weeks * 7 - 1) : addDays(addMonths(start, stated.months), -1);
    return { timeline: `${brief.timeline ?? 'Not chosen'}: ${deadlineLabel(stated)}, as the brief states`, start, end, days: daysBetween(start, end), assumed: false };
  }
  const end = brief.timeline === 'ASAP' ? addDays(start, 6 * 7 - 1) : addDays(addMonths(start, months[brief.timeline ?? ''] ?? 3), -1);
  return {
    timeline: brief.timeline ?? '3 months (assumed)',
    start,
    end,
    days: daysBetween(start, end),
    assumed: brief.timeline === null || brief.timeline === 'Custom',
  };
}

export function workingDays(start: string, end: string): number {
  let n = 0;
  for (let t = parseDay(start); t <= parseDay(end); t += DAY) {
    const wd = new Date(t).getUTCDay();
    if (wd !== 0 && wd !== 6) n += 1;
  }
  return n;
}

const milestoneNames = ['Foundations ready', 'Core features complete', 'Feature complete, user-tested', 'Launch'];

/**
 * Phases get calendar time in proportion to their effort; inside a phase, tasks are list-scheduled
 * on `teamSize` parallel lanes respecting dependencies, then the lanes are stretched or squeezed
 * onto the phase's days. A dependency therefore never ends after its dependant starts.
 */
export function schedule(plan: PlanStructured, window: RoadmapStructured['window']): { phases: RoadmapPhase[]; tasks: RoadmapTask[] } {
  const total = plan.phases.reduce((s, p) => s + p.weight, 0) || 1;
  const bounds: number[] = [0];
  let cum = 0;
  plan.phases.forEach((p, i) => {
    cum += p.weight;
    const left = plan.phases.length - i - 1;
    const raw = Math.round((window.days * cum) / total);
    bounds.push(Math.min(window.days - left, Math.max(bounds[i]! + 1, raw)));
  });
  const tasks: RoadmapTask[] = [];
  const phases: RoadmapPhase[] = plan.phases.map((p, i) => {
    const phaseStart = addDays(window.start, bounds[i]!);
    const length = bounds[i + 1]! - bounds[i]!;
    const lanes = new Array<number>(Math.max(1, plan.teamSize)).fill(0);
    const finish = new Map<string, number>();
    const slots = p.tasks.map((t) => {
      const ready = Math.max(0, ...t.dependsOn.map((d) => finish.get(d) ?? 0));
      let lane = 0;
      for (let l = 1; l < lanes.length; l += 1) if (lanes[l]! < lanes[lane]!) lane = l;
      const start = Math.max(ready, lanes[lane]!);
      const end = start + Math.max(1, t.estimateDays);
      lanes[lane] = end;
      finish.set(t.id, end);
      return { t, start, end };
    });
    // Person-days become calendar days (weekends: ×7/5); a phase with slack keeps it as buffer
    // at its end instead of stretching tasks, a phase without it squeezes them.
    const span = Math.max(1, ...slots.map((s) => s.end));
    const factor = Math.min(7 / 5, length / span);
    for (const { t, start, end } of slots) {
      const from = Math.floor(start * factor);
      const to = Math.min(length - 1, Math.max(from, Math.ceil(end * factor) - 1));
      tasks.push({
        id: t.id,
        title: t.title,
        phaseId: p.id,
        frIds: t.frIds,
        dependsOn: t.dependsOn,
        estimateDays: t.estimateDays,
        start: addDays(phaseStart, from),
        end: addDays(phaseStart, to),
        // Lane scheduling has no launch-wide critical path; the graph's schedule marks it.
        critical: false,
      });
    }
    const end = addDays(phaseStart, length - 1);
    const milestone = i === plan.phases.length - 1 ? 'Launch' : (milestoneNames[i] ?? `${p.name} complete`);
    return {
      id: p.id,
      name: p.name,
      start: phaseStart,
      end,
      taskIds: p.tasks.map((t) => t.id),
      milestone: { id: `M-${i + 1}`, name: milestone, date: end },
    };
  });
  return { phases, tasks };
}
