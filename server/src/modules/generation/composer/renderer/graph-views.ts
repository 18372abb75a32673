import { field, itemsOf, linked, linkedFrom, type SpecGraph, type SpecItem } from '../../../spec/graph.js';
import { criterionView } from '../../../spec/suggestion-state.js';
import type { ComposerBrief } from '../brief.js';
import { resolveConstraints, resolveSecurity } from '../planner/recommend-policies.js';
import { relativeTarget } from '../planner/build-quality.js';
import type { Complexity, PlanStructured, PrdStructured, Recommendation, RoadmapStructured } from '../types.js';

/**
 * The documents' structured forms as views of the spec graph: the renderers read these, so
 * every document says what the graph says and cites the same ids.
 */

const ids = (items: SpecItem[]) => items.map((i) => i.id);

export function prdView(graph: SpecGraph, brief: ComposerBrief): Omit<PrdStructured, 'sections'> {
  const requirements = itemsOf(graph, 'requirement');
  const criteria = new Map(itemsOf(graph, 'criterion').map((c) => [c.id, c]));
  const personas = itemsOf(graph, 'persona');
  const journeys = itemsOf(graph, 'journey');
  const nameOf = (id: string | undefined) => personas.find((p) => p.id === id)?.title ?? 'Users';
  return {
    personas: personas.map((p) => ({
      id: p.id,
      name: p.title,
      goals: requirements.filter((r) => linked(r, 'serves').includes(p.id)).map((r) => `${r.id} ${r.title}`),
    })),
    journeys: journeys.map((j) => ({
      id: j.id,
      title: j.title,
      source: j.fields.proposed ? '' : j.statement,
      persona: linked(j, 'performed_by').length === 1 ? nameOf(linked(j, 'performed_by')[0]) : 'Any user',
      steps: field<string[]>(j, 'steps', []),
      frIds: linked(j, 'needs'),
    })),
    requirements: requirements.map((r) => ({
      id: r.id,
      title: r.title,
      priority: r.fields.priority === 'Must' ? 'Must' : 'Should',
      description: r.statement,
      category: '',
      acceptanceCriteria: linked(r, 'verified_by').flatMap((id) => {
        const c = criteria.get(id);
        return c ? [criterionView(c)] : [];
      }),
      journeyIds: ids(journeys.filter((j) => linked(j, 'needs').includes(r.id))),
    })),
    metrics: itemsOf(graph, 'metric').map((m) => ({
      id: m.id,
      name: m.title,
      proposed: m.fields.proposed === true,
      target:
        m.fields.target === m.title
          ? relativeTarget(m.title)
            ? 'as stated, against a baseline measured in the two weeks before launch'
            : 'as stated'
          : m.fields.target
            ? String(m.fields.target)
            : 'to be set: measure a baseline in the first two weeks after launch',
      frIds: ids(requirements.filter((r) => linked(r, 'measured_by').includes(m.id))),
    })),
    nfrs: itemsOf(graph, 'nfr').map((n) => ({ id: n.id, category: String(n.fields.category ?? n.title), statement: n.statement })),
    risks: itemsOf(graph, 'risk').map((r) => ({ id: r.id, risk: r.title, mitigation: String(r.fields.mitigation ?? '') })),
    nonGoals: brief.nonGoals,
  };
}

function complexity(days: number): Complexity {
  return days <= 2 ? 'S' : days <= 5 ? 'M' : 'L';
}

const phaseGoals: Record<string, string> = {
  'M-1': 'A deployable skeleton: repository and pipeline, the data model, the app shell and accounts.',
  'M-2': 'The Must requirements working end to end, with the integrations they need.',
  'M-3': 'Everything the first release promises, checked with target users and measurable.',
  'M-4': 'The non-functional requirements verified and the product live.',
};

/** Tasks that build each requirement, keyed by task id (the reverse of `built_by`). */
export function requirementsByTask(graph: SpecGraph): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of itemsOf(graph, 'requirement')) for (const t of linked(r, 'built_by')) out.set(t, [...(out.get(t) ?? []), r.id]);
  return out;
}

export function planView(graph: SpecGraph, brief: ComposerBrief): Omit<PlanStructured, 'sections'> {
  const recommendation = (d: SpecItem): Recommendation => ({
    area: String(d.fields.area ?? ''),
    choice: String(d.fields.choice ?? d.title),
    rationale: d.statement,
    alternatives: field<string[]>(d, 'alternatives', []),
    source: d.fields.recommended ? 'recommended' : 'user',
  });
  const decisions = itemsOf(graph, 'decision');
  const requirements = itemsOf(graph, 'requirement');
  const frsOf = requirementsByTask(graph);
  const tasks = itemsOf(graph, 'task');
  const milestones = itemsOf(graph, 'milestone');
  const launch = milestones.at(-1);
  return {
    stack: decisions.filter((d) => d.fields.area !== 'Constraint').map(recommendation),
    integrations: itemsOf(graph, 'integration').map((i) => ({
      area: 'Integration',
      choice: i.title,
      rationale: i.statement,
      alternatives: field<string[]>(i, 'alternatives', []),
      source: i.fields.recommended ? 'recommended' : 'user',
    })),
    security: resolveSecurity(brief),
    constraints: decisions
      .filter((d) => d.fields.area === 'Constraint')
      .map(recommendation)
      .concat(decisions.length ? [] : resolveConstraints(brief)),
    entities: itemsOf(graph, 'entity').map((e) => ({
      name: e.title,
      fields: field<string[]>(e, 'attributes', ['id']),
      relations: linked(e, 'relates_to').map((to) => graph.items.find((x) => x.id === to)?.title ?? to),
      frIds: ids(requirements.filter((r) => linked(r, 'uses').includes(e.id))),
    })),
    phases: milestones.map((m, i) => {
      const own = tasks.filter((t) => linked(t, 'due_in').includes(m.id));
      return {
        id: `P-${i + 1}`,
        name: m.title,
        goal: phaseGoals[m.id] ?? m.statement,
        weight: own.reduce((s, t) => s + Number(t.fields.estimateDays ?? 0), 0),
        tasks: own.map((t) => {
          const days = Number(t.fields.estimateDays ?? 1);
          return { id: t.id, title: t.title, frIds: frsOf.get(t.id) ?? [], complexity: complexity(days), estimateDays: days, dependsOn: linked(t, 'depends_on'), ...(t.fields.doneWhen ? { doneWhen: String(t.fields.doneWhen) } : {}) };
        }),
      };
    }),
    teamSize: Number(launch?.fields.teamSize ?? 3),
  };
}

export function roadmapView(graph: SpecGraph): Omit<RoadmapStructured, 'sections'> {
  const milestones = itemsOf(graph, 'milestone');
  const launch = milestones.at(-1);
  const tasks = itemsOf(graph, 'task');
  const frsOf = requirementsByTask(graph);
  const windowStart = String(launch?.fields.windowStart ?? '');
  const windowEnd = String(launch?.fields.windowEnd ?? '');
  const days = windowStart && windowEnd ? Math.round((Date.parse(windowEnd) - Date.parse(windowStart)) / 86_400_000) + 1 : 0;
  let previousEnd = windowStart;
  const phases = milestones.map((m, i) => {
    const own = tasks.filter((t) => linked(t, 'due_in').includes(m.id));
    const starts = own.map((t) => String(t.fields.start)).sort();
    const start = starts[0] ?? previousEnd;
    const end = String(m.fields.date ?? start);
    previousEnd = end;
    return { id: `P-${i + 1}`, name: m.title, start, end, taskIds: ids(own), milestone: { id: m.id, name: m.title, date: end } };
  });
  const phaseOf = new Map(phases.flatMap((p) => p.taskIds.map((t) => [t, p.id] as const)));
  return {
    window: { timeline: String(launch?.fields.timeline ?? ''), start: windowStart, end: windowEnd, days, assumed: launch?.fields.timeline === '3 months (assumed)' },
    phases,
    tasks: tasks.map((t) => ({
      id: t.id,
      title: t.title,
      phaseId: phaseOf.get(t.id) ?? '',
      frIds: frsOf.get(t.id) ?? [],
      dependsOn: linked(t, 'depends_on'),
      estimateDays: Number(t.fields.estimateDays ?? 1),
      start: String(t.fields.start ?? ''),
      end: String(t.fields.end ?? ''),
      critical: t.fields.critical === true,
    })),
    capacity: {
      teamSize: Number(launch?.fields.teamSize ?? 3),
      teamSizeAssumed: launch?.fields.teamSizeAssumed === true,
      overrunDays: Number(launch?.fields.overrunDays ?? 0),
      finish: String(launch?.fields.finish ?? ''),
    },
  };
}

/** What a setup or verification task is for: the tasks it enables, or the items it checks. */
export function taskPurpose(graph: SpecGraph, task: SpecItem): string {
  const enables = linkedFrom(graph, task.id, 'depends_on').map((t) => t.id);
  const checks = linked(task, 'concerns');
  if (checks.length) return `verifies ${checks.join(', ')}`;
  return enables.length ? `enables ${enables.join(', ')}` : '';
}
