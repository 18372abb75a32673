import { toSnakeCase, type SnakeCased } from '../../core/http/snake-case.js';
import type { ProjectVerification, RunOutcome, RunSummary } from './evidence.service.js';
import type { VerificationCounts, VerificationRollup } from './verification.js';

// REST keeps the contract's snake_case shapes; GraphQL reads the service's objects as they are.

/** `{run_id, tests, passed, failed, skipped, matched_criteria, unmatched_tests, unmatched_test_names, unknown_ids}`. */
export function presentRunOutcomeRest(r: RunOutcome): SnakeCased<RunOutcome> {
  return toSnakeCase(r);
}

const counts = (c: VerificationCounts) => ({ status: c.status, verified: c.verified, failing: c.failing, stale: c.stale, unverified: c.unverified, total: c.total });
const rollup = (r: VerificationRollup) => ({ id: r.id, title: r.title, ...counts(r), criteria: r.criterionIds });

export const presentRunRest = (r: RunSummary) => toSnakeCase({ ...r, createdAt: r.createdAt.toISOString() });

export function presentVerificationRest(v: ProjectVerification) {
  return {
    project_id: v.projectId,
    project: { ...counts(v.project), percent: v.project.percent },
    criteria: v.criteria.map((c) => ({
      id: c.id,
      title: c.title,
      requirement_id: c.requirementId,
      status: c.status,
      retired: c.retired,
      tests: c.tests,
      last_run_at: c.lastRunAt?.toISOString() ?? null,
    })),
    requirements: v.requirements.map(rollup),
    tasks: v.tasks.map(rollup),
    milestones: v.milestones.map(rollup),
    unknown_ids: v.unknownIds,
    runs: v.runs.map(presentRunRest),
  };
}
