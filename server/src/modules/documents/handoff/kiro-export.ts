import { linked, type SpecItem } from '../../spec/graph.js';
import { gwt, type HandoffView, isUnwanted, joinAnd, sentence, type Story, upperFirst } from './handoff-model.js';
import { moduleName, sourceDirs } from './speckit-plan.js';

/** One criterion in EARS: WHILE <state>, WHEN <trigger>, THE SYSTEM SHALL …; IF <unwanted> … THEN THE SYSTEM SHALL …. */
export function ears(ac: SpecItem): string {
  const p = gwt(ac);
  if (!p) return `THE SYSTEM SHALL ensure that ${ac.statement.replace(/\.$/, '')}`;
  const then = `THE SYSTEM SHALL ensure that ${p.then}`;
  if (isUnwanted(p.given)) return `IF ${p.given} AND ${p.when}, THEN ${then}`;
  return `WHILE ${p.given}, WHEN ${p.when}, ${then}`;
}

/** Requirement numbers: the user stories first (1 … n), then one per NFR, each with its criteria. */
function numbering(v: HandoffView): { nfr: Map<string, number>; criterion: Map<string, string> } {
  const criterion = new Map<string, string>();
  v.stories.forEach((s) => s.criteria.forEach((c, i) => criterion.set(c.id, `${s.n}.${i + 1}`)));
  const nfr = new Map(v.of('nfr').map((r, i) => [r.id, v.stories.length + i + 1]));
  return { nfr, criterion };
}

function storyBlock(v: HandoffView, s: Story): string {
  const benefit = v.benefit(s);
  const action = v.action(s);
  const criteria = s.criteria.length ? s.criteria.map((c, i) => `${i + 1}. ${ears(c)}. _(${c.id})_`) : [`1. THE SYSTEM SHALL let ${v.who(s)} ${action ?? s.fr.statement.replace(/\.$/, '')}.`];
  return [
    `### Requirement ${s.n}: ${s.fr.title} (${s.fr.id}, ${String(s.fr.fields.priority ?? 'Must')})`,
    '',
    `**User Story:** As ${v.asOne(s)}, I want ${action ? `to ${action}` : s.fr.statement.replace(/\.$/, '')}${benefit ? `, so that ${benefit}` : ''}.`,
    '',
    '#### Acceptance Criteria',
    '',
    ...criteria,
  ].join('\n');
}

/** requirements.md: an introduction, then each requirement as a user story with EARS criteria. */
export function kiroRequirements(v: HandoffView): string {
  const { brief } = v.input;
  const n = numbering(v);
  const nfrs = v
    .of('nfr')
    .map((r) =>
      [
        `### Requirement ${n.nfr.get(r.id)}: ${r.title} (${r.id})`,
        '',
        `**User Story:** As the team running ${brief.projectName}, I want it to meet its ${r.title.toLowerCase()} requirement, so that it holds up in production.`,
        '',
        '#### Acceptance Criteria',
        '',
        `1. THE SYSTEM SHALL meet this requirement: ${r.statement.replace(/\.$/, '')}.`,
        ...(r.fields.threshold ? [`2. THE SYSTEM SHALL pass this check before launch: ${String(r.fields.threshold).replace(/\.$/, '')}.`] : []),
      ].join('\n'),
    );
  const questions = v.openQuestions();
  return [
    '# Requirements Document',
    '',
    '## Introduction',
    '',
    `${sentence(brief.projectDescription)}${brief.problemStatement ? ` ${brief.problemStatement.split('\n').map(sentence).join(' ')}` : ''}`,
    '',
    `Exported from Specforge. The ids in brackets (FR-1, AC-1.2, NFR-1 …) are the spec graph ids; tasks.md refers to the acceptance criteria by number (1.2 is criterion 2 of requirement 1).${brief.nonGoals.length ? ` Out of scope: ${joinAnd(brief.nonGoals)}.` : ''}`,
    '',
    '## Requirements',
    '',
    ...[...v.stories.map((s) => storyBlock(v, s)), ...nfrs].flatMap((b) => [b, '']),
    ...(questions.length ? ['## Open Questions', '', ...questions.map((q) => `- ${q.title} (${q.id})`), ''] : []),
  ].join('\n');
}

/** design.md: overview, architecture, components and interfaces, data models, error handling, testing. */
export function kiroDesign(v: HandoffView): string {
  const { brief } = v.input;
  const dirs = sourceDirs(v);
  const decisions = v.of('decision');
  const stack = decisions.filter((d) => d.fields.area !== 'Constraint');
  const constraints = decisions.filter((d) => d.fields.area === 'Constraint');
  const entities = v.of('entity');
  const integrations = v.of('integration');
  const unwanted = v.stories.flatMap((s) => s.criteria.filter((c) => isUnwanted(gwt(c)?.given ?? '')));
  const parts = [dirs.backend, ...dirs.clients.map((c) => c.dir)];
  return [
    `# Design Document: ${brief.projectName}`,
    '',
    '## Overview',
    '',
    `${sentence(brief.projectDescription)} This design covers ${v.stories.length} requirement${v.stories.length === 1 ? '' : 's'} (${v.stories.map((s) => s.fr.id).join(', ')}) for ${joinAnd(brief.platforms.length ? brief.platforms : ['Web'])}.${brief.uxDefinition ? ` ${sentence(brief.uxDefinition)}` : ''}`,
    '',
    '## Architecture',
    '',
    ...(stack.length ? stack.map((d) => `- **${String(d.fields.area ?? d.title)}**: ${v.choice(d)} (${d.id}). ${sentence(d.statement)}`) : ['- One deployable service with its own database.']),
    ...(constraints.length ? ['', 'Constraints:', '', ...constraints.map((d) => `- ${sentence(v.choice(d))} ${sentence(d.statement)} (${d.id})`)] : []),
    '',
    '```mermaid',
    'graph LR',
    ...dirs.clients.map((c) => `  ${c.dir}[${c.what}] --> api[${dirs.backend} API]`),
    ...(dirs.clients.length ? [] : ['  user[Browser] --> api[API]']),
    '  api --> db[(database)]',
    ...integrations.map((i, k) => `  api --> int${k + 1}[${i.title.replace(/[[\]()]/g, '')}]`),
    '```',
    '',
    '## Components and Interfaces',
    '',
    ...v.stories.flatMap((s) => [
      `### ${s.fr.title} (${s.fr.id})`,
      '',
      `- Responsibility: ${v.mustStatement(s).replace(/^System MUST /, '')}`,
      `- Lives in: ${parts.map((p, i) => `\`${p}/src/${i === 0 ? 'modules' : 'features'}/${moduleName(s)}/\``).join(', ')}`,
      ...usesLine(v, s),
      `- Verified by: ${s.criteria.map((c) => c.id).join(', ') || s.fr.id}`,
      '',
    ]),
    ...(integrations.length ? ['### Integrations', '', ...integrations.map((i) => `- ${i.title} (${i.id}): ${sentence(i.statement)} Behind an adapter with timeouts and retries.`), ''] : []),
    '## Data Models',
    '',
    ...(entities.length
      ? entities.map((e) => {
          const attrs = Array.isArray(e.fields.attributes) ? e.fields.attributes : ['id'];
          const rel = linked(e, 'relates_to')
            .map((id) => v.item(id)?.title)
            .filter(Boolean);
          return `- **${e.title}** (${e.id}): ${attrs.map((a) => `\`${a}\``).join(', ')}${rel.length ? `; belongs to ${rel.join(', ')}` : ''}. ${sentence(e.statement)}`;
        })
      : ['- No persistent entities beyond the user account.']),
    '',
    '## Error Handling',
    '',
    ...errorCases(unwanted),
    ...integrations.map((i) => `- ${i.title} (${i.id}) unavailable: the call times out, is retried, and the user is told when it cannot complete.`),
    "- Another user's data answers as not found; errors are logged with a request id, never with personal data.",
    '',
    '## Testing Strategy',
    '',
    '- One automated test per acceptance criterion, named by its id (AC-1.2), in the module it verifies.',
    ...v.tasks.filter((t) => t.fields.role === 'verification').map((t) => `- ${t.title} (${t.id}): ${sentence(t.statement)}`),
    '',
  ].join('\n');
}

function usesLine(v: HandoffView, s: Story): string[] {
  const uses = linked(s.fr, 'uses')
    .map((id) => v.item(id))
    .filter((i): i is SpecItem => !!i);
  return uses.length ? [`- Uses: ${uses.map((i) => `${i.title} (${i.id})`).join(', ')}`] : [];
}

/** The unwanted-behaviour criteria, one line per distinct case with every criterion it covers. */
function errorCases(criteria: SpecItem[]): string[] {
  const cases = new Map<string, string[]>();
  for (const c of criteria) {
    const p = gwt(c)!;
    const key = `${upperFirst(p.given)}: ${p.then}`;
    cases.set(key, [...(cases.get(key) ?? []), c.id]);
  }
  if (!cases.size) return ['- Invalid input is refused with a message that says what to fix; nothing incomplete is saved.'];
  return [...cases].map(([text, ids]) => `- ${text} (${ids.join(', ')}).`);
}

/** tasks.md: numbered checkbox tasks with sub-bullets and `_Requirements: 1.1, 2.3_`. */
export function kiroTasks(v: HandoffView): string {
  const n = numbering(v);
  const number = new Map(v.tasks.map((t, i) => [t.id, i + 1]));
  const blocks = v.tasks.map((t) => {
    const built = v.requirementsOf(t);
    // Kiro links a task to acceptance criteria (`1.2`), never to a whole requirement: a task that
    // serves a requirement refers to each of its criteria (a story without any has the one
    // criterion requirements.md writes for it, `n.1`).
    const criteriaOf = (s: Story) => (s.criteria.length ? s.criteria.map((c) => n.criterion.get(c.id)!) : [`${s.n}.1`]);
    const refs = built.length ? built.flatMap(criteriaOf) : [...v.servedRequirements(t).flatMap(criteriaOf), ...v.nfrsOf(t).flatMap((r) => [`${n.nfr.get(r.id)}.1`, ...(r.fields.threshold ? [`${n.nfr.get(r.id)}.2`] : [])])];
    const deps = v
      .dependencies(t)
      .map((d) => number.get(d.id))
      .filter(Boolean);
    const when = v.schedule(t);
    const milestone = v.milestoneOf(t);
    return [
      `- [ ] ${number.get(t.id)}. ${t.title} (${t.id})`,
      `  - ${sentence(t.statement)}`,
      ...(t.fields.role === 'feature' ? built.filter((s) => s.criteria.length).map((s) => `  - Write a test for each acceptance criterion of ${s.fr.id}: ${s.criteria.map((c) => c.id).join(', ')}`) : []),
      ...(deps.length ? [`  - After task${deps.length > 1 ? 's' : ''} ${deps.join(', ')}`] : []),
      ...(when || milestone ? [`  - Planned: ${[when, milestone ? `${milestone.id} ${milestone.title}` : null].filter(Boolean).join('; ')}`] : []),
      ...(refs.length ? [`  - _Requirements: ${[...new Set(refs)].join(', ')}_`] : []),
    ].join('\n');
  });
  return ['# Implementation Plan', '', ...blocks.flatMap((b) => [b, ''])].join('\n');
}
