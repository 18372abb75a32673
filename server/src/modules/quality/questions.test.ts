import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../generation/composer/index.js';
import { briefCorpus } from '../generation/composer/planner/testing/brief-corpus.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { analyze } from './analyzer.js';
import { loadReferences } from './calibration/references.js';
import { itemQuestion } from './finding-questions.js';
import { askable, clarifyingQuestions, withAnswers } from './questions.js';

const ask = (input: Record<string, unknown>) => {
  const brief = normaliseBrief(input, '2026-01-05');
  const graph = buildSpecGraph(brief);
  const report = analyze({ brief, graph, documents: [] });
  return { brief, graph, report, questions: clarifyingQuestions(report.findings, graph, brief) };
};

describe('questions that fix findings', () => {
  it('every askable finding of the built-in sets can become a question; at most five are asked, highest impact first', () => {
    for (const ref of loadReferences()) {
      const { brief, graph, report, questions } = ask(ref.brief);
      const byId = new Map(graph.items.map((i) => [i.id, i]));
      for (const f of report.findings.filter((x) => askable(x.rule) && !x.rule.startsWith('brief-'))) {
        expect(itemQuestion(f, graph, brief, byId), `${ref.name} ${f.rule} ${f.itemId}`).not.toBeNull();
      }
      expect(questions.length).toBeGreaterThan(0);
      expect(questions.length).toBeLessThanOrEqual(5);
      expect(questions.map((q) => q.priority)).toEqual(questions.map((_q, i) => i + 1));
      for (const q of questions) expect(q.suggestions.length > 0 || q.question.length < 160, q.question).toBe(true);
    }
  });

  it('asks whenever the spec has an open question, and asks nothing of a spec with nothing to fix', () => {
    const vet = loadReferences().find((r) => r.name === 'vet-clinic')!;
    const brief = normaliseBrief(vet.brief, '2026-01-05');
    const clean = analyze({ brief, graph: vet.graph, documents: [] });
    expect(clarifyingQuestions(clean.findings, vet.graph, brief)).toEqual([]);
    const open = structuredClone(vet.graph);
    open.items.push({ id: 'Q-1', kind: 'question', title: 'Which clinics join the pilot?', statement: 'Which clinics join the pilot?', status: 'active', source: 'derived', fields: { resolved: false }, links: [] });
    const withOpen = analyze({ brief, graph: open, documents: [] });
    expect(clarifyingQuestions(withOpen.findings, open, brief)).toMatchObject([{ id: 'question:Q-1', field: 'additionalNotes', question: 'Which clinics join the pilot?' }]);
  });

  it('asks something of every thin or vague brief whose spec lists open questions', () => {
    const briefs = [
      briefCorpus.thinNotes!,
      briefCorpus.thinFitness!,
      { projectName: 'Notes', projectDescription: 'An app.' },
      { projectName: 'Pad', projectDescription: 'A fast, intuitive and scalable note app for everyone who wants notes.', keyFeatures: ['Fast intuitive note taking'] },
    ];
    for (const input of briefs) {
      const { graph, questions } = ask(input);
      const open = graph.items.filter((i) => i.kind === 'question' && i.status === 'active' && !i.fields.resolved);
      expect(open.length, String(input.projectName)).toBeGreaterThan(0);
      expect(questions.length, String(input.projectName)).toBeGreaterThan(0);
    }
  });

  it('an answer rewrites the brief entry its finding came from, and the finding is gone from the next spec', () => {
    const before = ask(sampleInput);
    const who = before.questions.find((q) => q.id === 'actor-mismatch:FR-4')!;
    expect(who).toMatchObject({ field: 'keyFeatures', suggestions: ['Busy parents', 'Health-conscious couples'] });
    const target =
      before.questions.find((q) => q.id.startsWith('metric-without-target:')) ??
      clarifyingQuestions(
        before.report.findings.filter((f) => f.rule === 'metric-without-target'),
        before.graph,
        before.brief,
      )[0]!;
    const next = withAnswers(
      { ...sampleInput },
      [who, target],
      [
        { questionId: who.id, answer: 'Busy parents' },
        { questionId: target.id, answer: '≥ 2,000 by month 6' },
      ],
    );
    expect(next.keyFeatures).toContain('Busy parents receive reminders to defrost and prep');
    expect(next.successMetrics).toContain('Weekly active families ≥ 2,000 by month 6');
    const after = ask(next);
    expect(after.report.findings.some((f) => f.rule === 'actor-mismatch' && f.itemId === 'FR-4')).toBe(false);
    expect(after.report.findings.some((f) => f.rule === 'metric-without-target' && f.itemId === 'SM-1')).toBe(false);
    // A target alone lifts testability (the rewritten feature changes how the built-in composer
    // words its criteria, which the gate then grades on their own merits).
    const targeted = ask(withAnswers({ ...sampleInput }, [target], [{ questionId: target.id, answer: '≥ 2,000 by month 6' }])).report;
    // One metric among hundreds of testability checks can move the rounded dimension by less than a
    // point: the rule's own count says the answer fixed it, and the dimension does not drop.
    const failedTargets = (r: typeof targeted) => r.rules.find((x) => x.rule === 'metric-without-target')!.failed;
    expect(failedTargets(targeted)).toBe(failedTargets(before.report) - 1);
    expect(targeted.dimensions.testability).toBeGreaterThanOrEqual(before.report.dimensions.testability);
  });

  it('an answer kept in the notes is not asked again', () => {
    // A brief whose spec asks a question answered in the notes (what a feature gives its users).
    const input = briefCorpus.events!;
    const before = ask(input);
    const note = before.questions.find((q) => q.write?.mode === 'note')!;
    const next = withAnswers({ ...input }, before.questions, [{ questionId: note.id, answer: 'The five dinners appear on the week view' }]);
    expect(String(next.additionalNotes)).toContain(': The five dinners appear on the week view');
    expect(ask(next).questions.map((q) => q.id)).not.toContain(note.id);
  });
});
