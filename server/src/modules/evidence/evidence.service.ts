import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import type { SpecGraph } from '../spec/graph.js';
import { findProjectFor } from '../projects/project-access.js';
import { loadEvidenceGraph } from './evidence-graph.js';
import { TestResult, TestRun, type ResultStatus } from './evidence.entity.js';
import { parseJUnit, type TestCase } from './junit.js';
import { criterionTextHash, verificationOf, type LatestResult, type VerificationReport } from './verification.js';

/** Runs kept per project; older ones are deleted with their results when a new one arrives. */
export const RUNS_KEPT = 50;
/** Distinct criterion ids one report may cite (a bound on the rows one run writes). */
const MAX_CITED_IDS = 10_000;
/** Test titles kept per criterion and run, and unmatched titles listed in the answer. */
const TITLES_KEPT = 20;
const UNMATCHED_LISTED = 50;
const INSERT_SLICE = 500;

export const reportInput = z.object({
  format: z.literal('junit', { error: 'format must be junit' }).default('junit'),
  report: z.string({ error: 'report must be the JUnit XML as a text' }).min(1, 'report is empty'),
  commit: z.string().trim().max(80, 'commit must be at most 80 characters').nullish(),
  branch: z.string().trim().max(200, 'branch must be at most 200 characters').nullish(),
});

export interface RunOutcome {
  runId: string;
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
  matchedCriteria: string[];
  unmatchedTests: number;
  unmatchedTestNames: string[];
  unknownIds: string[];
}

interface Cited {
  status: ResultStatus;
  tests: string[];
}

/** Per cited id: failed when a citing test failed, passed when one passed, else skipped. */
function citedIn(cases: TestCase[]): Map<string, Cited> {
  const cited = new Map<string, Cited>();
  for (const c of cases) {
    for (const id of c.criteria) {
      const entry = cited.get(id) ?? { status: 'skipped' as ResultStatus, tests: [] };
      if (c.status === 'failed' || (c.status === 'passed' && entry.status === 'skipped')) entry.status = c.status;
      if (entry.tests.length < TITLES_KEPT) entry.tests.push(c.title);
      cited.set(id, entry);
    }
    if (cited.size > MAX_CITED_IDS) throw new AppError('PAYLOAD_TOO_LARGE', `The report cites more than ${MAX_CITED_IDS.toLocaleString('en-US')} distinct criterion ids.`);
  }
  return cited;
}

/**
 * Stores a JUnit report as a run of the caller's project: which criteria its tests cite and how
 * they fared. Ids naming no criterion are reported, never refused. Needs a session or a
 * read-write token; another user's project answers PROJECT_NOT_FOUND before the report is read.
 * `xmlBody` is a raw XML request body, read as bytes (`raw` then holds format, commit and branch).
 */
export async function reportTestResults(ctx: ServiceContext, projectId: unknown, raw: unknown, xmlBody?: Uint8Array): Promise<RunOutcome> {
  const { id } = await findProjectFor(ctx.em, authorize(ctx, 'write'), projectId, 'editor');
  const graph = await loadEvidenceGraph(ctx.em, id);
  const input = xmlBody ? { ...parseInput(reportInput.omit({ report: true }), raw), report: xmlBody } : parseInput(reportInput, raw);
  const cases = await parseJUnit(input.report);
  const cited = citedIn(cases);
  const criteria = new Map(graph.items.filter((i) => i.kind === 'criterion').map((i) => [i.id, i]));
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const c of cases) counts[c.status] += 1;
  const matched = [...cited.keys()].filter((c) => criteria.has(c)).sort(byId);
  const unknown = [...cited.keys()].filter((c) => !criteria.has(c)).sort(byId);
  const unmatched = cases.filter((c) => c.criteria.length === 0);
  const now = new Date();
  const run = ctx.em.create(TestRun, {
    project: id,
    commit: input.commit || null,
    branch: input.branch || null,
    tests: cases.length,
    ...counts,
    unmatchedTests: unmatched.length,
    unknownIds: unknown.slice(0, 1000),
    createdAt: now,
  });
  await ctx.em.transactional(async (em) => {
    await em.persist(run).flush();
    const rows = [...cited].map(([criterionId, c]) => {
      const item = criteria.get(criterionId);
      // insertMany writes rows as given: no onCreate hooks, so the id is made here.
      return { id: randomUUID(), run: run.id, project: id, criterionId, status: c.status, tests: c.tests, textHash: item ? criterionTextHash(item) : null, createdAt: now };
    });
    // In slices: building one statement for thousands of rows would hold the event loop.
    for (let at = 0; at < rows.length; at += INSERT_SLICE) await em.insertMany(TestResult, rows.slice(at, at + INSERT_SLICE));
    await em.execute('delete from test_run where project_id = ? and id not in (select id from test_run where project_id = ? order by created_at desc, id desc limit ?)', [id, id, RUNS_KEPT]);
  });
  return {
    runId: run.id,
    tests: cases.length,
    passed: run.passed,
    failed: run.failed,
    skipped: run.skipped,
    matchedCriteria: matched,
    unmatchedTests: unmatched.length,
    unmatchedTestNames: unmatched.slice(0, UNMATCHED_LISTED).map((c) => c.title),
    unknownIds: unknown,
  };
}

/** AC-2.10 after AC-2.9. */
function byId(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

export interface RunSummary {
  id: string;
  commit: string | null;
  branch: string | null;
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
  unmatchedTests: number;
  createdAt: Date;
}

export interface ProjectVerification extends VerificationReport {
  projectId: string;
  runs: RunSummary[];
}

interface LatestRow {
  criterion_id: string;
  status: 'passed' | 'failed';
  tests: string[];
  text_hash: string | null;
  created_at: Date;
}

/** A project's verification computed from its stored runs (one query per table, no ORM hydration). */
export async function verificationFor(em: EntityManager, projectId: string, graph: SpecGraph): Promise<{ report: VerificationReport; runs: RunSummary[] }> {
  const latestRows: LatestRow[] = await em.execute(
    `select distinct on (criterion_id) criterion_id, status, tests, text_hash, created_at from test_result
     where project_id = ? and status <> 'skipped' order by criterion_id, created_at desc, id desc`,
    [projectId],
  );
  const latest = new Map<string, LatestResult>(latestRows.map((r) => [r.criterion_id, { criterionId: r.criterion_id, status: r.status, tests: r.tests, textHash: r.text_hash, runAt: new Date(r.created_at) }]));
  const runs = await em.find(TestRun, { project: projectId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: RUNS_KEPT });
  const lastRun = runs[0];
  const latestRunIds = lastRun ? ((await em.execute('select criterion_id from test_result where run_id = ?', [lastRun.id])) as { criterion_id: string }[]).map((r) => r.criterion_id) : [];
  return {
    report: verificationOf(graph, latest, latestRunIds),
    runs: runs.map((r) => ({ id: r.id, commit: r.commit ?? null, branch: r.branch ?? null, tests: r.tests, passed: r.passed, failed: r.failed, skipped: r.skipped, unmatchedTests: r.unmatchedTests, createdAt: r.createdAt })),
  };
}

/** The verification of one of the caller's projects, with its run history (newest first). */
export async function getVerification(ctx: ServiceContext, projectId: unknown): Promise<ProjectVerification> {
  const { id } = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  const { report, runs } = await verificationFor(ctx.em, id, await loadEvidenceGraph(ctx.em, id));
  return { projectId: id, ...report, runs };
}

/** Whether the project has received any test report (the quality gate counts unverified Must criteria then). */
export async function hasTestRuns(em: EntityManager, projectId: string): Promise<boolean> {
  return (await em.count(TestRun, { project: projectId })) > 0;
}
