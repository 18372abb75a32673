import type { ComposerBrief } from '../generation/composer/index.js';
import type { SpecGraph } from '../spec/graph.js';
import { itemQuestion, type AnswerWrite } from './finding-questions.js';
import type { Finding } from './rule.js';

/** A question whose answer is written into one brief field (a wizard field name). */
export interface ClarifyingQuestion {
  id: string;
  field: string;
  question: string;
  why: string;
  suggestions: string[];
  /** The field is a list: the answer adds entries, one per line. */
  list: boolean;
  priority: number;
}

type Template = Omit<ClarifyingQuestion, 'id' | 'priority'>;

/** Brief findings in the order they matter, each with the question that fixes it. */
const fromFindings: Record<string, Template> = {
  'brief-features': {
    field: 'keyFeatures',
    question: 'What must users be able to do in the first release? Name three to five things, one per line.',
    why: 'Every requirement, acceptance criterion and roadmap task is built from the key features; without them they are guesses.',
    suggestions: [],
    list: true,
  },
  'brief-description': {
    field: 'projectDescription',
    question: 'Who is it for, and what do they get done with it?',
    why: 'The description frames every document: personas, scope and the first journey come from it.',
    suggestions: [],
    list: false,
  },
  'brief-problem': {
    field: 'problemStatement',
    question: 'What problem does it solve, in your users’ own words? What do they do today instead?',
    why: 'The PRD’s problem section and the success metrics are measured against it.',
    suggestions: [],
    list: false,
  },
  'brief-personas': {
    field: 'userPersonas',
    question: 'Who are the main users? One kind of user per line, with what sets them apart.',
    why: 'Requirements, journeys and acceptance criteria name who acts; without personas they speak of “users”.',
    suggestions: [],
    list: true,
  },
  'brief-metrics': {
    field: 'successMetrics',
    question: 'How will you know it works? One metric per line, with a target.',
    why: 'Without success metrics nothing tells whether the release did its job, and no analytics are planned.',
    suggestions: ['Weekly active users ≥ 500 by month 3', 'Week-4 retention ≥ 25%', 'Task completion rate ≥ 80% in usability tests'],
    list: true,
  },
  'brief-timeline': {
    field: 'timeline',
    question: 'When should the first release ship?',
    why: 'The roadmap’s dates and whether the scope fits are computed from the timeline.',
    suggestions: ['1 month', '3 months', '6 months'],
    list: false,
  },
  'brief-journeys': {
    field: 'userJourneys',
    question: 'What is the main journey of each persona? Steps joined by →, one journey per line.',
    why: 'User flows and the usability test plan follow the journeys; otherwise they are proposed from the features.',
    suggestions: [],
    list: false,
  },
  'brief-risks': {
    field: 'risks',
    question: 'What is most likely to go wrong, and what will you do about it? One risk per line, the mitigation after a colon.',
    why: 'The PRD keeps your mitigations; without them it can only suggest generic ones.',
    suggestions: [],
    list: false,
  },
  'brief-non-goals': {
    field: 'nonGoals',
    question: 'What will the first release not do? One per line.',
    why: 'Non-goals keep the scope honest and stop requirements from growing.',
    suggestions: [],
    list: true,
  },
};

/** The PRD's own open questions that a brief field answers. */
const fromOpenQuestions: [RegExp, Template][] = [
  [/business outcome/i, { field: 'businessGoals', question: 'Which business outcome decides whether this project was worth it?', why: 'The roadmap’s milestones and the metrics are chosen to show it.', suggestions: [], list: false }],
  [/use today instead/i, { field: 'competitors', question: 'What do target users use today instead (including spreadsheets and doing nothing)?', why: 'The PRD positions the product against it.', suggestions: [], list: false }],
];

/** A question with how its answer is written (kept on the server; the API shows the question). */
export type AskedQuestion = ClarifyingQuestion & { write?: AnswerWrite };

const weight: Record<Finding['severity'], number> = { critical: 8, high: 4, medium: 2, low: 1 };

/**
 * Up to five questions, highest impact first (the severity of the finding each one fixes; the
 * brief's own gaps before item findings of the same severity): the brief findings, the findings on
 * items a person can settle in a few words, and the PRD's open questions. Whenever there is an
 * open question or a fixable finding, there is at least one question.
 */
export function clarifyingQuestions(findings: readonly Finding[], graph: SpecGraph | null, brief: ComposerBrief | null = null): AskedQuestion[] {
  const out: { t: Template & { id?: string; write?: AnswerWrite }; w: number }[] = [];
  const seen = new Set<string>();
  const add = (key: string, t: Template & { id?: string; write?: AnswerWrite }, w: number) => {
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ t, w });
  };
  for (const [rule, t] of Object.entries(fromFindings)) {
    const f = findings.find((x) => x.rule === rule);
    if (f) add(t.field, t, weight[f.severity]);
  }
  for (const q of graph?.items.filter((i) => i.kind === 'question' && i.status === 'active' && !i.fields.resolved) ?? []) {
    const hit = fromOpenQuestions.find(([re]) => re.test(q.title));
    if (hit) add(hit[1].field, hit[1], 1);
  }
  const byId = new Map((graph?.items ?? []).map((i) => [i.id, i]));
  for (const f of findings) {
    const q = itemQuestion(f, graph, brief, byId);
    if (!q) continue;
    // Asked once: its answer is in the notes already, for the builder (and a composer that reads it).
    if (q.write.mode === 'note' && brief?.additionalNotes.includes(`${q.write.label}:`)) continue;
    // One question per brief entry it rewrites: two answers cannot both replace one feature. An
    // answer that rewrites the brief fixes the finding; one kept in the notes only records it.
    add(q.write.mode === 'replace' ? `${q.field}=${q.write.match}` : q.id, q, weight[f.severity] - (q.write.mode === 'note' ? 0.5 : 0));
  }
  return out
    .map((x, i) => ({ ...x, i }))
    .sort((a, b) => b.w - a.w || a.i - b.i)
    .slice(0, 5)
    .map(({ t }, i) => ({ id: t.id ?? t.field, field: t.field, question: t.question, why: t.why, suggestions: t.suggestions, list: t.list, priority: i + 1, ...(t.write ? { write: t.write } : {}) }));
}

const askableItemRules = new Set([
  'metric-without-target',
  'risk-without-mitigation',
  'actor-mismatch',
  'generic-requirement',
  'ungrammatical-statement',
  'not-singular',
  'missing-edge-case',
  'untestable-criterion',
  'duplicate-criteria',
  'vague-term',
  'constraint-unaddressed',
  'open-question',
  'integration-unexplained',
]);
/** Rules a clarifying question is asked for (its answer goes into the brief). */
export const askable = (rule: string): boolean => rule in fromFindings || askableItemRules.has(rule);
/** Rules whose answer rewrites the brief entry the next spec is built from, so answering fixes the finding. */
const rewriteRules = new Set(['integration-unexplained', 'metric-without-target', 'risk-without-mitigation', 'actor-mismatch', 'generic-requirement', 'ungrammatical-statement', 'not-singular']);
export const answerFixes = (rule: string): boolean => rule in fromFindings || rewriteRules.has(rule);

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** One answer written as its question says: an entry or line replaced, or a line added to the notes. */
function written(current: unknown, q: AskedQuestion, text: string): unknown {
  const w = q.write!;
  if (w.mode === 'note') {
    const notes = typeof current === 'string' ? current.trim() : '';
    return `${notes ? `${notes}\n` : ''}${w.label}: ${text}`;
  }
  const entry = `${w.prefix}${text}${w.suffix}`;
  if (Array.isArray(current)) {
    const list = current as string[];
    const at = list.findIndex((e) => same(e, w.match));
    return at >= 0 ? list.map((e, i) => (i === at ? entry : e)) : [...list, entry];
  }
  const lines = typeof current === 'string' && current.trim() ? current.split('\n') : [];
  const at = lines.findIndex((l) => same(l.split(/:|—| - /)[0]!, w.match));
  return (at >= 0 ? lines.map((l, i) => (i === at ? entry : l)) : [...lines, entry]).join('\n');
}

/**
 * The brief with the answers written in: a list field gains the answer's lines (no duplicates), a
 * text field takes the answer (added after what it said, for the description and problem).
 */
export function withAnswers(draft: Record<string, unknown>, questions: readonly AskedQuestion[], answers: readonly { questionId: string; answer: string }[]): Record<string, unknown> {
  const next = { ...draft };
  for (const a of answers) {
    const q = questions.find((x) => x.id === a.questionId)!;
    const text = a.answer.trim();
    if (q.write) next[q.field] = written(next[q.field], q, text);
    else if (q.list) {
      const current = Array.isArray(next[q.field]) ? (next[q.field] as string[]) : [];
      const lines = text
        .split('\n')
        .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
        .filter(Boolean);
      next[q.field] = [...current, ...lines.filter((l) => !current.includes(l))];
    } else {
      const current = typeof next[q.field] === 'string' ? (next[q.field] as string).trim() : '';
      const appends = q.field === 'projectDescription' || q.field === 'problemStatement' || q.field === 'userJourneys' || q.field === 'risks';
      next[q.field] = appends && current ? `${current}${q.field === 'userJourneys' || q.field === 'risks' ? '\n' : ' '}${text}` : text;
    }
  }
  return next;
}

/** What the API shows of a question: how its answer is written stays on the server. */
export const shownQuestion = ({ write: _write, ...q }: AskedQuestion): ClarifyingQuestion => q;

/**
 * A wizard draft's questions, before the project exists. The wizard writes answers into the
 * draft's fields itself (a list gains lines, a text is set), so only questions answered that way
 * are asked; rewriting one entry of a list waits for the project.
 */
export function draftQuestionsOf(findings: readonly Finding[], graph: SpecGraph, brief: ComposerBrief): ClarifyingQuestion[] {
  return clarifyingQuestions(findings, graph, brief)
    .filter((q) => !q.write)
    .map((q, i) => ({ ...shownQuestion(q), priority: i + 1 }));
}
