import { describe, expect, it } from 'vitest';
import { AI_RECOMMEND, briefFromWizardResponses, composeAll, composeDocument, ComposerPrerequisiteError, composeSections, normaliseBrief, streamSections } from './index.js';
import { sampleBrief, sampleInput } from './sample-brief.js';

describe('built-in composer on a realistic brief (MealMate)', () => {
  const docs = composeAll(sampleBrief);

  it('writes a PRD with cited ids, Given/When/Then criteria and linked metrics', () => {
    const prd = docs.prd.structured;
    // The wizard asks for the top 3-5 must-have features: all five are Must.
    expect(prd.requirements.map((r) => [r.id, r.title, r.priority])).toEqual([
      ['FR-1', 'Weekly meal planner', 'Must'],
      ['FR-2', 'Shared shopping list', 'Must'],
      ['FR-3', 'Recipe search with dietary filters', 'Must'],
      ['FR-4', 'Reminders to defrost and prep', 'Must'],
      ['FR-5', 'Nutrition insights dashboard', 'Must'],
    ]);
    expect(prd.journeys.map((j) => [j.id, j.frIds])).toEqual([
      ['UJ-1', ['FR-1', 'FR-2']],
      ['UJ-2', ['FR-3']],
    ]);
    expect(prd.metrics.find((m) => m.id === 'SM-2')).toMatchObject({ name: 'Shopping list completion rate', frIds: ['FR-2'] });
    // A metric no requirement's words explain stays unlinked and becomes an open question.
    expect(prd.metrics.find((m) => m.id === 'SM-3')).toMatchObject({ name: 'Paid conversion 5%', frIds: [] });
    expect(docs.prd.markdown).toContain('Which requirement moves "Paid conversion 5%" (SM-3)?');
    // Criteria come from the feature's own words, its journey step and its "with" detail; no latency in FRs.
    // The search pattern's criteria, adapted to what the feature searches for.
    expect(docs.prd.markdown).toContain('**Given** a health-conscious couple types part of a name or word, **when** they search, **then** matching recipes appear as they type');
    expect(docs.prd.markdown).toContain('**then** they can go on to "the shopping list fills itself" without starting over');
    expect(prd.requirements.flatMap((r) => r.acceptanceCriteria).some((c) => /\d+ ?ms/.test(c.then))).toBe(false);
    expect(prd.nfrs.find((n) => n.category === 'Performance')?.statement).toContain('500 ms');
    expect(docs.prd.markdown).toContain('Threshold: p95 ≤ 500 ms; interactive ≤ 2.5 s.');
    expect(prd.risks.map((r) => r.risk)).toEqual(expect.arrayContaining(['Low retention after the first week', 'Recipe licensing costs']));
    expect(docs.prd.structured.sections.map((s) => s.id)).toEqual([
      'overview',
      'problem',
      'users',
      'experience',
      'journeys',
      'functional_requirements',
      'non_goals',
      'scope',
      'success_metrics',
      'non_functional_requirements',
      'constraints',
      'risks',
      'competitors',
      'future',
      'assumptions',
    ]);
  });

  it('resolves the recommended stack, integrations and constraints with alternatives', () => {
    const plan = docs.implementation_plan.structured;
    expect(plan.stack.map((s) => s.choice)).toEqual(expect.arrayContaining(['React Native with Expo', 'PostgreSQL']));
    // Recommended only for a need a feature shows: reminders on iOS and Android need push.
    expect(plan.integrations.map((i) => i.choice)).toEqual(['Firebase Cloud Messaging']);
    expect(plan.entities.map((e) => e.name)).toEqual(expect.arrayContaining(['User', 'Meal', 'Recipe', 'Reminder']));
    expect(plan.constraints.some((c) => c.choice.includes('app-store review'))).toBe(true);
    expect(docs.implementation_plan.markdown).toContain('Alternatives: Flutter; Native Swift/SwiftUI.');
    expect(plan.phases.map((p) => p.name)).toEqual(['Foundations ready', 'Must requirements work end to end', 'Feature complete and user-tested', 'Launch']);
  });

  it('lays a dated roadmap on the 3-month timeline', () => {
    const rm = docs.roadmap.structured;
    expect(rm.window).toMatchObject({ timeline: '3 months', start: '2026-01-05', end: '2026-04-04', days: 90 });
    expect(rm.phases.map((p) => p.milestone.name)).toEqual(['Foundations ready', 'Must requirements work end to end', 'Feature complete and user-tested', 'Launch']);
    // The schedule's own finish, inside the window; the push integration comes before the reminders.
    expect(rm.phases.at(-1)!.milestone.date <= '2026-04-04').toBe(true);
    const task = (title: string) => rm.tasks.find((x) => x.title.includes(title))!;
    expect(task('Integrate Firebase Cloud Messaging').end < task('Build FR-4').start).toBe(true);
    expect(docs.roadmap.markdown).toContain('```mermaid\ngantt');
    expect(docs.roadmap.markdown).toContain('It fits the 3 months window');
    expect(docs.roadmap.markdown).toMatch(/Critical path: T-1, /);
  });

  it('cites the PRD ids in the later documents and draws Mermaid diagrams', () => {
    expect(docs.feature_breakdown.structured.features.map((f) => f.frId)).toEqual(['FR-1', 'FR-2', 'FR-3', 'FR-4', 'FR-5']);
    expect(docs.user_flows.structured.flows.map((f) => f.journeyId)).toEqual(['UJ-1', 'UJ-2']);
    expect(docs.user_flows.markdown).toContain('```mermaid\nflowchart TD');
    expect(docs.technical_architecture.markdown).toContain('```mermaid\nerDiagram');
    expect(docs.technical_architecture.markdown).toContain('```mermaid\nsequenceDiagram');
    expect(docs.technical_architecture.structured.sections.find((s) => s.id === 'nfrs')).toBeTruthy();
  });
});

describe('composer API', () => {
  it('refuses to compose out of order, naming what is missing', () => {
    const prd = composeDocument('prd', sampleBrief).structured;
    expect(() => composeDocument('implementation_plan', sampleBrief)).toThrow(ComposerPrerequisiteError);
    try {
      composeDocument('roadmap', sampleBrief, { prd });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ComposerPrerequisiteError);
      expect((e as ComposerPrerequisiteError).missing).toEqual(['implementation_plan']);
    }
  });

  it('streams the same sections, in order, as the assembled document', async () => {
    const prior = { prd: composeAll(sampleBrief).prd.structured };
    const doc = composeDocument('implementation_plan', sampleBrief, prior);
    const seen: string[] = [];
    for await (const { index, total, section } of streamSections('implementation_plan', sampleBrief, prior)) {
      expect(total).toBe(doc.structured.sections.length);
      expect(index).toBe(seen.length);
      expect(doc.markdown).toContain(section.markdown.trim());
      seen.push(section.id);
    }
    expect(seen).toEqual(doc.structured.sections.map((s) => s.id));
    expect(composeSections('implementation_plan', sampleBrief, prior).sections.map((s) => s.id)).toEqual(seen);
  });
});

describe('normaliseBrief', () => {
  it('trims, drops blank and duplicate entries and applies the spec defaults', () => {
    const b = normaliseBrief({ projectName: '  X  ', keyFeatures: [' A ', '', 'a', 'B', 7], platforms: ['web', 'Fridge', 'iOS'], techStack: [AI_RECOMMEND, 'Go'], timeline: 'soon', startDate: 'nope' }, new Date('2026-03-02T10:00:00Z'));
    expect(b).toMatchObject({
      projectName: 'X',
      keyFeatures: ['A', 'B', '7'],
      platforms: ['Web', 'iOS'],
      techStack: ['Go'],
      performanceExpectations: 'Medium',
      projectScope: 'standardMVP',
      timeline: null,
      startDate: '2026-03-02',
      securityConcerns: '',
    });
    expect(() => normaliseBrief({}, 'not a date')).toThrow(TypeError);
  });

  it('builds the brief from stored wizard sections', () => {
    const b = briefFromWizardResponses([{ responses: { projectName: 'MealMate', projectDescription: 'Plans dinners' } }, { responses: { keyFeatures: ['Planner'], performanceExpectations: 'High' } }, { responses: null }], '2026-01-01', '2026-02-03');
    expect(b).toMatchObject({ projectName: 'MealMate', keyFeatures: ['Planner'], performanceExpectations: 'High', startDate: '2026-02-03' });
  });
});

describe('timeline windows and rules', () => {
  const window = (timeline: string, startDate = '2026-01-31') => composeAll(normaliseBrief({ ...sampleInput, timeline, startDate }, startDate)).roadmap.structured.window;

  it('maps each timeline option onto a calendar window', () => {
    expect(window('ASAP', '2026-01-05')).toMatchObject({ end: '2026-02-15', days: 42, assumed: false });
    expect(window('1 month')).toMatchObject({ end: '2026-02-27' });
    expect(window('6 months')).toMatchObject({ end: '2026-07-30' });
    expect(window('1 year')).toMatchObject({ end: '2027-01-30', days: 365 });
    expect(window('Custom')).toMatchObject({ end: '2026-04-29', assumed: false, timeline: 'Custom' });
  });

  it('flags an overloaded timeline and recommends by platform, scope, performance and compliance', () => {
    const rush = composeAll(normaliseBrief({ ...sampleInput, timeline: 'ASAP' }, '2026-01-05'));
    // Three client platforms, GDPR and WCAG on a default team of three do not fit six weeks once each platform is built
    // (this used to read "It fits the ASAP window"): the roadmap says so, with its P85 date.
    expect(rush.roadmap.markdown).toMatch(/The plan overruns the ASAP window \(ending 2026-02-15\) by \d+ days/);
    expect(rush.roadmap.markdown).toContain('the P85 date does not fit the ASAP window (ending 2026-02-15)');
    const one = composeAll(normaliseBrief({ ...sampleInput, timeline: '1 month', teamSize: 1 }, '2026-01-05'));
    expect(one.roadmap.markdown).toMatch(/The plan overruns the 1 month window \(ending 2026-02-04\) by \d+ days/);

    const ios = composeAll(normaliseBrief({ ...sampleInput, platforms: ['iOS'], projectScope: 'quickTest', compliance: [] }, '2026-01-05'));
    expect(ios.implementation_plan.structured.stack.map((s) => s.choice)).toEqual(expect.arrayContaining(['Native Swift with SwiftUI', 'Supabase (managed PostgreSQL, auth, storage and edge functions)']));
    const regulated = composeAll(normaliseBrief({ ...sampleInput, compliance: ['HIPAA'], performanceExpectations: 'High' }, '2026-01-05'));
    const choices = regulated.implementation_plan.structured.stack.map((s) => s.choice);
    expect(choices).toContain('Redis (managed)');
    expect(choices.some((c) => c.startsWith('AWS'))).toBe(true);

    const chosen = composeAll(normaliseBrief({ ...sampleInput, techStack: ['Django', 'PostgreSQL'] }, '2026-01-05'));
    expect(chosen.implementation_plan.structured.stack.map((s) => [s.area, s.choice, s.source])).toEqual([
      ['Backend', 'Django', 'user'],
      ['Database', 'PostgreSQL', 'user'],
      // Layers the user left open are filled by the rules.
      ['Web client', 'React with TypeScript (Vite), responsive layouts', 'recommended'],
      ['Mobile client', 'React Native with Expo', 'recommended'],
      ['Hosting', 'Render (web service, managed PostgreSQL)', 'recommended'],
    ]);
  });
});
