import fc from 'fast-check';
import { createServer, type Server } from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, GOOD_PASSWORD } from './test/account-factories.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { deepJson, HEAVY_CHARS, heavyDraft, largestDraft, sentences } from './test/fuzz-arbitraries.js';
import { JSON_DEPTH_MESSAGE, MAX_JSON_DEPTH } from './core/http/json-body.js';
import { sampleInput } from './modules/generation/composer/sample-brief.js';

/**
 * Heavy inputs on every analysis-like operation, and how /healthz answered meanwhile. By default
 * every operation gets one fixed heavy input and every fixed input goes to one operation at least
 * (a diagonal of the grid) plus two generated drafts; `FUZZ_SIZE=full` (`pnpm test:fuzz`) sends
 * every fixed input to every operation and eight drafts. FUZZ_HEAVY sets the number of drafts.
 */
const FULL = process.env.FUZZ_SIZE === 'full';
const HEAVY_RUNS = Number(process.env.FUZZ_HEAVY ?? (FULL ? 8 : 2));
/** A /healthz asked while heavy work runs must come back within this (see `watched`). */
const HEALTHZ_BUDGET_MS = 200;
const heavyTally = { idleWorstHealthzMs: 0, retried: 0, operations: 0, healthzProbes: 0, worstHealthzMs: 0, worstLoopDelayMs: 0, statuses: {} as Record<string, number> };

describe('heavy inputs on every analysis-like operation never hold the event loop', () => {
  let t: TestApp;
  let server: Server;
  let token = '';
  let projectId = '';
  /**
   * Signed in, and a big answer left unparsed: this test shares the server's event loop, and
   * parsing megabytes of JSON here would be charged to the server's /healthz.
   */
  const auth = (r: request.Test) =>
    r
      .set('Authorization', `Bearer ${token}`)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text.length < 200_000 ? (JSON.parse(text) as unknown) : { bigAnswer: text.length, errors: text.startsWith('{"errors"') ? [{ message: text.slice(0, 300) }] : undefined }));
      });
  beforeAll(async () => {
    t = await createTestApp();
    server = createServer(t.app).listen(0);
    const { email } = await createUser(t.db.orm);
    token = (await request(server).post('/api/auth/login').send({ email, password: GOOD_PASSWORD })).body.token as string;
    const created = await auth(request(server).post('/api/projects')).send({ name: 'Heavy target', description: 'A project whose brief the fuzzer makes heavy' });
    projectId = created.body.data.id as string;
    // A generated PRD, so updates can be prepared; the brief is then replaced run after run.
    expect((await auth(request(server).put(`/api/projects/${projectId}/brief`)).send(sampleBrief)).status).toBe(200);
    expect((await auth(request(server).post(`/api/projects/${projectId}/documents/generate`))).status).toBeLessThan(300);
    for (let i = 0; i < 600; i += 1) {
      const items = (await auth(request(server).get(`/api/projects/${projectId}/documents`))).body.data as { status: string }[];
      if (items.length && !items.some((d) => d.status === 'queued' || d.status === 'generating')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // Each operation once with a small brief: the worker thread's start and a GraphQL document's
    // first compilation happen once per process, whatever the input, and are not measured.
    for (const op of ops) expect((await op.send(sampleBrief)).status).toBeLessThan(500);
  }, 300_000);
  afterAll(async () => {
    console.log(`heavy fuzz figures: ${JSON.stringify(heavyTally)}`);
    server?.close();
    await t?.close();
  });

  async function idleWorst(ms: number): Promise<number> {
    let worst = 0;
    for (const until = Date.now() + ms; Date.now() < until;) {
      const t0 = performance.now();
      await request(server).get('/healthz');
      worst = Math.max(worst, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
    return worst;
  }

  /** Runs `work` while /healthz is asked every 20 ms: its answer, the worst /healthz time and how long it ran. */
  async function watch(work: () => Promise<request.Response>): Promise<{ res: request.Response; worst: number; ms: number }> {
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let done = false;
    let worst = 0;
    const started = performance.now();
    const probe = (async () => {
      while (!done) {
        const t0 = performance.now();
        const res = await request(server).get('/healthz');
        worst = Math.max(worst, performance.now() - t0);
        heavyTally.healthzProbes += 1;
        expect(res.status).toBe(200);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const res = await Promise.resolve(work()).finally(() => {
      done = true;
    });
    const ms = performance.now() - started;
    await probe;
    loop.disable();
    heavyTally.operations += 1;
    heavyTally.worstLoopDelayMs = Math.max(heavyTally.worstLoopDelayMs, Math.round(loop.max / 1e6));
    return { res, worst, ms };
  }

  /**
   * `work` with /healthz watched: the worst answer must stay under 200 ms. On a shared machine a
   * process can lose the CPU for a while whatever it runs, so a run over 200 ms is judged against
   * /healthz with nothing running, measured right after for as long (up to 15 s): it must stay
   * within 200 ms of that, and gets one more try (with the idle measure taken again). A blocked event loop (what this guards against)
   * holds /healthz for seconds every time.
   */
  async function watched(what: string, work: () => Promise<request.Response>): Promise<request.Response> {
    let { res, worst, ms } = await watch(work);
    let idle = 0;
    if (worst >= HEALTHZ_BUDGET_MS) {
      idle = await idleWorst(Math.min(Math.max(ms, 2_000), 15_000));
      heavyTally.idleWorstHealthzMs = Math.max(heavyTally.idleWorstHealthzMs, Math.round(idle));
      if (worst >= HEALTHZ_BUDGET_MS + idle) {
        heavyTally.retried += 1;
        const again = await watch(work);
        if (again.worst < worst) ({ res, worst, ms } = again);
        if (worst >= HEALTHZ_BUDGET_MS + idle) idle = Math.max(idle, await idleWorst(Math.min(Math.max(ms, 2_000), 15_000)));
      }
    }
    heavyTally.worstHealthzMs = Math.max(heavyTally.worstHealthzMs, Math.round(worst));
    expect(worst, `/healthz took ${Math.round(worst)} ms during ${what} (${Math.round(ms)} ms; idle: ${Math.round(idle)} ms)`).toBeLessThan(HEALTHZ_BUDGET_MS + idle);
    return res;
  }

  const gql = (query: string, variables: Record<string, unknown>) => auth(request(server).post('/graphql')).send({ query, variables });
  type Op = { name: string; send: (body: Record<string, unknown> | string) => Promise<request.Response> };
  /** A raw string is sent as it is (deeply nested JSON); an object as the operation's input. */
  const raw = (r: request.Test, body: string) => r.set('Content-Type', 'application/json').send(body);
  const asVariables = (query: string, body: Record<string, unknown> | string) => (typeof body === 'string' ? raw(auth(request(server).post('/graphql')), `{"query": ${JSON.stringify(query)}, "variables": {"b": ${body}}}`) : gql(query, { b: body }));
  const saveBrief = (body: Record<string, unknown> | string) => (typeof body === 'string' ? raw(auth(request(server).put(`/api/projects/${projectId}/brief`)), body) : auth(request(server).put(`/api/projects/${projectId}/brief`)).send(body));
  const ops: Op[] = [
    { name: 'POST /api/briefs/analysis', send: (b) => (typeof b === 'string' ? raw(auth(request(server).post('/api/briefs/analysis')), b) : auth(request(server).post('/api/briefs/analysis')).send(b)) },
    { name: 'briefAnalysis', send: (b) => asVariables('query($b: JSONObject!) { briefAnalysis(brief: $b) { score findings { rule } } }', b) },
    { name: 'briefQuestions', send: (b) => asVariables('query($b: JSONObject!) { briefQuestions(brief: $b) { id } }', b) },
    { name: 'PUT brief + GET questions', send: async (b) => (await saveBrief(b), auth(request(server).get(`/api/projects/${projectId}/questions`))) },
    { name: 'PUT brief + clarifyingQuestions', send: async (b) => (await saveBrief(b), gql('query($id: ID!) { clarifyingQuestions(projectId: $id) { id } }', { id: projectId })) },
    { name: 'PUT brief + GET analysis', send: async (b) => (await saveBrief(b), auth(request(server).get(`/api/projects/${projectId}/analysis`))) },
    { name: 'PUT brief + POST patch', send: async (b) => (await saveBrief(b), auth(request(server).post(`/api/projects/${projectId}/patch`))) },
    { name: 'PUT brief + preparePatch', send: async (b) => (await saveBrief(b), gql('mutation($id: ID!) { preparePatch(projectId: $id) { id } }', { id: projectId })) },
  ];

  /** Well-formed either way: a success, or a 400/413 naming what is wrong; never a 5xx. */
  function expectAnswered(op: Op, res: request.Response): void {
    const where = `${op.name} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
    heavyTally.statuses[res.status] = (heavyTally.statuses[res.status] ?? 0) + 1;
    expect(res.status, where).toBeLessThan(500);
    const errors = (res.body as { errors?: { extensions?: { code?: string } }[] }).errors;
    if (errors) for (const e of errors) expect(e.extensions?.code, where).not.toBe('INTERNAL_SERVER_ERROR');
    if (res.status >= 400) expect(res.body.code ?? errors?.[0]?.extensions?.code, where).toEqual(expect.any(String));
  }

  /** 400 VALIDATION_FAILED with `message`: REST's status, or GraphQL's error (a refused variable is a 400 too). */
  const refused = (message: string) => (res: request.Response) => {
    const gqlError = res.body.status === 'error' ? undefined : (res.body as { errors?: { message: string; extensions?: { appCode?: string } }[] }).errors?.[0];
    expect(gqlError ? [gqlError.extensions?.appCode, gqlError.message] : [res.status, res.body.code, res.body.message]).toEqual(gqlError ? ['VALIDATION_FAILED', message] : [400, 'VALIDATION_FAILED', message]);
  };
  const sampleBrief = { ...sampleInput, startDate: undefined };
  const base = { projectName: 'Heavy', projectDescription: 'A heavy brief for the fuzzer, with owners booking walks.' };
  const fixed: [string, Record<string, unknown> | string, (res: request.Response) => void][] = [
    ['one 190 KB word', { ...base, projectDescription: 'a'.repeat(HEAVY_CHARS) }, refused('projectDescription must be at most 5000 characters')],
    ['190 KB of sentences', { ...base, projectDescription: sentences(HEAVY_CHARS) }, refused('projectDescription must be at most 5000 characters')],
    ['a 20 KB key feature', { ...base, keyFeatures: [sentences(20_000)] }, refused('Each entry of keyFeatures must be at most 500 characters')],
    ['the largest valid brief', largestDraft(), (res) => expect([res.status, res.body.errors]).toEqual([200, undefined])],
    [`JSON nested 100,000 levels`, `{"projectName": "Deep", "keyFeatures": ${deepJson(100_000)}}`, refused(JSON_DEPTH_MESSAGE)],
    [`JSON nested ${MAX_JSON_DEPTH + 1} levels`, `{"projectName": "Deep", "x": ${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}}`, refused(JSON_DEPTH_MESSAGE)],
  ];

  /**
   * Which fixed input goes to which operation: all of them to each in the full run, else a
   * diagonal. The diagonal is shifted by one so the largest valid brief goes to briefQuestions,
   * not to a PUT: a saved largest brief makes the later patch operations take tens of seconds.
   */
  const grid = FULL ? ops.flatMap((op) => fixed.map((input) => ({ op, input }))) : Array.from({ length: Math.max(ops.length, fixed.length) }, (_, i) => ({ op: ops[i % ops.length] as Op, input: fixed[(i + 1) % fixed.length] as (typeof fixed)[number] }));
  const seenInputs = new Set<string>();

  it.each(ops.map((op) => [op.name, op] as const))(
    '%s: fixed heavy inputs answer well-formed while /healthz stays under 200 ms',
    async (_name, op) => {
      const inputs = grid.filter((row) => row.op === op).map((row) => row.input);
      expect(inputs.length).toBeGreaterThan(0);
      for (const [what, body, check] of inputs) {
        seenInputs.add(what);
        const res = await watched(`${op.name}: ${what}`, () => op.send(body));
        expectAnswered(op, res);
        // The project operations answer for the brief saved last; their own status is checked above.
        if (!op.name.startsWith('PUT')) check(res);
      }
    },
    600_000,
  );

  it('sent every fixed heavy input to an operation', () => {
    expect(fixed.map(([what]) => what).filter((what) => !seenInputs.has(what))).toEqual([]);
  });

  it(`answers ${HEAVY_RUNS} generated heavy drafts on random operations while /healthz stays under 200 ms`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ops), heavyDraft, async (op, draft) => {
        expectAnswered(op, await watched(`${op.name}: ${JSON.stringify(draft).slice(0, 80)}`, () => op.send({ ...base, ...draft })));
      }),
      { numRuns: HEAVY_RUNS, seed: 20261126, endOnFailure: true },
    );
  }, 900_000);
});
