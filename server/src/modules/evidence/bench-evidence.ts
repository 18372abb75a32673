/**
 * Test evidence budget: a JUnit report of 5,000 test cases ingested into a project whose spec
 * has 500 requirements, then the verification of every criterion recomputed, on a real
 * (embedded) PostgreSQL; goal: p99 of ingest + recompute ≤ 1 s over 30 rounds.
 * Run: `pnpm exec tsx src/modules/evidence/bench-evidence.ts` from server/ (also part of `pnpm bench`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ServiceContext, ServiceDeps } from '../../core/context.js';
import { createLogger } from '../../core/logger.js';
import { startEmbeddedPostgres } from '../../db/embedded-postgres.js';
import { migrate } from '../../db/migrate.js';
import { ormConfig } from '../../db/orm-config.js';
import { composeAll, normaliseBrief } from '../generation/composer/index.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { Project } from '../projects/project.entity.js';
import { itemsOf } from '../spec/graph.js';
import { saveGraph } from '../spec/spec.store.js';
import { User } from '../users/user.entity.js';
import { getVerification, reportTestResults } from './evidence.service.js';

const ROUNDS = 30;
const CASES = 5_000;
const nouns = ['invoice', 'booking', 'review', 'photo', 'message', 'order', 'route', 'report', 'reminder', 'badge'];
const verbs = ['create', 'share', 'approve', 'export', 'archive'];
const features = Array.from({ length: 500 }, (_, i) => `${verbs[i % verbs.length]} ${nouns[i % nouns.length]}s for team ${i + 1}`);
const graph = composeAll(normaliseBrief({ ...sampleInput, keyFeatures: features }, '2026-01-05')).prd.graph;
const criteria = itemsOf(graph, 'criterion').map((c) => c.id);

/** A vitest-style report: each case cites one criterion; one in twenty fails, one in fifty is skipped. */
function report(round: number): string {
  const cases = Array.from({ length: CASES }, (_, i) => {
    const id = criteria[(i + round) % criteria.length];
    const body = i % 20 === 0 ? '<failure message="expected 1 to be 2" type="AssertionError">AssertionError: expected 1 to be 2\n ❯ src/x.test.ts:3:9</failure>' : i % 50 === 1 ? '<skipped/>' : '';
    return `    <testcase classname="src/feature-${i % 100}.test.ts" name="feature ${i % 100} &gt; ${id} case ${i}" time="0.003">${body}</testcase>`;
  });
  return `<?xml version="1.0" encoding="UTF-8" ?>\n<testsuites name="vitest tests" tests="${CASES}">\n  <testsuite name="all" tests="${CASES}">\n${cases.join('\n')}\n  </testsuite>\n</testsuites>\n`;
}

const logger = createLogger('warn', 'production');
const dir = await mkdtemp(path.join(os.tmpdir(), 'specforge-bench-evidence-'));
const pg = await startEmbeddedPostgres(dir, logger);
try {
  const orm = await MikroORM.init(ormConfig({ url: pg.url }));
  try {
    await migrate(orm, pg.url, logger);
    const em = orm.em.fork();
    const user = em.create(User, { email: 'bench@example.test', passwordHash: null, firstName: 'Bench', lastName: 'User', emailConfirmedAt: new Date() });
    const project = em.create(Project, { name: 'Evidence bench', user, settings: { require_evidence: true } });
    await em.flush();
    await saveGraph(orm.em.fork(), project.id, graph);
    const ctx = (): ServiceContext => ({ user: { id: user.id, role: 'user', sessionId: 'bench' }, em: orm.em.fork(), deps: {} as ServiceDeps });
    const reports = Array.from({ length: ROUNDS + 2 }, (_, i) => report(i));
    const ingest: number[] = [];
    const recompute: number[] = [];
    const total: number[] = [];
    let counts = { verified: 0, failing: 0, total: 0 };
    for (let i = 0; i < ROUNDS + 2; i += 1) {
      const t0 = performance.now();
      await reportTestResults(ctx(), project.id, { format: 'junit', report: reports[i], commit: `c${i}` });
      const t1 = performance.now();
      const v = await getVerification(ctx(), project.id);
      const t2 = performance.now();
      counts = v.project;
      // The first two rounds warm the JIT and the connection pool.
      if (i < 2) continue;
      ingest.push(t1 - t0);
      recompute.push(t2 - t1);
      total.push(t2 - t0);
    }
    const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * q) - 1)]!;
    const bytes = Buffer.byteLength(reports[0]!);
    console.log(`ingest a ${CASES.toLocaleString('en-US')}-case JUnit report (${(bytes / 1024).toFixed(0)} KB): p50 ${p(ingest, 0.5).toFixed(0)} ms   p99 ${p(ingest, 0.99).toFixed(0)} ms`);
    console.log(`recompute verification, ${features.length} requirements (${criteria.length} criteria, ${counts.verified} verified, ${counts.failing} failing): p50 ${p(recompute, 0.5).toFixed(0)} ms   p99 ${p(recompute, 0.99).toFixed(0)} ms`);
    console.log(`ingest + recompute: p50 ${p(total, 0.5).toFixed(0)} ms   p99 ${p(total, 0.99).toFixed(0)} ms   goal: p99 ≤ 1000 ms`);
    if (p(total, 0.99) > 1000) {
      console.error('  over the goal');
      process.exitCode = 1;
    }
  } finally {
    await orm.close();
  }
} finally {
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
