import type { ComposerBrief } from './brief.js';
import { type DocumentDraft, section } from './assemble.js';
import { categoryOf, complexityDays } from './categories.js';
import { benefitOf } from './prd-model.js';
import { isDataRegulation } from './recommend-policies.js';
import { bullets, table } from './text.js';
import type { Complexity, FunctionalRequirement, PlanStructured, PrdStructured } from './types.js';

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

function breakdown(brief: ComposerBrief, prd: PrdStructured, plan: PlanStructured, fr: FunctionalRequirement): FeatureItem {
  const c = categoryOf(fr.title);
  const personas = prd.personas.map((p) => p.name);
  const owners = [...new Set(prd.journeys.filter((j) => j.frIds.includes(fr.id)).map((j) => j.persona))];
  const who = owners.length ? owners : personas.slice(0, 1);
  const storyTexts = who.map((p) => `As a user like “${p}”, I want ${fr.title} so that ${benefitOf(fr.title, brief)}.`);
  storyTexts.push(`As ${who[0] ? `a user like “${who[0]}”` : 'a user'}, I want clear feedback when something goes wrong in ${fr.title} so that I never lose work or wonder what happened.`);
  if (brief.projectScope !== 'quickTest') {
    storyTexts.push(`As the product team, we want usage of ${fr.title} tracked so that we can see whether it moves ${prd.metrics.filter((m) => m.frIds.includes(fr.id)).map((m) => m.id).join(', ') || 'the success metrics'}.`);
  }
  const raw: [string, Complexity][] = [
    ...c.subtasks,
    ['API endpoints with validation and authorisation checks', 'M'],
    ...clients(brief).map((x): [string, Complexity] => [`UI on ${x}, including empty, loading and error states`, 'M']),
    [`Automated tests for the ${fr.acceptanceCriteria.length} acceptance criteria`, 'S'],
  ];
  if (brief.compliance.some(isDataRegulation)) raw.push(['Audit logging of changes', 'S']);
  if (brief.performanceExpectations === 'High') raw.push(['Performance budget check under load', 'S']);
  const days = raw.reduce((n, [, x]) => n + complexityDays[x], 0);
  return {
    frId: fr.id,
    title: fr.title,
    priority: fr.priority,
    stories: storyTexts.map((text, i) => ({ id: `${fr.id}.US-${i + 1}`, text })),
    subtasks: raw.map(([title, complexity], i) => ({ id: `${fr.id}.ST-${i + 1}`, title, complexity })),
    complexity: days <= 6 ? 'S' : days <= 14 ? 'M' : 'L',
    taskIds: plan.phases.flatMap((p) => p.tasks).filter((t) => t.frIds.includes(fr.id)).map((t) => t.id),
  };
}

export function draftFeatureBreakdown(
  brief: ComposerBrief,
  prd: PrdStructured,
  plan: PlanStructured,
): DocumentDraft<{ features: FeatureItem[] }> {
  const features = prd.requirements.map((fr) => breakdown(brief, prd, plan, fr));
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
          '### User stories',
          bullets(f.stories.map((s) => `**${s.id}** ${s.text}`)),
          '### Sub-tasks',
          bullets(f.subtasks.map((s) => `**${s.id}** [${s.complexity}] ${s.title}`)),
        ].join('\n\n'),
        { feature: f },
      ),
    ),
    section(
      'out_of_scope',
      'Out of scope',
      brief.nonGoals.length
        ? `Do not build these, even as "quick wins" (PRD non-goals):\n\n${bullets(brief.nonGoals)}`
        : '_No non-goals were stated; anything not listed above is out of scope by default._',
    ),
  ];
  return { title: `Feature Breakdown: ${brief.projectName || 'Untitled project'}`, sections, extra: { features } };
}
