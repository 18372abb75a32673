import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, type Outcome, type Transport } from '../../test/auth-client.js';
import { signedInClient } from '../../test/project-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildSpecGraph, normaliseBrief } from '../generation/composer/index.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { SpecItemRow } from '../spec/spec.entity.js';
import { saveGraph } from '../spec/spec.store.js';
import { TestRun } from './evidence.entity.js';
import { bigReport } from './testing/big-report.js';
import { longestStall } from './testing/loop-stall.js';

const fixture = (name: string) => readFileSync(new URL(`./testing/${name}`, import.meta.url), 'utf8');
const VITEST = fixture('vitest-junit.xml');
const PYTEST = fixture('pytest-junit.xml');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function projectOf(c: AuthClient, settings?: Record<string, unknown>): Promise<string> {
  const rest = new AuthClient(t.app, 'rest');
  rest.token = c.token;
  const created = await rest.rest('post', '/projects', { name: 'Meal planner', description: 'Evidence', ...(settings ? { settings } : {}) });
  const id = (created.body.data as { id: string }).id;
  await saveGraph(t.db.orm.em.fork(), id, buildSpecGraph(normaliseBrief(sampleInput, '2026-01-05')));
  return id;
}

/** The task that builds a requirement in the sample's plan, by its title ("Build FR-1: …"): the plan's ids move as it grows. */
const sampleTasks = buildSpecGraph(normaliseBrief(sampleInput, '2026-01-05')).items.filter((i) => i.kind === 'task');
const build = (fr: string) => sampleTasks.find((i) => i.title.startsWith(`Build ${fr}:`))!.id;
const [BUILD_FR1, BUILD_FR2, BUILD_FR3, BUILD_FR5] = [build('FR-1'), build('FR-2'), build('FR-3'), build('FR-5')];

const RUN = 'runId tests passed failed skipped matchedCriteria unmatchedTests unknownIds';
/** The outcome in REST's snake_case, whichever transport sent it. */
async function report(c: AuthClient, projectId: string, xml: string, commit = 'abc1234'): Promise<Record<string, unknown>> {
  const out =
    c.transport === 'rest'
      ? await c.rest('post', `/projects/${projectId}/test-results`, { format: 'junit', report: xml, commit, branch: 'main' })
      : await c.gql(`mutation($p: ID!, $r: String!, $c: String) { reportTestResults(projectId: $p, report: $r, format: "junit", commit: $c, branch: "main") { ${RUN} } }`, { p: projectId, r: xml, c: commit });
  expect(out.ok, `${out.status} ${out.code}: ${out.message}`).toBe(true);
  if (c.transport === 'rest') return out.body.data as Record<string, unknown>;
  const d = out.data;
  return { run_id: d.runId, tests: d.tests, passed: d.passed, failed: d.failed, skipped: d.skipped, matched_criteria: d.matchedCriteria, unmatched_tests: d.unmatchedTests, unknown_ids: d.unknownIds };
}

interface Verification {
  project: { status: string; verified: number; failing: number; stale: number; unverified: number; total: number; percent: number };
  criteria: { id: string; status: string; retired: boolean; tests: string[] }[];
  requirements: { id: string; status: string }[];
  tasks: { id: string; status: string }[];
  milestones: { id: string; status: string }[];
  unknown: string[];
  runs: { commit: string | null; tests: number; failed: number }[];
}

async function verification(c: AuthClient, projectId: string): Promise<Verification> {
  if (c.transport === 'rest') {
    const out = await c.rest('get', `/projects/${projectId}/verification`);
    expect(out.ok).toBe(true);
    const d = out.body.data as Omit<Verification, 'unknown'> & { unknown_ids: string[] };
    return { ...d, unknown: d.unknown_ids };
  }
  const rollup = 'id status verified failing stale unverified total';
  const out = await c.gql(
    `query($p: ID!) { verification(projectId: $p) { project { status verified failing stale unverified total percent } criteria { id status retired tests lastRunAt }
      requirements { ${rollup} } tasks { ${rollup} } milestones { ${rollup} } unknownIds runs { commit tests failed createdAt } } }`,
    { p: projectId },
  );
  expect(out.ok, out.message).toBe(true);
  const d = out.data as unknown as Omit<Verification, 'unknown'> & { unknownIds: string[] };
  return { ...d, unknown: d.unknownIds };
}

const statusOf = (v: Verification, id: string) => [...v.criteria, ...v.requirements, ...v.tasks, ...v.milestones].find((x) => x.id === id)?.status;

const markDone = (c: AuthClient, projectId: string, taskId: string, overrideNote?: string): Promise<Outcome> =>
  c.transport === 'rest'
    ? c.rest('put', `/projects/${projectId}/tasks/${taskId}`, { status: 'done', ...(overrideNote ? { override_note: overrideNote } : {}) })
    : c.gql('mutation($p: ID!, $t: String!, $o: String) { updateTaskStatus(projectId: $p, taskId: $t, status: "done", overrideNote: $o) { id fields } }', { p: projectId, t: taskId, o: overrideNote });

describe.each(['rest', 'graphql'] as Transport[])('test evidence over %s', (transport) => {
  it('ingests a vitest and a pytest report and tells each criterion, requirement, task and milestone its status', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, transport);
    const projectId = await projectOf(c);
    const before = await verification(c, projectId);
    expect(before.project).toMatchObject({ status: 'unverified', verified: 0, total: 13 });
    expect(before.runs).toEqual([]);

    expect(await report(c, projectId, VITEST)).toEqual({
      run_id: expect.any(String),
      tests: 6,
      passed: 4,
      failed: 1,
      skipped: 1,
      matched_criteria: ['AC-1.1', 'AC-2.1', 'AC-2.2'],
      unmatched_tests: 1,
      unknown_ids: ['AC-9.9'],
      ...(transport === 'rest' ? { unmatched_test_names: ['src/planner.test.ts › weekly meal planner > formats the week header'] } : {}),
    });
    expect(await report(c, projectId, PYTEST, 'def5678')).toMatchObject({ tests: 5, passed: 3, failed: 1, skipped: 1, matched_criteria: ['AC-3.1', 'AC-3.2', 'AC-3.3', 'AC-4.1', 'AC-4.2'], unknown_ids: [] });

    const v = await verification(c, projectId);
    // AC-1.1 passed; AC-2.1 had a failing and a passing test: failing; AC-2.2 was only skipped.
    expect(['AC-1.1', 'AC-2.1', 'AC-2.2', 'AC-3.1', 'AC-3.2', 'AC-4.1', 'AC-4.2', 'AC-5.1'].map((id) => statusOf(v, id))).toEqual(['verified', 'failing', 'unverified', 'verified', 'verified', 'failing', 'unverified', 'unverified']);
    expect(['FR-1', 'FR-2', 'FR-3', 'FR-4', 'FR-5'].map((id) => statusOf(v, id))).toEqual(['verified', 'failing', 'verified', 'failing', 'unverified']);
    expect([BUILD_FR1, BUILD_FR2, BUILD_FR3, BUILD_FR5, 'T-1'].map((id) => statusOf(v, id))).toEqual(['verified', 'failing', 'verified', 'unverified', 'unverified']);
    expect(statusOf(v, 'M-2')).toBe('failing');
    expect(v.project).toMatchObject({ status: 'failing', verified: 4, failing: 2, unverified: 7, stale: 0, total: 13 });
    expect(v.criteria.find((x) => x.id === 'AC-2.1')!.tests).toEqual(['src/shopping.test.ts › shopping list > AC-2.1 an item one parent adds appears for the other', 'src/shopping.test.ts › shopping list > AC-2.1 works offline']);
    // Unknown ids are those the latest run cites: the pytest run cites none.
    expect(v.unknown).toEqual([]);
    expect(v.runs.map((r) => [r.commit, r.tests, r.failed])).toEqual([
      ['def5678', 5, 1],
      ['abc1234', 6, 1],
    ]);
  });

  it('makes a pass stale when the criterion text changes, and lists a retired criterion the latest run still cites', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, transport);
    const projectId = await projectOf(c);
    await report(c, projectId, VITEST);
    const em = t.db.orm.em.fork();
    const ac = await em.findOneOrFail(SpecItemRow, { project: projectId, itemId: 'AC-1.1' });
    ac.statement = `${ac.statement} Within two taps.`;
    await em.flush();
    let v = await verification(c, projectId);
    expect(statusOf(v, 'AC-1.1')).toBe('stale');
    expect(statusOf(v, 'FR-1')).toBe('stale');

    // A new passing run on the new text verifies it again.
    await report(c, projectId, VITEST);
    expect(statusOf(await verification(c, projectId), 'AC-1.1')).toBe('verified');

    ac.status = 'superseded';
    await em.flush();
    v = await verification(c, projectId);
    expect(v.criteria.find((x) => x.id === 'AC-1.1')).toMatchObject({ status: 'stale', retired: true });
    // A retired criterion no longer counts in its requirement's or the project's totals.
    expect(v.project.total).toBe(12);
  });

  it('refuses done while criteria are not verified (naming them), accepts an override note, and lets verified tasks through', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, transport);
    const projectId = await projectOf(c);
    const refused = await markDone(c, projectId, BUILD_FR1);
    expect(refused).toMatchObject({ ok: false, code: 'EVIDENCE_MISSING', message: expect.stringContaining(`${BUILD_FR1} cannot be marked done: AC-1.1 (unverified) is not verified`) });
    if (transport === 'rest') {
      expect(refused.status).toBe(409);
      expect(refused.body.missing).toEqual([{ id: 'AC-1.1', status: 'unverified' }]);
    } else expect(refused.gqlCode).toBe('CONFLICT');
    // A task building no requirement (setup) needs no evidence.
    expect((await markDone(c, projectId, 'T-1')).ok).toBe(true);

    await report(c, projectId, VITEST);
    expect((await markDone(c, projectId, BUILD_FR1)).ok).toBe(true);
    expect(await markDone(c, projectId, BUILD_FR2)).toMatchObject({ ok: false, code: 'EVIDENCE_MISSING', message: expect.stringContaining('AC-2.1 (failing), AC-2.2 (unverified), AC-2.3 (unverified) are not verified') });

    const overridden = await markDone(c, projectId, BUILD_FR2, 'Verified by hand on staging');
    expect(overridden.ok).toBe(true);
    const fields = (transport === 'rest' ? (overridden.body.data as { fields: Record<string, unknown> }) : (overridden.data as { fields: Record<string, unknown> })).fields;
    expect(fields).toMatchObject({ status: 'done', evidenceOverride: 'Verified by hand on staging' });
  });
});

describe('test evidence: the REST body, limits and callers', () => {
  it('takes raw XML with commit and branch in the query string, and keeps the last 50 runs', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, 'rest');
    const projectId = await projectOf(c);
    const post = (xml: string, type = 'application/xml') => request(t.app).post(`/api/projects/${projectId}/test-results?commit=0a1b2c3&branch=feature%2Fx`).set('Authorization', `Bearer ${c.token}`).set('Content-Type', type).send(xml);
    const res = await post(VITEST);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ tests: 6, matched_criteria: ['AC-1.1', 'AC-2.1', 'AC-2.2'] });
    expect((await post(PYTEST, 'text/xml; charset=utf-8')).status).toBe(201);
    const small = '<testsuite><testcase name="AC-1.1 ok"/></testsuite>';
    for (let i = 0; i < 50; i += 1) expect((await post(small)).status).toBe(201);
    const runs = await t.db.orm.em.fork().find(TestRun, { project: projectId }, { orderBy: { createdAt: 'asc' } });
    expect(runs).toHaveLength(50);
    expect(runs.every((r) => r.tests === 1 && r.commit === '0a1b2c3' && r.branch === 'feature/x')).toBe(true);
  });

  it('answers 400 naming the line for malformed XML or a DOCTYPE, 413 past 5 MB or 20,000 cases', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, 'rest');
    const projectId = await projectOf(c);
    const post = (xml: string) => request(t.app).post(`/api/projects/${projectId}/test-results`).set('Authorization', `Bearer ${c.token}`).set('Content-Type', 'application/xml').send(xml);
    const broken = await post('<testsuite>\n<testcase name="a">\n</testsuite>');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', message: expect.stringContaining('line 3') });
    const xxe = await post('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><testsuite><testcase name="&x;"/></testsuite>');
    expect(xxe.status).toBe(400);
    expect(xxe.body.message).toContain('DOCTYPE');
    const huge = await post(bigReport(1000, 5300));
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
    const many = await post(bigReport(20_001));
    expect(many.status).toBe(413);
    expect(many.body.message).toBe('The report holds more than 20,000 test cases.');
    const jsonHuge = await c.rest('post', `/projects/${projectId}/test-results`, { format: 'junit', report: bigReport(1000, 5300) });
    expect([jsonHuge.status, jsonHuge.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await c.rest('post', `/projects/${projectId}/test-results`, { format: 'xunit', report: VITEST })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await t.db.orm.em.fork().count(TestRun, { project: projectId })).toBe(0);
  });

  it('ingests a 5 MB report of 20,000 cases without holding the event loop 100 ms at a time', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, 'rest');
    const projectId = await projectOf(c);
    // Bytes made before the clock starts: the test's own client must not be what holds the loop.
    const xml = Buffer.from(bigReport(20_000, 150));
    const stall = await longestStall(async () => {
      const res = await request(t.app).post(`/api/projects/${projectId}/test-results`).set('Authorization', `Bearer ${c.token}`).set('Content-Type', 'application/xml').send(xml);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ tests: 20_000, passed: 20_000 });
    });
    expect(stall).toBeLessThan(100);
  });

  it('refuses a read token (403 TOKEN_READ_ONLY) over REST and GraphQL, lets it read the verification, and takes a read-write token', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, 'rest');
    const projectId = await projectOf(c);
    const tokenOf = async (scope: string) => ((await c.rest('post', '/users/tokens', { name: scope, scope })).body.data as { token: string }).token;
    const reader = new AuthClient(t.app, 'rest');
    reader.token = await tokenOf('read');
    expect(await reader.rest('post', `/projects/${projectId}/test-results`, { report: VITEST })).toMatchObject({ status: 403, code: 'TOKEN_READ_ONLY' });
    const xml = await request(t.app).post(`/api/projects/${projectId}/test-results`).set('Authorization', `Bearer ${reader.token}`).set('Content-Type', 'application/xml').send(VITEST);
    expect([xml.status, xml.body.code]).toEqual([403, 'TOKEN_READ_ONLY']);
    const gqlReader = new AuthClient(t.app, 'graphql');
    gqlReader.token = reader.token;
    expect(await gqlReader.gql('mutation($p: ID!, $r: String!) { reportTestResults(projectId: $p, report: $r) { runId } }', { p: projectId, r: VITEST })).toMatchObject({ ok: false, code: 'TOKEN_READ_ONLY' });
    expect((await reader.rest('get', `/projects/${projectId}/verification`)).ok).toBe(true);
    const writer = new AuthClient(t.app, 'rest');
    writer.token = await tokenOf('read-write');
    expect((await writer.rest('post', `/projects/${projectId}/test-results`, { report: VITEST })).status).toBe(201);
  });

  it('the quality gate counts unverified Must criteria once the project has test results', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, 'rest');
    const projectId = await projectOf(c);
    const rule = async () => ((await c.rest('get', `/projects/${projectId}/analysis`)).body.data as { findings: { rule: string; itemId: string }[] }).findings.filter((f) => f.rule === 'must-unverified');
    expect(await rule()).toEqual([]);
    await request(t.app).post(`/api/projects/${projectId}/test-results`).set('Authorization', `Bearer ${c.token}`).set('Content-Type', 'application/xml').send(VITEST).expect(201);
    expect((await rule()).map((f) => f.itemId)).toEqual(['FR-2', 'FR-3', 'FR-4', 'FR-5']);
  });

  it('lets any task be done in a project whose require_evidence setting is off', async () => {
    const { c } = await signedInClient(t.app, t.db.orm, 'rest');
    const projectId = await projectOf(c, { require_evidence: false });
    expect((await markDone(c, projectId, BUILD_FR2)).ok).toBe(true);
  });
});
