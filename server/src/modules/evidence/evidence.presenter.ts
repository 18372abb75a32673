import type { ProjectVerification, RunOutcome, RunSummary } from './evidence.service.js';
import type { VerificationCounts, VerificationRollup } from './verification.js';

/** REST keeps the contract's snake_case shapes; GraphQL reads the service's objects as they are. */
export function presentRunOutcomeRest(r: RunOutcome) {
  return {
    run_id: r.runId,
    tests: r.tests,
    passed: r.passed,
    failed: r.failed,
    skipped: r.skipped,
    matched_criteria: r.matchedCriteria,
    unmatched_tests: r.unmatchedTests,
    unmatched_test_names: r.unmatchedTestNames,
    unknown_ids: r.unknownIds,
  };
}

const counts = (c: VerificationCounts) => ({ status: c.status, verified: c.verified, failing: c.failing, stale: c.stale, unverified: c.unverified, total: c.total });
const rollup = (r: VerificationRollup) => ({ id: r.id, title: r.title, ...counts(r), criteria: r.criterionIds });

export const presentRunRest = (r: RunSummary) => ({
  id: r.id,
  commit: r.commit,
  branch: r.branch,
  tests: r.tests,
  passed: r.passed,
  failed: r.failed,
  skipped: r.skipped,
  unmatched_tests: r.unmatchedTests,
  created_at: r.createdAt.toISOString(),
});

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
