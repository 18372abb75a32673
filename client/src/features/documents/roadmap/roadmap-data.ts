import type { RoadmapCapacity as StoredCapacity, RoadmapMilestone, RoadmapPhase as StoredPhase, RoadmapTask } from '@specforge/contracts/roadmap';

/**
 * The roadmap's structured facts (the shared contract's RoadmapStructured), read defensively from
 * JSON: a phase of an older roadmap may lack its milestone, and the capacity its finish.
 */
export type { RoadmapTask };
export type RoadmapPhase = Omit<StoredPhase, 'milestone'> & { milestone: RoadmapMilestone | null };
/** The team the schedule was planned for; `teamSizeAssumed` when it is the scope's default. */
export type RoadmapCapacity = Omit<StoredCapacity, 'finish'>;

export interface RoadmapData {
  start: string;
  end: string;
  phases: RoadmapPhase[];
  tasks: RoadmapTask[];
  /** Absent in roadmaps generated before the capacity was recorded. */
  capacity: RoadmapCapacity | null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

export function roadmapOf(structured: Record<string, unknown> | null): RoadmapData | null {
  if (!structured || !Array.isArray(structured.tasks) || !Array.isArray(structured.phases)) return null;
  const window = obj(structured.window);
  const tasks = structured.tasks.map((t) => {
    const o = obj(t);
    return { id: str(o.id), title: str(o.title), phaseId: str(o.phaseId), frIds: strs(o.frIds), dependsOn: strs(o.dependsOn), estimateDays: Number(o.estimateDays) || 0, start: str(o.start), end: str(o.end), critical: o.critical === true };
  });
  const phases = structured.phases.map((p) => {
    const o = obj(p);
    const m = obj(o.milestone);
    return { id: str(o.id), name: str(o.name), start: str(o.start), end: str(o.end), taskIds: strs(o.taskIds), milestone: m.id ? { id: str(m.id), name: str(m.name), date: str(m.date) } : null };
  });
  const dates = [...tasks.flatMap((t) => [t.start, t.end]), ...phases.flatMap((p) => [p.start, p.end])].filter(Boolean).sort();
  const start = str(window.start) || dates[0] || '';
  const end = str(window.end) || dates.at(-1) || '';
  const c = obj(structured.capacity);
  const teamSize = Number(c.teamSize);
  const capacity = Number.isInteger(teamSize) && teamSize > 0 ? { teamSize, teamSizeAssumed: c.teamSizeAssumed === true, overrunDays: Number(c.overrunDays) || 0 } : null;
  return start && end ? { start, end, phases, tasks, capacity } : null;
}

const DAY = 86_400_000;

/** Position of a date within the roadmap window, 0–100 (%). */
export function percentOf(date: string, data: RoadmapData): number {
  const from = Date.parse(data.start);
  const span = Math.max(DAY, Date.parse(data.end) + DAY - from);
  return Math.min(100, Math.max(0, ((Date.parse(date) - from) / span) * 100));
}

/** Width of a task from its start to the end of its last day, in %. */
export function widthOf(start: string, end: string, data: RoadmapData): number {
  return Math.max(0.8, percentOf(new Date(Date.parse(end) + DAY).toISOString(), data) - percentOf(start, data));
}
