import type { ComposerBrief } from '../brief.js';
import { categoryOf } from '../reader/categories.js';
import { isDataRegulation } from '../planner/recommend-policies.js';
import { joinAnd, keywords, overlap, textLines } from '../text.js';
import type { FunctionalRequirement, Journey, Persona, SuccessMetric } from '../types.js';

/** Personas, journeys, requirements and metrics: the ids (FR-n, UJ-n, SM-n) every later document cites. */

export function platformText(brief: ComposerBrief): string {
  return brief.platforms.length ? brief.platforms.join(', ') : 'the web';
}

/**
 * What a feature gives its user, first person. Generic features borrow the promise of the
 * one-sentence description ("… that helps busy parents plan dinners" → "it helps busy parents …").
 */
export function benefitOf(feature: string, brief: ComposerBrief): string {
  const c = categoryOf(feature);
  const promise = /\bhelps?\s+(.+?)[.!]*$/i.exec(brief.projectDescription.split('\n')[0] ?? '');
  return c.key === 'core' && promise ? `it helps ${promise[1]}` : c.benefit;
}

export function buildPersonas(brief: ComposerBrief): Persona[] {
  const names = brief.userPersonas.length ? brief.userPersonas : [`Primary user of ${brief.projectName || 'the product'}`];
  return names.map((name, i) => ({ id: `PER-${i + 1}`, name, goals: [] }));
}

/** A persona wants what their journeys and the features naming them deliver; else the core features. */
export function fillPersonaGoals(brief: ComposerBrief, personas: Persona[], journeys: Journey[], frs: FunctionalRequirement[]): void {
  for (const p of personas) {
    const viaJourney = new Set(journeys.filter((j) => j.persona === p.name).flatMap((j) => j.frIds));
    let wanted = frs.filter((fr) => viaJourney.has(fr.id) || overlap(keywords(fr.title), keywords(p.name)) > 0);
    if (!wanted.length) wanted = frs.filter((fr) => fr.priority === 'Must');
    p.goals = brief.keyFeatures.length ? wanted.map((fr) => `“${benefitOf(fr.title, brief)}” (${fr.id} ${fr.title})`) : [`“${brief.problemStatement ? 'the problem I described is solved' : 'I get value in my first session'}”`];
  }
}

function platformOr(brief: ComposerBrief): string {
  const p = brief.platforms;
  return p.length <= 1 ? (p[0] ?? 'the web') : `${p.slice(0, -1).join(', ')} or ${p[p.length - 1]}`;
}

const latency = { Low: '1.5 s', Medium: '500 ms', High: '200 ms' } as const;

export function buildRequirements(brief: ComposerBrief, personas: Persona[]): FunctionalRequirement[] {
  const features = brief.keyFeatures.length ? brief.keyFeatures : [`Core workflow: ${brief.projectDescription || brief.projectName || 'the main job users hire the product for'}`];
  const regulations = brief.compliance.filter(isDataRegulation);
  return features.map((feature, i) => {
    // The persona the feature names, else the first (primary) persona.
    const persona = (personas.find((p) => overlap(keywords(p.name), keywords(feature)) > 0) ?? personas[0])?.name ?? 'user';
    const category = categoryOf(feature);
    const criteria = [
      {
        given: `a signed-in user (${persona}) on ${platformOr(brief)}`,
        when: `they use "${feature}" with valid input`,
        then: `the result is saved, shown to them at once and the server answers within ${latency[brief.performanceExpectations]} (p95)`,
      },
      category.criterion(feature),
      {
        given: 'incomplete or invalid input',
        when: `the user submits it in "${feature}"`,
        then: 'a specific message appears next to the field concerned and nothing partial is saved',
      },
    ];
    if (regulations.length && i < 3) {
      criteria.push({
        given: `any change made through "${feature}"`,
        when: 'it is saved',
        then: `who changed what and when is recorded in the audit log kept for ${joinAnd(regulations)}`,
      });
    }
    return {
      id: `FR-${i + 1}`,
      title: feature,
      // Accounts gate every other feature, so an account feature is never deferred.
      priority: i < 3 || category.key === 'auth' ? 'Must' : 'Should',
      category: category.key,
      description: `${persona} can use ${feature} so that ${benefitOf(feature, brief)
        .replace(/\bI\b/g, 'they')
        .replace(/\bmy\b/g, 'their')
        .replace(/\bme\b/g, 'them')}.`,
      acceptanceCriteria: criteria,
      journeyIds: [],
    };
  });
}

/** "Open app → search → book" and "first, then" style answers become steps. */
function splitSteps(line: string): string[] {
  return line
    .split(/\s*(?:→|->|=>|;|\bthen\b)\s*/i)
    .map((s) => s.replace(/^[,.\s]+|[,.\s]+$/g, ''))
    .filter((s) => s.length > 0);
}

export function buildJourneys(brief: ComposerBrief, personas: Persona[], frs: FunctionalRequirement[]): Journey[] {
  const lines = textLines(brief.userJourneys);
  const journeys: Journey[] = lines.map((line, i) => {
    const words = keywords(line);
    const persona = personas.find((p) => overlap(keywords(p.name), words) > 0)?.name ?? personas[i % personas.length]?.name ?? 'user';
    let frIds = frs.filter((fr) => overlap(keywords(fr.title), words) > 0).map((fr) => fr.id);
    if (!frIds.length) frIds = [frs[i % frs.length]?.id ?? 'FR-1'];
    const parts = splitSteps(line);
    const steps = parts.length > 1 ? parts : [`Opens ${brief.projectName || 'the product'} on ${brief.platforms[0] ?? 'the web'}`, line, 'Sees confirmation and the result where they expect it'];
    return { id: `UJ-${i + 1}`, title: parts[0] && parts.length > 1 ? `${parts[0]} … ${parts[parts.length - 1]}` : line, source: line, persona, steps, frIds };
  });
  if (!journeys.length) {
    // No journeys given: one first-value journey per persona (max 3), built from the features.
    personas.slice(0, 3).forEach((p, i) => {
      const fr = frs[i % frs.length] ?? frs[0];
      if (!fr) return;
      journeys.push({
        id: `UJ-${i + 1}`,
        title: `${p.name} reaches first value`,
        source: '',
        persona: p.name,
        steps: [`Discovers ${brief.projectName || 'the product'} and signs up on ${brief.platforms[0] ?? 'the web'}`, `Uses ${fr.title} for the first time`, 'Sees the result and understands what to do next'],
        frIds: [fr.id],
      });
    });
  }
  for (const fr of frs) fr.journeyIds = journeys.filter((j) => j.frIds.includes(fr.id)).map((j) => j.id);
  return journeys;
}

const metricKinds: { match: RegExp; pick: (frs: FunctionalRequirement[]) => FunctionalRequirement[] }[] = [
  { match: /revenue|mrr|arr|paid|convers|purchase|sales|subscri/i, pick: (frs) => frs.filter((f) => f.category === 'payments') },
  { match: /retention|retain|active|dau|mau|wau|engage|usage|session|churn/i, pick: (frs) => frs.filter((f) => f.priority === 'Must') },
  { match: /nps|satisf|csat|rating|review|happiness/i, pick: (frs) => frs.filter((f) => f.priority === 'Must') },
  { match: /sign.?up|registr|onboard|activation|acquisition/i, pick: (frs) => frs.filter((f) => f.category === 'auth').concat(frs.slice(0, 1)) },
];

export function buildMetrics(brief: ComposerBrief, frs: FunctionalRequirement[]): SuccessMetric[] {
  if (!brief.successMetrics.length) {
    const must = frs.filter((f) => f.priority === 'Must').map((f) => f.id);
    const first = frs[0];
    return [
      { id: 'SM-1', name: `Activation: share of new users who complete ${first?.title ?? 'the core workflow'} in their first session`, proposed: true, target: '≥ 40% within 4 weeks of launch', frIds: first ? [first.id] : [] },
      { id: 'SM-2', name: 'Week-4 retention of activated users', proposed: true, target: '≥ 25%', frIds: must },
      { id: 'SM-3', name: 'Task success rate on the key user journeys', proposed: true, target: '≥ 90% without support contact', frIds: frs.map((f) => f.id) },
    ];
  }
  return brief.successMetrics.map((name, i) => {
    const words = keywords(name);
    let linked = frs.filter((fr) => overlap(keywords(fr.title), words) > 0);
    if (!linked.length) linked = metricKinds.find((k) => k.match.test(name))?.pick(frs) ?? [];
    if (!linked.length) linked = [frs[i % frs.length] ?? frs[0]].filter((f): f is FunctionalRequirement => !!f);
    const ids = [...new Set(linked.map((f) => f.id))];
    return {
      id: `SM-${i + 1}`,
      name,
      proposed: false,
      target: /\d/.test(name) ? 'as stated' : 'baseline in the first two weeks after launch, then a target agreed at the first review',
      frIds: ids,
    };
  });
}
