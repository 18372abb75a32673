import { linked, type SpecGraph, type SpecItem } from '../../../spec/graph.js';
import { scopeInfo, type ComposerBrief, wantsRecommendation } from '../brief.js';
import { buildPersonas } from '../planner/build-people.js';
import { singularWords, type PersonaRef } from '../reader/personas.js';
import { buildSpecGraph } from '../planner/build-graph.js';
import { constraintCapabilities, sentencesOf } from '../planner/constraint-reading.js';
import { detailOf } from '../planner/feature-answers.js';
import { readFeature } from '../reader/read-feature.js';
import { statedTeamSize } from '../reader/read-brief.js';
import { toldFeatures } from '../reader/integration-uses.js';
import { textLines } from '../text.js';

/**
 * "Here is what I understood": the brief read back as the generator will use it — who does each
 * key feature, which integration serves which feature, the team size, what each technical
 * constraint implies and each metric's target — each line saying where it came from and what a
 * one-click correction can pick. Read off the composed spec graph, so it always agrees with what
 * generation will produce; a correction saved in the brief (featureDetails' actor,
 * integrationUses, teamSize) changes the graph and shows here as `answer`.
 */

/** Where a line came from: the user's own correction, the brief's words, a catalogue pattern, an inference, or nothing (a question). */
export type UnderstandingSource = 'answer' | 'brief' | 'pattern' | 'guess' | 'unknown';
export type UnderstandingTopic = 'actor' | 'integration' | 'team_size' | 'constraint' | 'metric';
/** How a line is corrected: pick a persona, toggle the features an integration serves, pick a number, or edit the brief field. */
export type UnderstandingCorrection = 'actor' | 'integration_features' | 'team_size' | 'edit';

export interface UnderstoodLine {
  /** Stable within a brief: `actor:FR-2`, `integration:INT-1`, `team_size`, `constraint:1`, `metric:SM-1`. */
  key: string;
  topic: UnderstandingTopic;
  /** The spec item the line is about, if any. */
  itemId: string | null;
  /** The key feature, integration, constraint or metric, in the brief's words. */
  subject: string;
  /** One sentence: what the generator took it to mean. */
  understood: string;
  /** The current value(s): a persona's entry, the features served, the number, the implications, the target. */
  values: string[];
  source: UnderstandingSource;
  /** Where it came from, in words. */
  evidence: string;
  /** Asked instead of guessed, when nothing says. */
  question: string | null;
  correction: UnderstandingCorrection;
  /** What a one-click correction picks from (personas, key features, team sizes); [] for `edit`. */
  choices: string[];
  /** The brief field a correction writes. */
  field: string;
}

export interface Understanding {
  lines: UnderstoodLine[];
}

/** Team sizes offered in one click; any 1–50 may be saved. */
export const TEAM_SIZE_CHOICES = Array.from({ length: 12 }, (_, i) => String(i + 1));

const quote = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function questionAbout(graph: SpecGraph, id: string): string | null {
  const q = graph.items.find((i) => i.kind === 'question' && linked(i, 'concerns').includes(id));
  return q?.title ?? null;
}

function actorLine(brief: ComposerBrief, graph: SpecGraph, personas: readonly PersonaRef[], r: SpecItem): UnderstoodLine {
  const feature = r.title;
  const base = { key: `actor:${r.id}`, topic: 'actor' as const, itemId: r.id, subject: feature, correction: 'actor' as const, choices: [...brief.userPersonas], field: 'featureDetails' };
  const ref = personas.find((p) => p.item.id === linked(r, 'serves')[0]) ?? null;
  const entry = ref && typeof ref.item.fields.entry === 'string' ? ref.item.fields.entry : null;
  // Something the product sends is received, not done.
  const sent = r.fields.form === 'receive';
  const doing = (who: string) => `${who} ${sent ? 'receives' : 'does'} “${feature}”`;
  const found = detailOf(brief, feature);
  if (found?.detail.actor && ref) {
    return { ...base, understood: doing(ref.name), values: [found.detail.actor], source: 'answer', evidence: `Your answer (brief:featureDetails#${found.n})`, question: null };
  }
  if (ref && !entry) {
    return { ...base, understood: doing(ref.name), values: [], source: 'guess', evidence: 'No personas were given: one primary user stands in for everyone', question: null };
  }
  const reading = readFeature(feature, personas);
  if (ref && entry) {
    const named = reading.persona === ref && singularWords(feature).some((w) => ref.heads.includes(w));
    const journey = graph.items.find((j) => j.kind === 'journey' && j.fields.proposed !== true && linked(j, 'needs').includes(r.id) && linked(j, 'performed_by').length === 1 && linked(j, 'performed_by')[0] === ref.item.id);
    const [source, evidence]: [UnderstandingSource, string] = named
      ? ['brief', `The feature names them (“${ref.name}”)`]
      : journey
        ? ['brief', `The journey “${quote(journey.statement)}”`]
        : personas.length === 1
          ? ['guess', 'The only persona the brief names']
          : sent
            ? ['guess', 'It is sent about what they hold (a loan, a booking, an order), as their description or journey shows']
            : ['guess', 'Their description shares words with the feature'];
    // Kept from a journey step sharing a word of its detail while who does it is asked (issue 30): a guess, with its question.
    const asked = named ? undefined : graph.items.find((i) => i.kind === 'question' && i.fields.topic === 'actor' && linked(i, 'concerns').includes(r.id));
    if (asked) return { ...base, understood: doing(ref.name), values: [entry], source: 'guess', evidence: 'A journey step shares a word of its detail, not the feature itself', question: asked.title };
    return { ...base, understood: doing(ref.name), values: [entry], source, evidence, question: null };
  }
  if (reading.people) {
    return { ...base, understood: doing(reading.people), values: [], source: 'brief', evidence: `The feature names who does it (“${reading.people}”), and no persona matches`, question: null };
  }
  const asked = graph.items.find((i) => i.kind === 'question' && i.fields.topic === 'actor' && linked(i, 'concerns').includes(r.id));
  const question = asked?.title ?? `Who ${sent ? 'receives' : 'does'} “${feature}”?`;
  return sent
    ? { ...base, understood: `Nobody yet: who receives “${feature}” is not known`, values: [], source: 'unknown', evidence: 'Neither the feature, a journey nor a persona shows who it is sent to', question }
    : { ...base, understood: `Nobody yet: who does “${feature}” is not known`, values: [], source: 'unknown', evidence: 'Neither the feature nor a journey shows which persona does it', question };
}

function integrationLine(brief: ComposerBrief, graph: SpecGraph, requirements: readonly SpecItem[], it: SpecItem): UnderstoodLine {
  const name = it.title;
  const users = requirements.filter((r) => linked(r, 'uses').includes(it.id)).map((r) => r.title);
  const base = { key: `integration:${it.id}`, topic: 'integration' as const, itemId: it.id, subject: name, values: users, correction: 'integration_features' as const, choices: [...brief.keyFeatures], field: 'integrationUses' };
  const purpose = typeof it.fields.purpose === 'string' ? it.fields.purpose : null;
  const serves = `${name} serves ${users.map((u) => `“${u}”`).join(', ')}`;
  if (toldFeatures(brief.integrationUses, name).length) return { ...base, understood: serves, source: 'answer', evidence: 'Your correction (brief:integrationUses)', question: null };
  if (!users.length) {
    const question = questionAbout(graph, it.id) ?? `Which key feature needs ${name}?`;
    return { ...base, understood: `${name}: no key feature uses it yet`, source: 'unknown', evidence: purpose ? `What it is for: ${purpose}` : 'The brief does not say what it is for', question };
  }
  const named = users.some((u) => u.toLowerCase().includes(name.toLowerCase()));
  const [source, evidence]: [UnderstandingSource, string] =
    it.fields.recommended === true ? ['pattern', quote(it.statement, 200)] : named ? ['brief', 'The feature names it'] : purpose && !purpose.startsWith('what ') ? ['pattern', `What it is for: ${purpose}`] : ['guess', 'Its name shares words with the feature'];
  return { ...base, understood: serves, source, evidence, question: null };
}

function teamLine(brief: ComposerBrief, graph: SpecGraph): UnderstoodLine {
  const launch = graph.items.filter((i) => i.kind === 'milestone').at(-1);
  const size = Number(launch?.fields.teamSize ?? 0);
  const stated = statedTeamSize(brief);
  const [source, evidence]: [UnderstandingSource, string] = brief.teamSize !== null ? ['answer', 'The team size you set'] : stated !== null ? ['brief', 'The brief’s text states it'] : ['guess', `The default team for a ${scopeInfo[brief.projectScope].label}`];
  const question = source === 'guess' ? (graph.items.find((i) => i.kind === 'question' && i.title.startsWith('How many people'))?.title ?? 'How many people will build it?') : null;
  const p85 = typeof launch?.fields.p85Finish === 'string' ? `; 85% likely done by ${launch.fields.p85Finish}` : '';
  return {
    key: 'team_size',
    topic: 'team_size',
    itemId: launch?.id ?? null,
    subject: 'Team size',
    understood: `${size} ${size === 1 ? 'person builds' : 'people build'} it${p85}`,
    values: [String(size)],
    source,
    evidence,
    question,
    correction: 'team_size',
    choices: TEAM_SIZE_CHOICES,
    field: 'teamSize',
  };
}

function constraintLines(brief: ComposerBrief, graph: SpecGraph): UnderstoodLine[] {
  if (wantsRecommendation(brief.technicalConstraints)) return [];
  const readings = constraintCapabilities(brief).filter((c) => c.field === 'technicalConstraints');
  const tasks = graph.items.filter((i) => i.kind === 'task');
  const questions = graph.items.filter((q) => q.kind === 'question');
  return textLines(brief.technicalConstraints).map((line, i) => {
    const base = { key: `constraint:${i + 1}`, topic: 'constraint' as const, itemId: null, subject: line, correction: 'edit' as const, choices: [], field: 'technicalConstraints' };
    const read = readings.filter((c) => c.of === line);
    // A sentence of the line the catalogue could not read is asked about (constraint-reading.ts).
    const unread = sentencesOf(line).filter((s) => !read.some((c) => c.line === s));
    const question = unread.length ? (questions.find((q) => unread.some((s) => q.title.includes(`"${s}"`)))?.title ?? `What does the constraint “${unread[0]}” change in the design?`) : null;
    if (!read.length) {
      return { ...base, understood: 'Not understood: it changes nothing in the plan yet', values: [], source: 'unknown' as const, evidence: 'No catalogue pattern recognises it', question: question! };
    }
    const capabilities = [...new Map(read.map((c) => [c.match.capability.id, c.match.capability])).values()];
    const implied = tasks.filter((t) => read.some((c) => t.statement.includes(`the constraint "${c.line}"`))).map((t) => t.title);
    return {
      ...base,
      understood: `${capabilities.map((c) => c.name).join(', ')}: ${implied.length} ${implied.length === 1 ? 'task joins' : 'tasks join'} the plan`,
      values: implied,
      source: 'pattern' as const,
      evidence: capabilities.map((c) => `The catalogue’s “${c.name}” pattern: ${c.summary}`).join(' '),
      question,
    };
  });
}

function metricLines(graph: SpecGraph): UnderstoodLine[] {
  return graph.items
    .filter((m) => m.kind === 'metric')
    .map((m) => {
      const target = typeof m.fields.target === 'string' ? m.fields.target : null;
      const base = { key: `metric:${m.id}`, topic: 'metric' as const, itemId: m.id, subject: m.title, correction: 'edit' as const, choices: [], field: 'successMetrics' };
      if (m.fields.proposed === true) {
        return { ...base, understood: `Proposed target: ${target ?? 'none'}`, values: target ? [target] : [], source: 'guess' as const, evidence: 'Proposed, since the brief gives no success metrics', question: null };
      }
      if (target) return { ...base, understood: `Target stated: ${target}`, values: [target], source: 'brief' as const, evidence: 'The metric’s own words give its target', question: null };
      return {
        ...base,
        understood: 'No target: “to be set”',
        values: [],
        source: 'unknown' as const,
        evidence: 'The metric names no figure to reach',
        question: `What figure should “${m.title}” reach, and by when?`,
      };
    });
}

/** The understanding of a brief, from the graph the built-in composer makes of it. Pure; bounded by the brief's limits. */
export function understandBrief(brief: ComposerBrief, graph: SpecGraph = buildSpecGraph(brief)): Understanding {
  const personas = buildPersonas(brief);
  const requirements = graph.items.filter((i) => i.kind === 'requirement');
  // Without key features the one requirement is the description: nothing a correction could name.
  const features = brief.keyFeatures.length ? requirements : [];
  return {
    lines: [
      ...features.map((r) => actorLine(brief, graph, personas, r)),
      ...graph.items.filter((i) => i.kind === 'integration').map((it) => integrationLine(brief, graph, requirements, it)),
      teamLine(brief, graph),
      ...constraintLines(brief, graph),
      ...metricLines(graph),
    ],
  };
}
