import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient } from '../../test/auth-client.js';
import { signedInClient } from '../../test/project-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildSpecGraph, normaliseBrief } from '../generation/composer/index.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { saveGraph } from '../spec/spec.store.js';
import { TestRun } from './evidence.entity.js';
import { bigReport } from './testing/big-report.js';
import { longestStall } from './testing/loop-stall.js';

// GraphQL takes a test report as large as REST does (5 MB); every other operation keeps 1 MB.

const MB = 1024 * 1024;
const REPORT = 'mutation Report($p: ID!, $r: String!) { reportTestResults(projectId: $p, report: $r, commit: "abc1234") { runId tests passed } }';

let t: TestApp;
let token: string;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp();
  const { c } = await signedInClient(t.app, t.db.orm, 'rest');
  token = c.token!;
  const rest = new AuthClient(t.app, 'rest');
  rest.token = token;
  const created = await rest.rest('post', '/projects', { name: 'Meal planner', description: 'Report sizes' });
  projectId = (created.body.data as { id: string }).id;
  await saveGraph(t.db.orm.em.fork(), projectId, buildSpecGraph(normaliseBrief(sampleInput, '2026-01-05')));
});
afterAll(async () => {
  await t.close();
});

/** A report of 1,000 cases padded to `bytes` (within 1 KB). */
function reportOf(bytes: number): string {
  const base = bigReport(1000).length;
  const xml = bigReport(1000, Math.floor((bytes - base) / 1000));
  expect(Math.abs(Buffer.byteLength(xml) - bytes)).toBeLessThan(1024);
  return xml;
}

// Sent as JSON text: superagent then declares its Content-Length (a Buffer goes chunked, which
// the large path does not take). The stall measured below includes this client's own writing.
const post = (body: string | object) =>
  request(t.app)
    .post('/graphql')
    .set('Authorization', `Bearer ${token}`)
    .set('Content-Type', 'application/json')
    .send(typeof body === 'string' ? body : JSON.stringify(body));

const runs = () => t.db.orm.em.fork().count(TestRun, { project: projectId });

describe('GraphQL reportTestResults takes a report as large as REST does', () => {
  it('accepts a 4.9 MB report without holding the event loop 100 ms at a time', async () => {
    // The body made before the clock starts.
    const body = JSON.stringify({ query: REPORT, variables: { p: projectId, r: reportOf(4.9 * MB) } });
    expect(body.length).toBeGreaterThan(4.9 * MB);
    const before = await runs();
    const stall = await longestStall(async () => {
      const res = await post(body);
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.reportTestResults).toMatchObject({ tests: 1000, passed: 1000 });
    });
    console.info(`GraphQL 4.9 MB report: longest event-loop stall ${stall.toFixed(1)} ms`);
    expect(stall).toBeLessThan(100);
    expect(await runs()).toBeGreaterThan(before);
  });

  it("refuses a 5.1 MB report with REST's 413 code and message, storing nothing", async () => {
    const xml = reportOf(5.1 * MB);
    const before = await runs();
    const res = await post({ query: REPORT, variables: { p: projectId, r: xml } });
    expect(res.body.data?.reportTestResults ?? null).toBeNull();
    expect(res.body.errors[0]).toMatchObject({ message: 'The report is larger than 5 MB.', extensions: { appCode: 'PAYLOAD_TOO_LARGE' } });
    // REST's JSON form says the same words for the same report.
    const rest = await request(t.app).post(`/api/projects/${projectId}/test-results`).set('Authorization', `Bearer ${token}`).send({ format: 'junit', report: xml });
    expect([rest.status, rest.body.code, rest.body.message]).toEqual([413, 'PAYLOAD_TOO_LARGE', res.body.errors[0].message]);
    expect(await runs()).toBe(before);
  });

  it('answers 413 for a body past the report limit, as REST does', async () => {
    const res = await post({ query: REPORT, variables: { p: projectId, r: 'x'.repeat(6.5 * MB) } });
    expect(res.status).toBe(413);
    expect(res.body.errors[0]).toMatchObject({ message: 'The request body is too large.', extensions: { appCode: 'PAYLOAD_TOO_LARGE' } });
  });

  it('keeps 1 MB for every other operation, and for a report sent beside another field', async () => {
    const big = 'x'.repeat(1.2 * MB);
    const tooLarge = { message: 'The request body is too large.', extensions: { appCode: 'PAYLOAD_TOO_LARGE' } };
    const other = await post({ query: 'mutation($p: ID!, $d: String!) { updateProject(id: $p, input: { description: $d }) { id } }', variables: { p: projectId, d: big } });
    expect(other.status).toBe(413);
    expect(other.body.errors[0]).toMatchObject(tooLarge);
    const beside = await post({
      query: 'mutation($p: ID!, $r: String!) { reportTestResults(projectId: $p, report: $r) { runId } updateProject(id: $p, input: { name: "x" }) { id } }',
      variables: { p: projectId, r: big },
    });
    expect(beside.status).toBe(413);
    expect(beside.body.errors[0]).toMatchObject(tooLarge);
    const twoOperations = await post({ query: `${REPORT} query Other { __typename }`, operationName: 'Report', variables: { p: projectId, r: big } });
    expect(twoOperations.status).toBe(413);
    const batched = await post([{ query: REPORT, variables: { p: projectId, r: big } }]);
    expect(batched.status).toBe(413);
    const asQuery = await post({ query: 'query($r: String!) { __typename }', variables: { r: big } });
    expect(asQuery.status).toBe(413);
    // Under 1 MB the ordinary parser reads it, as before.
    const small = await post({ query: REPORT, variables: { p: projectId, r: reportOf(0.9 * MB) } });
    expect([small.status, small.body.data?.reportTestResults?.tests]).toEqual([200, 1000]);
  });

  it('checks a large body for nesting and broken JSON as the ordinary parser does', async () => {
    const pad = 'x'.repeat(1.2 * MB);
    const deep = `{"query":${JSON.stringify(REPORT)},"variables":{"p":"${projectId}","r":"${pad}","d":${'['.repeat(100)}${']'.repeat(100)}}}`;
    const tooDeep = await post(deep);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors[0].extensions.appCode).toBe('VALIDATION_FAILED');
    const broken = await post(`{"query":${JSON.stringify(REPORT)},"variables":{"r":"${pad}"`);
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0]).toMatchObject({ message: 'The request body is not valid JSON.', extensions: { appCode: 'BAD_REQUEST' } });
  });
});
