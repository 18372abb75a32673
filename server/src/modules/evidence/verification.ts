import { createHash } from 'node:crypto';
import { itemsOf, linked, type SpecGraph, type SpecItem } from '../spec/graph.js';

/**
 * A criterion's verification: `verified` when the latest run citing it passed on its current
 * text, `failing` when that run failed, `stale` when its text changed since that pass (or it was
 * retired and the latest run still cites it), `unverified` when no run has passed or failed it.
 */
export const verificationStatuses = ['verified', 'failing', 'stale', 'unverified'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** The latest passed or failed result of one criterion (skips verify nothing). */
export interface LatestResult {
  criterionId: string;
  status: 'passed' | 'failed';
  tests: string[];
  textHash: string | null;
  runAt: Date;
}

export interface CriterionVerification {
  id: string;
  title: string;
  requirementId: string | null;
  status: VerificationStatus;
  retired: boolean;
  tests: string[];
  lastRunAt: Date | null;
}

export interface VerificationCounts {
  status: VerificationStatus;
  verified: number;
  failing: number;
  stale: number;
  unverified: number;
  total: number;
}

export interface VerificationRollup extends VerificationCounts {
  id: string;
  title: string;
  criterionIds: string[];
}

export interface VerificationReport {
  criteria: CriterionVerification[];
  requirements: VerificationRollup[];
  tasks: VerificationRollup[];
  milestones: VerificationRollup[];
  project: VerificationCounts & { percent: number };
  /** Ids the latest run cites that name no criterion of the spec. */
  unknownIds: string[];
}

/** The text a pass was earned on: a change to it makes the pass stale. */
export const criterionTextHash = (item: Pick<SpecItem, 'title' | 'statement'>): string => createHash('sha256').update(`${item.title}\n${item.statement}`).digest('hex');

function statusOf(item: SpecItem, latest: LatestResult | undefined): VerificationStatus {
  if (!latest) return 'unverified';
  if (latest.status === 'failed') return 'failing';
  return latest.textHash === criterionTextHash(item) ? 'verified' : 'stale';
}

/** Worst first: one failing criterion makes its requirement failing. */
const severity: Record<VerificationStatus, number> = { failing: 0, stale: 1, unverified: 2, verified: 3 };

export function countsOf(statuses: VerificationStatus[]): VerificationCounts {
  const counts = { verified: 0, failing: 0, stale: 0, unverified: 0 };
  for (const s of statuses) counts[s] += 1;
  const status = statuses.reduce<VerificationStatus>((worst, s) => (severity[s] < severity[worst] ? s : worst), 'verified');
  return { status: statuses.length ? status : 'unverified', ...counts, total: statuses.length };
}

/**
 * The verification of a graph given each criterion's latest result and the ids its latest run
 * cited. One pass per relation, so 500 requirements with their criteria take milliseconds.
 */
export function verificationOf(graph: SpecGraph, latest: Map<string, LatestResult>, latestRunIds: readonly string[]): VerificationReport {
  const requirementOf = new Map<string, string>();
  for (const r of itemsOf(graph, 'requirement')) for (const c of linked(r, 'verified_by')) requirementOf.set(c, r.id);
  const known = new Set(graph.items.map((i) => i.id));
  const citedNow = new Set(latestRunIds);
  const criteria: CriterionVerification[] = [];
  const byId = new Map<string, VerificationStatus>();
  for (const item of graph.items) {
    if (item.kind !== 'criterion') continue;
    const retired = item.status !== 'active';
    if (retired && !citedNow.has(item.id)) continue;
    const result = latest.get(item.id);
    const status = retired ? 'stale' : statusOf(item, result);
    if (!retired) byId.set(item.id, status);
    criteria.push({ id: item.id, title: item.title, requirementId: requirementOf.get(item.id) ?? null, status, retired, tests: result?.tests ?? [], lastRunAt: result?.runAt ?? null });
  }
  const rollup = (item: SpecItem, ids: string[]): VerificationRollup => {
    const own = [...new Set(ids)].filter((id) => byId.has(id));
    return { id: item.id, title: item.title, criterionIds: own, ...countsOf(own.map((id) => byId.get(id)!)) };
  };
  const requirements = itemsOf(graph, 'requirement');
  const criteriaOfRequirement = new Map(requirements.map((r) => [r.id, linked(r, 'verified_by')]));
  const criteriaOfTask = new Map<string, string[]>();
  for (const r of requirements) for (const t of linked(r, 'built_by')) criteriaOfTask.set(t, [...(criteriaOfTask.get(t) ?? []), ...criteriaOfRequirement.get(r.id)!]);
  const tasks = itemsOf(graph, 'task');
  const criteriaOfMilestone = new Map<string, string[]>();
  for (const t of tasks) for (const m of linked(t, 'due_in')) criteriaOfMilestone.set(m, [...(criteriaOfMilestone.get(m) ?? []), ...(criteriaOfTask.get(t.id) ?? [])]);
  const all = countsOf([...byId.values()]);
  return {
    criteria,
    requirements: requirements.map((r) => rollup(r, criteriaOfRequirement.get(r.id)!)),
    tasks: tasks.map((t) => rollup(t, criteriaOfTask.get(t.id) ?? [])),
    milestones: itemsOf(graph, 'milestone').map((m) => rollup(m, criteriaOfMilestone.get(m.id) ?? [])),
    project: { ...all, percent: all.total ? Math.round((all.verified / all.total) * 100) : 0 },
    unknownIds: latestRunIds.filter((id) => !known.has(id)),
  };
}
