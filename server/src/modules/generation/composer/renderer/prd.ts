import { type ComposerBrief, scopeInfo, wantsRecommendation } from '../brief.js';
import { type DocumentDraft, section } from '../assemble.js';
import { itemsOf, type SpecGraph } from '../../../spec/graph.js';
import { prdView } from './graph-views.js';
import { lowerFirst, manyOf, termTags } from '../reader/language.js';
import { singularWords, type PersonaRef } from '../reader/personas.js';
import { buildAssumptions } from '../planner/prd-quality.js';
import { buildPersonas } from '../planner/build-people.js';
import { stepDoer } from '../reader/step-doer.js';
import { deadlineOf, timelineWindow } from '../planner/roadmap-schedule.js';
import { complianceControl, resolveConstraints } from '../planner/recommend-policies.js';
import { bullets, ids, joinAnd, numbered, quote } from '../text.js';
import type { PrdStructured } from '../types.js';
import { criterionLine } from '../../../spec/suggestion-state.js';

/** ", planned on a 3 months timeline"; a deadline the brief's words give is said as a date. */
function visionTimeline(brief: ComposerBrief): string {
  if (deadlineOf(brief)) return `, planned to finish by ${timelineWindow(brief).end}, as the brief states`;
  if (!brief.timeline) return '';
  if (/^asap$/i.test(brief.timeline)) return ', planned as soon as possible (six weeks)';
  return brief.timeline === 'Custom' ? ', planned on a custom timeline (3 months until its date is set)' : `, planned on a ${brief.timeline} timeline`;
}

function platformText(brief: ComposerBrief): string {
  return brief.platforms.length ? brief.platforms.join(', ') : 'the web';
}

const scopeImplications = {
  quickTest: ['Optimise for learning speed: manual back-office work and rough edges outside the core flow are acceptable.', 'One platform first; others follow only if the test succeeds.', 'No scaling work beyond sensible defaults.'],
  standardMVP: ['Production quality for the Must requirements; Should requirements ship if the timeline allows.', 'Analytics from day one so every success metric can be measured.', 'A single-region deployment with backups and monitoring.'],
  scalableProduct: [
    'Automated scaling, monitoring with alerting, and an on-call rotation before launch.',
    'Separate staging and production environments with zero-downtime deploys.',
    'Data model and APIs designed for growth (pagination, idempotency, versioning).',
  ],
} as const;

function orNote(text: string, note: string): string {
  return text ? quote(text) : `_${note}_`;
}

export function draftPrd(brief: ComposerBrief, graph: SpecGraph): DocumentDraft<Omit<PrdStructured, 'sections'>> {
  const view = prdView(graph, brief);
  const { personas, requirements, journeys, metrics, nfrs, risks } = view;
  const personaItems = itemsOf(graph, 'persona');
  // The personas as the reader knows them (head nouns, other names), from the entries the graph keeps.
  const refs = buildPersonas({ userPersonas: personaItems.map((x) => String(x.fields.entry ?? x.statement)), projectName: brief.projectName });
  const thresholds = new Map(itemsOf(graph, 'nfr').map((n) => [n.id, String(n.fields.threshold ?? '')]));
  const assumptions = buildAssumptions(brief);
  const questions = itemsOf(graph, 'question');
  const openQuestions = questions.length ? questions.map((q) => `**${q.id}** ${q.title}`) : ['None blocking; revisit this list at every milestone review.'];
  const name = brief.projectName || 'The product';
  const scope = scopeInfo[brief.projectScope];
  const must = requirements.filter((r) => r.priority === 'Must');

  const sections = [
    section(
      'overview',
      'Overview and vision',
      [
        `**${name}**${brief.projectDescription ? ` — ${brief.projectDescription}` : ''}`,
        `Vision: ${name} serves ${personas.length ? joinAnd(personas.map((p) => lowerFirst(manyOf(p.name)))) : 'its users'} on ${brief.platforms.length ? joinAnd(brief.platforms) : platformText(brief)}. The first release is a ${scope.label} for ${scope.users}${visionTimeline(brief)}, and delivers the Must requirements ${joinAnd(must.map((r) => r.id))}.`,
        '### Business goals',
        orNote(brief.businessGoals, 'No business goals were given yet (see open questions).'),
      ].join('\n\n'),
    ),
    section('problem', 'Problem', orNote(brief.problemStatement, 'The problem statement is still to be written (see open questions).')),
    section(
      'users',
      'Target users and personas',
      personas
        .map((p) => {
          const own = journeys.filter((j) => j.persona === p.name).map((j) => j.id);
          // A journey told by another persona may show this one doing a step ("the director shows a code").
          const named = new RegExp(`\\b${p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`, 'i');
          // …or by a shorter name or another of their names ("the instructor", "the plumber"), as the reader finds a step's doer.
          const ref = refs[personaItems.findIndex((x) => x.id === p.id)];
          const partOf = journeys.flatMap((j) => {
            const steps = j.persona === p.name ? [] : j.steps.flatMap((step, n) => (named.test(step) || (!!ref && stepDoer(j.steps, n, refs) === ref && namedBeforeVerb(step, ref)) ? [n + 1] : []));
            return steps.length ? [`${j.id} (${steps.length > 1 ? 'steps' : 'step'} ${joinAnd(steps.map(String))})`] : [];
          });
          const entry = personaItems.find((x) => x.id === p.id);
          return [
            `### ${p.id}: ${p.name}`,
            entry?.source.startsWith('brief:') ? quote(entry.statement) : `_${entry?.statement ?? ''}_`,
            ...conditionsText(entry?.fields.conditions, entry?.fields.conditionFields),
            p.goals.length ? `Requirements that serve them:\n\n${bullets(p.goals)}` : 'No requirement names them yet.',
            `Journeys: ${ids(own)}${partOf.length ? `; takes part in ${joinAnd(partOf)}` : ''}.`,
          ].join('\n\n');
        })
        .join('\n\n'),
      { personas },
    ),
    section(
      'experience',
      'Experience principles',
      [
        `Platforms: ${brief.platforms.length ? joinAnd(brief.platforms) : 'web first (no platform selected yet)'}.`,
        '### What defines a great experience',
        orNote(brief.uxDefinition, 'Not defined yet; the default is: the main task in under a minute, no manual needed.'),
        '### Design and brand guidelines',
        orNote(brief.designGuidelines, 'None given; use a clean, accessible default design system.'),
      ].join('\n\n'),
    ),
    section(
      'journeys',
      'User journeys',
      journeys
        .map((j) =>
          [`### ${j.id}: ${j.title}`, `Persona: ${j.persona}. Requirements: ${ids(j.frIds)}.${j.source ? '' : ' _Proposed from the features, since no journeys were given._'}`, j.source ? quote(j.source) : '', numbered(j.steps)].filter(Boolean).join('\n\n'),
        )
        .join('\n\n'),
      { journeys },
    ),
    section(
      'functional_requirements',
      'Functional requirements',
      requirements.map((r) => [`### ${r.id}: ${r.title} (${r.priority})`, `${r.description} Journeys: ${ids(r.journeyIds)}.`, 'Acceptance criteria:', bullets(r.acceptanceCriteria.map(criterionLine))].join('\n\n')).join('\n\n'),
      { requirements },
    ),
    section('non_goals', 'Non-goals', brief.nonGoals.length ? `Intentionally excluded from this release, so the team can say no quickly:\n\n${bullets(brief.nonGoals)}` : '_None stated yet (see open questions)._', { nonGoals: brief.nonGoals }),
    section(
      'scope',
      'Scope',
      [
        `**${scope.label}** (${scope.users}). Must requirements: ${ids(must.map((r) => r.id))}; Should: ${ids(requirements.filter((r) => r.priority === 'Should').map((r) => r.id))}.`,
        `Timeline: ${deadlineOf(brief) ? timelineWindow(brief).timeline : (brief.timeline ?? 'not chosen (3 months assumed)')}, from ${brief.startDate}.`,
        bullets(scopeImplications[brief.projectScope]),
      ].join('\n\n'),
      { scope: brief.projectScope, timeline: brief.timeline },
    ),
    section('success_metrics', 'Success metrics', bullets(metrics.map((m) => `**${m.id}** ${m.name} — target: ${m.target}; moved by ${ids(m.frIds)}${m.proposed ? ' _(proposed)_' : ''}.`)), { metrics }),
    section('non_functional_requirements', 'Non-functional requirements', bullets(nfrs.map((n) => `**${n.id} (${n.category})**: ${n.statement} Threshold: ${thresholds.get(n.id) ?? 'verified by a test before launch'}.`)), { nfrs }),
    section(
      'constraints',
      'Constraints and compliance',
      [
        '### Technical constraints',
        wantsRecommendation(brief.technicalConstraints) ? `Recommended (you asked for a recommendation):\n\n${bullets(resolveConstraints(brief).map((c) => `${c.choice} — ${c.rationale}`))}` : orNote(brief.technicalConstraints, 'None stated.'),
        '### Required integrations',
        wantsRecommendation(brief.integrations) ? 'To be recommended in the implementation plan.' : brief.integrations.length ? bullets(brief.integrations) : '_None required._',
        '### Compliance',
        brief.compliance.length ? bullets(brief.compliance.map((c) => `**${c}**: ${complianceControl(c)}.`)) : '_No regulatory requirements stated._',
      ].join('\n\n'),
    ),
    section('risks', 'Risks and mitigations', bullets(risks.map((r) => `**${r.id}** ${r.risk}\n  - ${r.mitigation.startsWith('Suggested:') ? r.mitigation : `Mitigation: ${r.mitigation}`}`)) || '_No risks stated yet._', { risks }),
    section(
      'competitors',
      'Competitive landscape',
      brief.competitors
        ? `${quote(brief.competitors)}\n\nPositioning: win on ${brief.uxDefinition ? 'the experience described under Experience principles' : 'focus'} and on the Must requirements (${joinAnd(must.map((r) => r.id))}) done well, rather than matching every competitor feature.`
        : '_No competitors named yet (see open questions)._',
    ),
    section('future', 'Future evolution', orNote(brief.futureEvolution, 'Not described; revisit after the first success-metric review.')),
    section('assumptions', 'Assumptions and open questions', ['### Assumptions', bullets(assumptions), '### Open questions', bullets(openQuestions), ...(brief.additionalNotes ? ['### Additional notes', quote(brief.additionalNotes)] : [])].join('\n\n'), {
      assumptions,
      openQuestions,
    }),
    ...supersededSection(graph),
  ];
  return {
    title: `Product Requirements Document: ${brief.projectName || 'Untitled project'}`,
    sections,
    extra: { personas, journeys, requirements, metrics, nfrs, risks, nonGoals: brief.nonGoals },
  };
}

/** Kinds a reader looks up by id in the PRD: a retired one stays visible, struck through. */
const retiredKinds = new Set(['persona', 'journey', 'requirement', 'nfr', 'metric', 'integration', 'risk']);

/** Items the brief no longer has keep answering by id: listed struck through with the day they went. */
function supersededSection(graph: SpecGraph) {
  const gone = graph.items.filter((i) => i.status === 'superseded' && retiredKinds.has(i.kind));
  if (!gone.length) return [];
  const line = (i: (typeof gone)[number]) => {
    const by = i.fields.supersededBy ? `superseded by ${String(i.fields.supersededBy)}` : `removed from the brief${i.fields.supersededOn ? ` on ${String(i.fields.supersededOn)}` : ''}`;
    return `~~**${i.id}** ${i.title}~~ (${by})`;
  };
  return [section('superseded', 'Superseded items', `Kept with their ids so references to them still resolve.\n\n${bullets(gone.map(line))}`)];
}

const fieldLabels: Record<string, string> = {
  uxDefinition: 'experience',
  designGuidelines: 'design',
  technicalConstraints: 'constraints',
  securityConcerns: 'security',
  projectDescription: 'description',
};

/** The conditions the brief states for a persona elsewhere, each with the field it is quoted from. */
/** "The plumber opens the job sheet": the persona is named before the step's verb, as its doer; "Assign parcels to couriers" names couriers only as whom it is done to. */
function namedBeforeVerb(step: string, ref: PersonaRef): boolean {
  const words = step.split(/\s+/);
  const tags = termTags(step);
  const verb = tags.length === words.length ? tags.findIndex((t) => t.includes('Verb') && !t.includes('Auxiliary')) : -1;
  return singularWords(words.slice(0, verb < 0 ? words.length : verb).join(' ')).some((w) => ref.heads.includes(w) || !!ref.aliases?.includes(w));
}

function conditionsText(conditions: unknown, from: unknown): string[] {
  const list = Array.isArray(conditions) ? (conditions as string[]) : [];
  const fields = Array.isArray(from) ? (from as string[]) : [];
  return list.length ? [`Working conditions the brief states for them:\n\n${bullets(list.map((c, i) => `${c} _(${fieldLabels[fields[i] ?? ''] ?? 'brief'})_`))}`] : [];
}
