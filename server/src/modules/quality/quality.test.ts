import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { documentClient } from '../documents/testing/document-client.js';
import { sampleInput } from '../generation/composer/sample-brief.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Loose = Record<string, unknown>;
type Question = { id: string; field: string; question: string; why: string; suggestions: string[]; priority: number };

const ANALYSIS =
  'score ready headline dimensions { completeness clarity testability traceability feasibility specificity } verdicts { dimension score verdict summary rules { rule severity count } } findings { rule severity dimension itemId document section message suggestion } history { score }';

describe('the quality gate over both transports', () => {
  it('grades a thin brief low, asks about it, writes the answers into the brief and scores higher', async () => {
    const { c } = await documentClient(t.app, t.db.orm, 'rest');
    const created = await c.createProject({ name: 'Notes', description: 'An app.' });
    const id = created.data.id as string;

    const rest = await c.rest('get', `/projects/${id}/analysis`);
    expect(rest.ok, JSON.stringify(rest.body)).toBe(true);
    const report = rest.body.data as { score: number; findings: Loose[]; history: unknown[]; dimensions: Loose };
    expect(report.score).toBeLessThanOrEqual(30);
    expect(report.findings[0]).toMatchObject({ rule: 'brief-features', severity: 'critical', itemId: null });
    expect(Object.keys(report.findings[0]!)).toEqual(expect.arrayContaining(['rule', 'severity', 'itemId', 'document', 'section', 'message', 'suggestion']));
    // The dimensions stay numbers; the verdicts sit beside them, one per dimension with the findings behind it.
    expect(Object.values(report.dimensions).every((v) => typeof v === 'number')).toBe(true);
    const verdicts = (rest.body.data as { verdicts: { dimension: string; verdict: string; rules: { rule: string }[] }[] }).verdicts;
    expect(verdicts.map((v) => v.dimension)).toEqual(['completeness', 'clarity', 'testability', 'traceability', 'feasibility', 'specificity']);
    expect(verdicts.find((v) => v.dimension === 'completeness')).toMatchObject({ verdict: 'broken', rules: expect.arrayContaining([expect.objectContaining({ rule: 'brief-features' })]) });
    expect(rest.body.data).toMatchObject({ ready: false, headline: expect.stringMatching(/completeness from broken to thin/) });
    const gql = await c.gql(`query($id: ID!) { analysis(projectId: $id) { ${ANALYSIS} } }`, { id });
    expect(gql.ok, JSON.stringify(gql.body)).toBe(true);
    expect((gql.data as Loose).score).toBe(report.score);
    expect((gql.data as { findings: unknown[] }).findings).toEqual(report.findings);
    expect(gql.data).toMatchObject({ ready: false, headline: (rest.body.data as Loose).headline, verdicts: (rest.body.data as Loose).verdicts });
    // Same input, same report: asking again adds no history point.
    const again = await c.rest('get', `/projects/${id}/analysis`);
    expect(JSON.stringify((again.body.data as Loose).findings)).toBe(JSON.stringify(report.findings));
    expect((again.body.data as { history: unknown[] }).history).toHaveLength(1);

    const asked = await c.rest('get', `/projects/${id}/questions`);
    const questions = (asked.body.data as { questions: Question[] }).questions;
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThanOrEqual(5);
    expect(questions[0]).toMatchObject({ id: 'keyFeatures', field: 'keyFeatures', priority: 1 });
    for (const q of questions) expect(q.why.length).toBeGreaterThan(20);
    const viaGql = await c.gql(`query($id: ID!) { clarifyingQuestions(projectId: $id) { id field priority } }`, { id });
    expect((viaGql.data as unknown as Question[]).map((q) => q.id)).toEqual(questions.map((q) => q.id));

    const answered = await c.rest('post', `/projects/${id}/questions/answers`, {
      answers: [
        { question_id: 'keyFeatures', answer: 'Capture notes by voice\nTag notes by project\nSearch notes by keyword' },
        { question_id: 'problemStatement', answer: 'Field engineers lose notes scribbled on paper and spend evenings retyping them.' },
      ],
    });
    expect(answered.ok, JSON.stringify(answered.body)).toBe(true);
    const after = answered.body.data as { score: number; history: { score: number }[] };
    expect(after.score).toBeGreaterThan(report.score);
    expect(after.history.map((h) => h.score)).toEqual([report.score, after.score]);
    const brief = await c.rest('get', `/projects/${id}/brief`);
    expect((brief.body.data as Loose).version).toBe(1);
    expect(((brief.body.data as Loose).brief as Loose).keyFeatures).toEqual(['Capture notes by voice', 'Tag notes by project', 'Search notes by keyword']);

    const gqlAnswer = await c.gql(`mutation($id: ID!) { answerClarifyingQuestions(projectId: $id, answers: [{ questionId: "userPersonas", answer: "Field engineer on site visits" }]) { score } }`, { id });
    expect(gqlAnswer.ok, JSON.stringify(gqlAnswer.body)).toBe(true);
    expect((gqlAnswer.data as Loose).score).toBeGreaterThan(after.score);
  });

  it("asks about the findings of a rich brief's built-in spec, and an answer rewrites the brief entry behind one", async () => {
    const { c } = await documentClient(t.app, t.db.orm, 'rest');
    const id = (await c.createProject({ name: 'MealMate', description: sampleInput.projectDescription })).data.id as string;
    const { startDate: _start, ...brief } = sampleInput;
    const saved = await c.rest('put', `/projects/${id}/brief`, { ...brief, base_version: 0 });
    expect(saved.ok, JSON.stringify(saved.body)).toBe(true);
    const report = (await c.rest('get', `/projects/${id}/analysis`)).body.data as { score: number; ready: boolean; findings: Loose[] };
    expect(report.ready).toBe(false);
    // Catalogue and own-words criteria: nothing shared once each requirement's own words are removed.
    expect(report.findings.filter((f) => f.rule === 'duplicate-criteria')).toEqual([]);
    const questions = ((await c.rest('get', `/projects/${id}/questions`)).body.data as { questions: (Question & Loose)[] }).questions;
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThanOrEqual(5);
    for (const q of questions) expect(q).not.toHaveProperty('write');
    const who = questions.find((q) => q.id === 'actor-mismatch:FR-4')!;
    expect(who.suggestions).toEqual(['Busy parents', 'Health-conscious couples']);
    const answered = await c.rest('post', `/projects/${id}/questions/answers`, { answers: [{ question_id: who.id, answer: 'Busy parents' }] });
    expect(answered.ok, JSON.stringify(answered.body)).toBe(true);
    const after = answered.body.data as { findings: Loose[]; history: unknown[] };
    expect(after.findings.some((f) => f.rule === 'actor-mismatch' && f.itemId === 'FR-4')).toBe(false);
    expect(after.history).toHaveLength(2);
    const features = (((await c.rest('get', `/projects/${id}/brief`)).body.data as Loose).brief as Loose).keyFeatures as string[];
    expect(features[3]).toBe('Busy parents receive reminders to defrost and prep');
  });

  it('refuses answers to questions it did not ask, and empty answers, with clear messages', async () => {
    const { c } = await documentClient(t.app, t.db.orm, 'rest');
    const id = (await c.createProject({ name: 'Notes', description: 'An app.' })).data.id as string;
    const unknown = await c.rest('post', `/projects/${id}/questions/answers`, { answers: [{ question_id: 'favouriteColour', answer: 'Blue' }] });
    expect(unknown).toMatchObject({ ok: false, status: 400, code: 'VALIDATION_FAILED' });
    expect(unknown.body.message).toMatch(/No open question favouriteColour/);
    const empty = await c.rest('post', `/projects/${id}/questions/answers`, { answers: [{ question_id: 'keyFeatures', answer: '   ' }] });
    expect(empty).toMatchObject({ ok: false, status: 400, code: 'VALIDATION_FAILED' });
    const none = await c.rest('post', `/projects/${id}/questions/answers`, {});
    expect(none).toMatchObject({ ok: false, status: 400, code: 'VALIDATION_FAILED' });
  });

  it('grades a wizard draft before the project exists, the same on both transports', async () => {
    const { c } = await documentClient(t.app, t.db.orm, 'graphql');
    const draft = { projectName: 'Notes', projectDescription: 'An app.' };
    const rest = await c.rest('post', '/briefs/analysis', draft);
    expect(rest.ok, JSON.stringify(rest.body)).toBe(true);
    const data = rest.body.data as { score: number; questions: Question[]; findings: unknown[] };
    expect(data.score).toBeLessThanOrEqual(30);
    expect(data.questions[0]!.id).toBe('keyFeatures');
    const gql = await c.gql(`query($b: JSONObject!) { briefAnalysis(brief: $b) { score findings { rule } } briefQuestions(brief: $b) { id } }`, { b: draft });
    expect(gql.ok, JSON.stringify(gql.body)).toBe(true);
    expect(gql.body.data).toMatchObject({ briefAnalysis: { score: data.score }, briefQuestions: data.questions.map((q) => ({ id: q.id })) });
    expect(await c.rest('post', '/briefs/analysis', ['not', 'an', 'object'])).toMatchObject({ ok: false, status: 400 });
  });
});
