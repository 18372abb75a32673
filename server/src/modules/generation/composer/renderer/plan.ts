import { type ComposerBrief, scopeInfo, wantsRecommendation } from '../brief.js';
import { type DocumentDraft, section } from '../assemble.js';
import { itemById, type SpecGraph } from '../../../spec/graph.js';
import { planView, taskPurpose } from './graph-views.js';
import { performanceTargets } from '../planner/prd-quality.js';
import { securityControls } from '../planner/recommend-policies.js';
import { bullets, ids, joinAnd, quote, sentence } from '../text.js';
import type { PlanStructured, PrdStructured, Recommendation } from '../types.js';

const styles = {
  quickTest: 'a single deployable on managed services, optimised for changing direction quickly',
  standardMVP: 'a modular monolith: one deployable, with modules per domain that own their data and expose services',
  scalableProduct: 'a modular monolith behind a load balancer, stateless and horizontally scaled, with background workers for slow work',
} as const;

function recommendationList(list: Recommendation[]): string {
  return list
    .map((r) => [`### ${r.area}: ${r.choice}`, `${r.source === 'recommended' ? '**Recommended.** ' : '**From your brief.** '}${r.rationale}`, r.alternatives.length ? `Alternatives: ${r.alternatives.join('; ')}.` : ''].filter(Boolean).join('\n\n'))
    .join('\n\n');
}

export function draftPlan(brief: ComposerBrief, prd: PrdStructured, graph: SpecGraph): DocumentDraft<Omit<PlanStructured, 'sections'>> {
  const { stack, integrations, security, constraints, entities, phases, teamSize } = planView(graph, brief);
  const byId = itemById(graph);
  const cites = (x: { id: string; frIds: string[] }) => {
    const t = byId.get(x.id);
    return x.frIds.length ? `requirements: ${ids(x.frIds)}` : t ? taskPurpose(graph, t) || 'setup' : 'setup';
  };
  // The three-point range beside the likely days: a single figure hides how unsure it is.
  const range = (id: string) => {
    const r = byId.get(id)?.fields.estimateRange as { low?: number; high?: number } | undefined;
    return r && typeof r.low === 'number' && typeof r.high === 'number' && r.high > r.low ? ` (range ${r.low}–${r.high} d)` : '';
  };
  const t = performanceTargets[brief.performanceExpectations];
  const perf = prd.nfrs.filter((n) => n.category === 'Performance' || n.category === 'Availability and recovery');
  const stackIntro = wantsRecommendation(brief.techStack)
    ? 'You asked for a recommendation; each layer below is resolved by rules from your platforms, scope, performance level and compliance needs.'
    : brief.techStack.length
      ? 'Your chosen technologies are fixed inputs; each is placed in its layer with the alternatives considered.'
      : 'No stack was given, so this is a proposal built from your platforms, scope and performance level.';

  const sections = [
    section(
      'architecture_overview',
      'Architecture overview',
      [
        `${brief.projectName || 'The product'} is built as ${styles[brief.projectScope]}.${brief.projectDescription ? ` Product in one sentence: ${sentence(brief.projectDescription)}` : ''}`,
        `Clients: ${brief.platforms.length ? joinAnd(brief.platforms) : 'Web'}. Scope: ${scopeInfo[brief.projectScope].label} for ${scopeInfo[brief.projectScope].users}. Performance level: ${brief.performanceExpectations} (${ids(perf.map((n) => n.id))}: p95 ${t.p95}, ${t.availability} availability).`,
        `The team of ${teamSize} works in ${phases.length} phases; every task cites the requirements (FR ids from the PRD) it delivers, or what it enables or verifies.`,
      ].join('\n\n'),
    ),
    section('tech_stack', 'Tech stack and rationale', `${stackIntro}\n\n${recommendationList(stack)}`, { stack }),
    section('data_model', 'Data model', bullets(entities.map((e) => `**${e.name}** (${e.fields.join(', ')})${e.relations.length ? `; relates to ${e.relations.join(', ')}` : ''}; used by ${ids(e.frIds)}`)), { entities }),
    section(
      'integrations',
      'Integrations',
      integrations.length
        ? `${wantsRecommendation(brief.integrations) ? 'Recommended from your features (you asked for a recommendation):' : 'The integrations you require:'}\n\n${recommendationList(integrations)}\n\nEvery integration sits behind an adapter with timeouts, retries with backoff and a fallback, so a provider outage degrades one feature only.`
        : wantsRecommendation(brief.integrations)
          ? '_You asked for recommendations; none of the features needs a third-party service yet. Revisit this when a feature takes payments, sends messages, shows maps or stores files._'
          : '_No third-party integrations are required._',
      { integrations },
    ),
    section(
      'phases',
      'Phases and tasks',
      phases
        .map((p) =>
          [
            `### ${p.id} ${p.name} (${p.weight} person-days)`,
            p.goal,
            bullets(p.tasks.map((x) => `**${x.id}** ${x.title} — ${x.complexity}, ${x.estimateDays} d${range(x.id)}; ${cites(x)}; after: ${ids(x.dependsOn)}${x.doneWhen ? `. Done when ${x.doneWhen}` : ''}`)),
          ].join('\n\n'),
        )
        .join('\n\n'),
      { phases },
    ),
    section(
      'testing',
      'Testing strategy',
      bullets([
        `Every acceptance criterion of ${ids(prd.requirements.map((r) => r.id))} becomes an automated test before its task is done.`,
        'Unit tests for domain rules; integration tests against a real database, not mocks.',
        `End-to-end tests for each journey (${ids(prd.journeys.map((j) => j.id))}) on ${brief.platforms.length ? joinAnd(brief.platforms) : 'the web'}.`,
        `Load test at ${t.load} with p95 below ${t.p95}; accessibility checks (axe) in CI.`,
      ]),
    ),
    section(
      'deployment',
      'Deployment',
      bullets([
        `Hosting: ${stack.find((s) => s.area === 'Hosting')?.choice ?? 'as chosen in the tech stack above'}.`,
        'Every merge to main runs the tests and deploys to staging; production deploys are one click with automatic rollback on failed health checks.',
        `Database migrations run before the new version starts and are backward compatible for one release; backups give an RPO of ${t.rpo}.`,
        ...(brief.platforms.some((p) => p === 'iOS' || p === 'Android') ? ['Mobile builds through the stores with staged rollout; the API stays compatible with the previous app version.'] : []),
      ]),
    ),
    section(
      'security',
      'Security',
      [
        wantsRecommendation(brief.securityConcerns)
          ? `You asked for a recommendation:\n\n${recommendationList(security)}`
          : brief.securityConcerns
            ? `Your concerns, each turned into a requirement with a test:\n\n${quote(brief.securityConcerns)}`
            : recommendationList(security),
        '### Baseline controls',
        bullets(securityControls(brief)),
      ].join('\n\n'),
      { security },
    ),
    section(
      'constraints',
      'Constraints',
      constraints.length ? `${wantsRecommendation(brief.technicalConstraints) ? 'Recommended constraints (you asked for a recommendation):\n\n' : ''}${recommendationList(constraints)}` : '_No technical constraints were stated._',
      { constraints },
    ),
  ];
  return {
    title: `Implementation Plan: ${brief.projectName || 'Untitled project'}`,
    sections,
    extra: { stack, integrations, security, constraints, entities, phases, teamSize },
  };
}
