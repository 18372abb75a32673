import { linked, type SpecGraph, type SpecItem } from '../../../spec/graph.js';
import type { ComposerBrief } from '../brief.js';
import { buildOpenQuestions } from './prd-quality.js';
import { buildEntities } from './build-entities.js';
import { buildJourneys, buildPersonas } from './build-people.js';
import { type PersonaRef } from '../reader/personas.js';
import { buildMetrics, buildNfrItems, buildRisks } from './build-quality.js';
import { buildRequirements, linkJourneys } from './build-requirements.js';
import { doneWhen } from './task-done-when.js';
import { buildTasks } from './build-tasks.js';
import { unreadConstraints } from './constraint-reading.js';
import { constraintCriteria } from './constraint-criteria.js';
import { addPersonaConditions } from '../reader/persona-context.js';
import { buildDecisions, buildIntegrations } from './build-tech.js';
import { item } from './item.js';
import { scheduleTasks } from './schedule.js';
import { statedTeamSize } from '../reader/read-brief.js';

/**
 * What a generator decides (everything but tasks and milestones): the built-in composer's own
 * reading of the brief, or an LLM's validated answer (llm/graph-from-model.ts).
 */
export interface SpecContent {
  personas: SpecItem[];
  journeys: SpecItem[];
  requirements: SpecItem[];
  criteria: SpecItem[];
  nfrs: SpecItem[];
  metrics: SpecItem[];
  entities: SpecItem[];
  decisions: SpecItem[];
  integrations: SpecItem[];
  risks: SpecItem[];
  questions: SpecItem[];
  /** Entity ids each requirement works on: the first requirement on a thing introduces it (task order). */
  workedOn: Map<string, string[]>;
}

/**
 * The built-in generator's spec graph for a brief: pure and deterministic (same brief, same
 * graph). Ids follow the brief's order (FR-3 is the third key feature), so they stay stable
 * while the brief keeps its order.
 */
export function buildSpecGraph(brief: ComposerBrief): SpecGraph {
  return planSpecGraph(brief, buildSpecContent(brief), 'builtin');
}

/** The content stage of the built-in composer: items from the brief's own words. */
export function buildSpecContent(brief: ComposerBrief): SpecContent {
  const personas = buildPersonas(brief);
  const journeys = buildJourneys(brief, personas);
  const { requirements, criteria, questions: asked } = buildRequirements(brief, personas, journeys);
  linkJourneys(journeys, requirements, personas);
  // Conditions first: a constraint that is one persona's condition bends that persona's features.
  addPersonaConditions(brief, personas, journeys);
  asked.push(...constraintCriteria(brief, requirements, criteria, personas));
  if (!journeys.length) journeys.push(...proposedJourneys(brief, personas, requirements));
  const nfrs = buildNfrItems(brief);
  const metrics = buildMetrics(brief, requirements);
  const risks = buildRisks(brief, requirements, new Set(personas.flatMap((p) => p.heads)));
  const { integrations, unknown } = buildIntegrations(brief, requirements);
  const { entities, workedOn, unowned } = buildEntities(brief, personas, requirements, integrations);
  // Whose a thing is, where no persona makes or owns it, is asked once (the data model shows which
  // tables have no person column); one fixed question, so a feature edit that adds or removes such a
  // thing moves nothing else.
  if (unowned.length) {
    asked.push({
      text: 'Who owns the tables in the data model that have no person column? The brief shows no persona making or owning them, so they are shared by everyone allowed to see them: is that right, or does each row belong to one person?',
      about: [],
    });
  }
  const decisions = buildDecisions(brief, requirements, nfrs);
  // The scheduler assumes the scope's default team exactly when the brief names no team size.
  const questions = openQuestions(brief, requirements, metrics, integrations, unknown, brief.teamSize === null && statedTeamSize(brief) === null, asked);
  return { personas: personas.map((p) => p.item), journeys, requirements, criteria, nfrs, metrics, entities, decisions, integrations, risks, questions, workedOn };
}

/**
 * The plan stage, shared by every generator: tasks and milestones derived from the content's
 * requirements, integrations and entities, dated by the scheduler under the team's capacity.
 * Models are not asked for dates: arithmetic is ours. Adds `built_by` links to the requirements.
 */
export function planSpecGraph(brief: ComposerBrief, content: SpecContent, generator: string): SpecGraph {
  const { tasks, milestones } = buildTasks({ brief, ...content });
  const byId = new Map<string, SpecItem>([...Object.values(content).flat(), ...tasks].map((x) => [x.id, x]));
  for (const t of tasks) t.fields.doneWhen = doneWhen(t, byId);
  const summary = scheduleTasks(brief, tasks, milestones);
  Object.assign(milestones.at(-1)!.fields, summary);
  const c = content;
  return {
    generator,
    items: [...c.personas, ...c.journeys, ...c.requirements, ...c.criteria, ...c.nfrs, ...c.metrics, ...c.entities, ...c.decisions, ...c.integrations, ...c.risks, ...c.questions, ...tasks, ...milestones],
  };
}

/** No journeys given: one per persona, through the requirements that serve them (max 3). */
function proposedJourneys(brief: ComposerBrief, personas: readonly PersonaRef[], requirements: SpecItem[]): SpecItem[] {
  return personas.slice(0, 3).flatMap((p, i) => {
    const own = requirements.filter((r) => linked(r, 'serves').includes(p.item.id)).slice(0, 4);
    if (!own.length) return [];
    const steps = own.map((r) => `${String(r.fields.action)[0]!.toUpperCase()}${String(r.fields.action).slice(1)}`);
    return [
      item(`UJ-${i + 1}`, 'journey', `${p.name}: ${own.map((r) => r.title).join(' → ')}`, `Proposed from the features, since no journeys were given: ${steps.join(' → ')}.`, 'suggested', { steps, proposed: true }, [
        ['performed_by', p.item.id],
        ...own.map((r): ['needs', string] => ['needs', r.id]),
      ]),
    ];
  });
}

function openQuestions(brief: ComposerBrief, requirements: SpecItem[], metrics: SpecItem[], integrations: SpecItem[], unknown: SpecItem[], teamAssumed: boolean, asked: { text: string; about: string[]; topic?: 'actor' }[]): SpecItem[] {
  const out: { text: string; about: string[]; topic?: 'actor' }[] = buildOpenQuestions(brief)
    .filter((q) => !q.startsWith('None blocking'))
    .map((text) => ({ text, about: [] }));
  out.push(...asked);
  // A constraint the catalogue cannot read changes nothing by itself: ask what it implies.
  // Sentence by sentence: "Hosting must stay in the EU" read does not silence the MDM sentence beside it.
  for (const line of unreadConstraints(brief)) {
    out.push({ text: `What does the constraint "${line}" change in the design: which features, data or tasks must handle it?`, about: [] });
  }
  for (const i of unknown) out.push({ text: `What will ${i.title} be used for, and which requirement needs it?`, about: [i.id] });
  // An identity provider no feature names serves the accounts and sign-in task: no feature needs to claim it.
  for (const i of integrations.filter((x) => !unknown.includes(x) && !x.fields.signIn && !requirements.some((r) => linked(r, 'uses').includes(x.id)))) {
    out.push({ text: `Which requirement needs ${i.title}? No key feature uses it yet.`, about: [i.id] });
  }
  const noBenefit = requirements.filter((r) => !r.fields.benefit);
  if (noBenefit.length) {
    out.push({ text: `What does each of ${noBenefit.map((r) => r.id).join(', ')} give its users? The brief does not say why they need it.`, about: noBenefit.map((r) => r.id) });
  }
  const unlinked = metrics.filter((m) => !requirements.some((r) => linked(r, 'measured_by').includes(m.id)));
  for (const m of unlinked) out.push({ text: `Which requirement moves "${m.title}" (${m.id})?`, about: [m.id] });
  if (teamAssumed) out.push({ text: 'How many people will build it? The roadmap assumes the default team for the chosen scope.', about: [] });
  // An actor question is marked: the change tracking retires them all when one persona is left.
  return out.map((q, i) =>
    item(
      `Q-${i + 1}`,
      'question',
      q.text,
      q.text,
      'derived',
      { resolved: false, ...(q.topic ? { topic: q.topic } : {}) },
      q.about.map((to): ['concerns', string] => ['concerns', to]),
    ),
  );
}
