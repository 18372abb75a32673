import type { ComposerBrief } from '../brief.js';
import { type DocumentDraft, section } from '../assemble.js';
import { itemById, linked, type SpecGraph } from '../../../spec/graph.js';
import { baseVerb, oneOf } from '../reader/language.js';
import { isDataRegulation } from '../planner/recommend-policies.js';
import { bullets, table } from '../text.js';
import type { Complexity, FunctionalRequirement, PlanStructured, PrdStructured } from '../types.js';

/** Days a sub-task of each complexity takes, as the breakdown's intro states. */
const complexityDays: Record<Complexity, number> = { S: 1, M: 3, L: 5 };

export interface FeatureStory {
  id: string;
  text: string;
}
export interface FeatureSubtask {
  id: string;
  title: string;
  complexity: Complexity;
}
export interface FeatureItem {
  frId: string;
  title: string;
  priority: string;
  stories: FeatureStory[];
  subtasks: FeatureSubtask[];
  complexity: Complexity;
  taskIds: string[];
}

function clients(brief: ComposerBrief): string[] {
  const p = new Set(brief.platforms);
  const out: string[] = [];
  if (p.has('Web') || p.has('Tablet') || p.size === 0) out.push(p.has('Tablet') ? 'web (responsive, tablet layouts)' : 'web');
  if (p.has('iOS') || p.has('Android')) out.push([p.has('iOS') ? 'iOS' : '', p.has('Android') ? 'Android' : ''].filter(Boolean).join(' and '));
  if (p.has('Desktop')) out.push('desktop');
  return out;
}

/** The feature's words as the persona says them: "from their phone" → "from my phone". */
function firstPerson(action: string): string {
  const swap: Record<string, string> = { their: 'my', theirs: 'mine', they: 'I', them: 'me', themselves: 'myself', themself: 'myself' };
  return action.replace(/\b(their|theirs|they|them|themselves|themself)\b/gi, (w) => swap[w.toLowerCase()]!);
}

/** "a lab analyst has no signal", told by a lab analyst: "I have no signal". */
function asMe(given: string, actor: string): string {
  const verb: Record<string, string> = { has: 'have', is: 'am', was: 'was', does: 'do' };
  // "the sheet was changed while a contractor was offline" → "while I was offline": the actor, wherever the check names them.
  const escaped = actor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // "a tenant describes the problem" → "I describe the problem".
  // Only where they are the subject: at the start or after a word that opens a clause, never as an object ("sent to a contractor").
  return given.replace(new RegExp(`(^|\\b(?:while|when|and|but|after|before|if|as|because|since|until|once|so)\\s)${escaped}\\s+(\\S+)`, 'gi'), (_m, pre: string, next: string) => {
    const v = verb[next.toLowerCase()] ?? (/^[a-z]+s$/.test(next) && baseVerb(next) !== next ? baseVerb(next) : next);
    return `${pre}I ${v}`;
  });
}

function breakdown(brief: ComposerBrief, prd: PrdStructured, plan: PlanStructured, graph: SpecGraph, fr: FunctionalRequirement): FeatureItem {
  const byId = itemById(graph);
  const item = byId.get(fr.id);
  const action = String(item?.fields.action ?? `use ${fr.title}`);
  const benefit = item?.fields.benefit ? ` so that ${firstPerson(String(item.fields.benefit))}` : '';
  const who = (item ? linked(item, 'serves') : []).map((id) => byId.get(id)?.title).filter((n): n is string => !!n);
  const mine = firstPerson(action);
  const form = item?.fields.form;
  // Something sent to nobody the brief names yet is the recipient's story, not any user's.
  const nobody = form === 'receive' ? 'recipient' : 'user';
  const storyTexts = (who.length ? who : [nobody]).map((p) => `As ${oneOf(p)}, I want to ${mine}${benefit}.`);
  const criteria = item ? linked(item, 'verified_by') : [];
  // What must hold off the happy path is the feature's own: its first criterion after the first,
  // told by the persona. Without one there is no story to tell but the generic one for things
  // sent (choose the channel) or looked at (nothing yet), never "clear feedback when …".
  const actor = oneOf(who[0] ?? nobody);
  const offPath = criteria
    .slice(1)
    .map((id) => byId.get(id))
    // A journey-step criterion ("on the step … of UJ-1") walks the happy path on; it is no case.
    .find((c) => typeof c?.fields.given === 'string' && typeof c.fields.then === 'string' && !c.fields.given.includes(' on the step "'));
  if (offPath) storyTexts.push(`As ${actor}, when ${asMe(String(offPath.fields.given), actor)}, I need ${offPath.id} to hold: ${String(offPath.fields.then)}.`);
  else if (form === 'receive') storyTexts.push(`As ${actor}, I want to choose whether I ${mine}, so that I am only told about what matters to me.`);
  else if (form === 'view') storyTexts.push(`As ${actor}, I want to see why nothing is shown when there is no data yet, so that I know what to do next.`);
  const metrics = prd.metrics.filter((m) => m.frIds.includes(fr.id)).map((m) => m.id);
  if (metrics.length) storyTexts.push(`As the product team, we want usage of ${fr.id} tracked so that we can see whether it moves ${metrics.join(', ')}.`);
  const uses = item
    ? linked(item, 'uses')
        .map((id) => byId.get(id))
        .filter((x) => !!x)
    : [];
  const raw: [string, Complexity][] = [
    ...uses.filter((u) => u.kind === 'entity').map((e): [string, Complexity] => [`Store and validate ${e.title} (${(e.fields.attributes as string[] | undefined)?.join(', ') ?? 'id'})`, 'S']),
    ...uses.filter((u) => u.kind === 'integration').map((i): [string, Complexity] => [`Call ${i.title} through its adapter, with a fallback when it is unavailable`, 'M']),
    ['API endpoints with validation and authorisation checks', 'M'],
    ...clients(brief).map((x): [string, Complexity] => [`UI on ${x}, including empty, loading and error states`, 'M']),
    [`Automated tests for ${criteria.length ? criteria.join(', ') : 'its acceptance criteria'}`, 'S'],
  ];
  if (brief.compliance.some(isDataRegulation)) raw.push(['Audit logging of changes to personal data', 'S']);
  if (brief.performanceExpectations === 'High') raw.push(['Performance budget check under load', 'S']);
  const days = raw.reduce((n, [, x]) => n + complexityDays[x], 0);
  return {
    frId: fr.id,
    title: fr.title,
    priority: fr.priority,
    stories: storyTexts.map((text, i) => ({ id: `${fr.id}.US-${i + 1}`, text })),
    subtasks: raw.map(([title, complexity], i) => ({ id: `${fr.id}.ST-${i + 1}`, title, complexity })),
    complexity: days <= 6 ? 'S' : days <= 14 ? 'M' : 'L',
    taskIds: plan.phases
      .flatMap((p) => p.tasks)
      .filter((t) => t.frIds.includes(fr.id))
      .map((t) => t.id),
  };
}

export function draftFeatureBreakdown(brief: ComposerBrief, prd: PrdStructured, plan: PlanStructured, graph: SpecGraph): DocumentDraft<{ features: FeatureItem[] }> {
  const features = prd.requirements.map((fr) => breakdown(brief, prd, plan, graph, fr));
  const sections = [
    section(
      'summary',
      'Summary',
      [
        `${features.length} features from the PRD, each split into user stories and sub-tasks. Complexity: S ≈ 1 day, M ≈ 3 days, L ≈ 5 days per sub-task; the feature rating sums its sub-tasks.`,
        table(
          ['Requirement', 'Priority', 'Complexity', 'Sub-tasks', 'Plan tasks'],
          features.map((f) => [f.frId, f.priority, f.complexity, String(f.subtasks.length), f.taskIds.join(', ')]),
        ),
      ].join('\n\n'),
    ),
    ...features.map((f) =>
      section(
        `feature_${f.frId.toLowerCase().replace('-', '_')}`,
        `${f.frId}: ${f.title}`,
        [
          `Priority ${f.priority}, overall complexity ${f.complexity}. Delivered by ${f.taskIds.join(', ')} in the implementation plan.`,
          `### ${f.frId} user stories`,
          bullets(f.stories.map((s) => `**${s.id}** ${s.text}`)),
          `### ${f.frId} sub-tasks`,
          bullets(f.subtasks.map((s) => `**${s.id}** [${s.complexity}] ${s.title}`)),
        ].join('\n\n'),
        { feature: f },
      ),
    ),
    section('out_of_scope', 'Out of scope', brief.nonGoals.length ? `Do not build these, even as "quick wins" (PRD non-goals):\n\n${bullets(brief.nonGoals)}` : '_No non-goals were stated; anything not listed above is out of scope by default._'),
  ];
  return { title: `Feature Breakdown: ${brief.projectName || 'Untitled project'}`, sections, extra: { features } };
}
