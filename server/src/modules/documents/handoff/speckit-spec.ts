import { linked, linkedFrom, type SpecItem } from '../../spec/graph.js';
import { gwt, type HandoffView, isUnwanted, joinAnd, pad3, sentence, type Story, upperFirst } from './handoff-model.js';

/** `FR-001`: spec-kit's id for one of our requirements (its position among the user stories). */
export const skFr = (v: HandoffView, frId: string) => `FR-${pad3(v.stories.findIndex((s) => s.fr.id === frId) + 1)}`;

function acRange(story: Story): string {
  const ids = story.criteria.map((c) => c.id);
  if (ids.length > 2) return `${ids[0]} to ${ids[ids.length - 1]}`;
  return ids.length ? ids.join(' and ') : story.fr.id;
}

function userStory(v: HandoffView, s: Story): string {
  const benefit = v.benefit(s);
  const action = v.action(s);
  const want = action ? `I want to ${action}` : `I want this: ${s.fr.statement.replace(/\.$/, '')}`;
  const why = [
    `${s.fr.id} is a ${String(s.fr.fields.priority ?? 'Must')} requirement in the brief`,
    s.personas.length ? `it serves ${s.personas.map((p) => p.id).join(', ')}` : null,
    s.journeys.length ? `the journey${s.journeys.length > 1 ? 's' : ''} ${s.journeys.map((j) => j.id).join(', ')} need${s.journeys.length > 1 ? '' : 's'} it` : null,
  ].filter(Boolean);
  const scenarios = s.criteria.map((ac, i) => {
    const p = gwt(ac);
    return p ? `${i + 1}. **Given** ${p.given}, **When** ${p.when}, **Then** ${p.then}. (${ac.id})` : `${i + 1}. ${sentence(ac.statement)} (${ac.id})`;
  });
  return [
    `### User Story ${s.n} - ${s.fr.title} (Priority: ${s.priority})`,
    '',
    `As ${v.asOne(s)}, ${want}${benefit ? `, so that ${benefit}` : ''}. (${skFr(v, s.fr.id)}, ${s.fr.id})`,
    '',
    `**Why this priority**: ${upperFirst(why.join('; '))}.`,
    '',
    `**Independent Test**: Can be fully tested on its own, with only the foundations (setup and foundational tasks) in place, by running its acceptance scenarios ${acRange(s)}; it delivers value to ${v.who(s)} without any other story.`,
    '',
    '**Acceptance Scenarios**:',
    '',
    ...(scenarios.length ? scenarios : [`1. ${sentence(s.fr.statement)} (${s.fr.id})`]),
  ].join('\n');
}

function edgeCases(v: HandoffView): string[] {
  const fromCriteria = v.stories.flatMap((s) =>
    s.criteria.flatMap((ac) => {
      const p = gwt(ac);
      return p && isUnwanted(p.given) ? [`- What happens when ${p.given}? When ${p.when}, ${p.then}. (${ac.id})`] : [];
    }),
  );
  return fromCriteria;
}

/** Our spec graph ids at the end of a spec-kit line, where parsers of `**FR-001**: …` do not see them. */
export const ids = (...list: string[]) => ` <!-- ${list.join(', ')} -->`;

/**
 * Open questions the way spec-kit keeps them: `[NEEDS CLARIFICATION: …]` on the line of the item
 * they concern (a criterion's question goes to its requirement); the rest are listed under
 * Assumptions. Answered ones go to `## Clarifications` as `- Q: … → A: …`.
 */
function openMarkers(v: HandoffView): { on: Map<string, SpecItem[]>; loose: SpecItem[] } {
  const on = new Map<string, SpecItem[]>();
  const loose: SpecItem[] = [];
  const lineOf = (id: string) => {
    const item = v.item(id);
    if (item?.kind === 'criterion') return v.stories.find((s) => s.criteria.some((c) => c.id === id))?.fr.id;
    return item && ['requirement', 'nfr', 'metric', 'entity'].includes(item.kind) ? id : undefined;
  };
  for (const q of v.openQuestions()) {
    const target = linked(q, 'concerns').map(lineOf).find(Boolean);
    if (target) on.set(target, [...(on.get(target) ?? []), q]);
    else loose.push(q);
  }
  return { on, loose };
}

const marked = (line: string, itemId: string, open: Map<string, SpecItem[]>) => {
  const qs = open.get(itemId) ?? [];
  return `${line}${qs.map((q) => ` [NEEDS CLARIFICATION: ${q.title}]`).join('')}${ids(itemId, ...qs.map((q) => q.id))}`;
};

function successCriteria(v: HandoffView, open: Map<string, SpecItem[]>): string[] {
  let n = 0;
  const sc = () => `SC-${pad3(++n)}`;
  const metrics = v.of('metric').map((m) => {
    const target = typeof m.fields.target === 'string' && m.fields.target ? m.fields.target : null;
    const movers = linkedFrom(v.input.graph, m.id, 'measured_by').map((r) => skFr(v, r.id));
    const text = target && target !== m.title ? `${m.title}: ${target}` : target ? m.title : `${m.title} is measured from launch day (no target set in the brief yet)`;
    return marked(`- **${sc()}**: ${sentence(text)}${movers.length ? ` Moved by ${movers.join(', ')}.` : ''}`, m.id, open);
  });
  const nfrs = v.of('nfr').map((r) => marked(`- **${sc()}**: ${r.title}: ${sentence(String(r.fields.threshold ?? r.statement))}`, r.id, open));
  return [...metrics, ...nfrs];
}

/** spec-kit's Assumptions: the defaults the spec was built on when the brief did not decide. */
function assumptions(v: HandoffView, loose: SpecItem[]): string[] {
  const { brief } = v.input;
  const recommended = v.of('decision').filter((d) => d.fields.recommended === true);
  return [
    `- Target users: ${
      v.of('persona').length
        ? v
            .of('persona')
            .map((p) => p.title)
            .join('; ')
        : 'the people named in the brief'
    }.`,
    `- Platforms: ${joinAnd(brief.platforms.length ? brief.platforms : ['Web'])}.`,
    ...(brief.timeline ? [`- Timeline: ${brief.timeline}, starting ${brief.startDate}${brief.teamSize ? ` with ${brief.teamSize} people` : ''}.`] : []),
    ...(brief.nonGoals.length ? [`- Out of scope for this release: ${joinAnd(brief.nonGoals)}.`] : []),
    ...v.of('integration').map((i) => `- Depends on ${i.title}: ${sentence(i.statement)}${ids(i.id)}`),
    ...(recommended.length ? [`- The stack in plan.md is recommended, not chosen by the team: ${recommended.map((d) => d.id).join(', ')}.`] : []),
    ...loose.map((q) => `- [NEEDS CLARIFICATION: ${q.title}]${ids(q.id)}`),
  ];
}

/** Answered questions by session day, as spec-kit's clarify step records them. */
function clarifications(v: HandoffView): string[] {
  const answered = v.of('question').filter((q) => q.fields.resolved === true && typeof q.fields.answer === 'string' && q.fields.answer.trim());
  const day = (q: SpecItem) => (typeof q.fields.answeredAt === 'string' && /^\d{4}-\d{2}-\d{2}/.test(q.fields.answeredAt) ? q.fields.answeredAt.slice(0, 10) : v.input.date);
  const days = [...new Set(answered.map(day))].sort();
  return days.flatMap((d) => [`### Session ${d}`, '', ...answered.filter((q) => day(q) === d).map((q) => `- Q: ${q.title} → A: ${String(q.fields.answer).trim()}${ids(q.id)}`), '']);
}

/** spec.md, after spec-kit's spec-template.md (1.0). */
export function speckitSpec(v: HandoffView, branch: string): string {
  const { brief, date } = v.input;
  const entities = v.of('entity');
  const { on: open, loose } = openMarkers(v);
  const edges = edgeCases(v);
  const success = successCriteria(v, open);
  const nfrs = v.of('nfr');
  const answered = clarifications(v);
  const input = `${sentence(brief.projectDescription)}${brief.problemStatement ? ` ${brief.problemStatement.split('\n').map(sentence).join(' ')}` : ''}`;
  return [
    `# Feature Specification: ${brief.projectName}`,
    '',
    `**Feature Branch**: \`${branch}\``,
    '',
    `**Created**: ${date}`,
    '',
    '**Status**: Draft',
    '',
    `**Input**: User description: "${input.replace(/"/g, "'")}"`,
    '',
    'Exported from Specforge. Each requirement, entity and success criterion ends with its spec graph id in a comment (`<!-- FR-1 -->`), and stories and scenarios name theirs in brackets (AC-1.2), so every line can be traced back to the project.',
    '',
    ...(answered.length ? ['## Clarifications', '', ...answered] : []),
    '## User Scenarios & Testing *(mandatory)*',
    '',
    ...v.stories.flatMap((s) => [userStory(v, s), '', '---', '']),
    ...(edges.length ? ['### Edge Cases', '', ...edges, ''] : []),
    '## Requirements *(mandatory)*',
    '',
    '### Functional Requirements',
    '',
    ...v.stories.map((s) => marked(`- **${skFr(v, s.fr.id)}**: ${v.mustStatement(s)}`, s.fr.id, open)),
    ...(nfrs.length ? ['', '### Non-Functional Requirements', '', ...nfrs.map((r, i) => marked(`- **NFR-${pad3(i + 1)}**: ${r.title}: ${sentence(r.statement)} Threshold: ${String(r.fields.threshold ?? 'as stated')}.`, r.id, open))] : []),
    ...(brief.nonGoals.length ? ['', '### Out of Scope', '', ...brief.nonGoals.map((g) => `- ${g}`)] : []),
    ...(entities.length ? ['', '### Key Entities', '', ...entities.map((e) => marked(`- **${e.title}**: ${entityLine(v, e)}`, e.id, open))] : []),
    '',
    '## Success Criteria *(mandatory)*',
    '',
    '### Measurable Outcomes',
    '',
    ...(success.length ? success : [`- **SC-001**: ${sentence(brief.businessGoals || 'Every acceptance scenario passes in the release build')}`]),
    '',
    '## Assumptions',
    '',
    ...assumptions(v, loose),
    '',
  ].join('\n');
}

function entityLine(v: HandoffView, e: SpecItem): string {
  const relates = linked(e, 'relates_to')
    .map((id) => v.item(id)?.title)
    .filter(Boolean);
  return `${sentence(e.statement)}${relates.length ? ` Belongs to ${relates.join(', ')}.` : ''}`;
}

/** data-model.md: each entity with its attributes, relationships and the requirements using it. */
export function speckitDataModel(v: HandoffView): string {
  const db = v.decision('Database');
  const entities = v.of('entity');
  const blocks = entities.map((e) => {
    const out = linked(e, 'relates_to').map((id) => v.item(id));
    const listed = Array.isArray(e.fields.attributes) ? e.fields.attributes : [];
    // A relationship the attributes do not carry yet gets its reference field (ownerId covers User).
    const implied = out.flatMap((o) => {
      if (!o) return [];
      const key = `${o.title.charAt(0).toLowerCase()}${o.title.slice(1).replace(/\s+/g, '')}Id`;
      const carried = Object.values((e.fields.references as Record<string, string> | undefined) ?? {}).includes(o.id);
      return listed.includes(key) || carried || (o.title === 'User' && listed.includes('ownerId')) ? [] : [key];
    });
    const attributes = [...listed, ...implied];
    const into = linkedFrom(v.input.graph, e.id, 'relates_to').filter((i) => i.kind === 'entity');
    const usedBy = linkedFrom(v.input.graph, e.id, 'uses').filter((i) => i.kind === 'requirement');
    return [
      `## ${e.title} (${e.id})`,
      '',
      sentence(e.statement),
      '',
      '**Fields**:',
      '',
      ...(attributes.length ? attributes.map((a) => `- \`${a}\`${fieldNote(a, v, e)}`) : ['- `id`: primary key']),
      ...(out.length || into.length ? ['', '**Relationships**:', '', ...out.flatMap((o) => (o ? [`- belongs to ${o.title} (${o.id})`] : [])), ...into.map((i) => `- has many ${i.title} (${i.id})`)] : []),
      ...(usedBy.length ? ['', `**Used by**: ${usedBy.map((r) => `${skFr(v, r.id)} (${r.id}) ${r.title}`).join('; ')}`] : []),
    ].join('\n');
  });
  return [`# Data Model: ${v.input.brief.projectName}`, '', `Entities from the spec graph${db ? `, stored in ${v.choice(db)} (${db.id})` : ''}. Each owner-scoped entity is read and written only by its owner.`, '', ...blocks.flatMap((b) => [b, ''])].join('\n');
}

function fieldNote(name: string, v: HandoffView, entity: SpecItem): string {
  if (name === 'id') return ': primary key';
  // A pattern's column for a person ("recipientId") refers to the account or the role it names.
  const refersTo = (entity.fields.references as Record<string, string> | undefined)?.[name];
  const person = refersTo ? v.of('entity').find((e) => e.id === refersTo) : undefined;
  if (person) return `: the ${name.slice(0, -2)}, a ${person.title} (${person.id})`;
  const attributes = (entity.fields.attributes as string[] | undefined) ?? [];
  // "subjectType" + "subjectId": whatever the record is about, of the kind the type column says.
  if (name.endsWith('Id') && attributes.includes(`${name.slice(0, -2)}Type`)) return `: the id of what it is about, of the kind \`${name.slice(0, -2)}Type\` names`;
  if (name === 'createdAt') return ': set on insert';
  const owner = v.of('entity').find((e) => e.title === 'User');
  if (name === 'ownerId' && owner) return `: the owning ${owner.title} (${owner.id})`;
  const target = name.endsWith('Id') ? v.of('entity').find((e) => e.title.replace(/\s+/g, '').toLowerCase() === name.slice(0, -2).toLowerCase()) : undefined;
  if (target) return `: reference to ${target.title} (${target.id})`;
  if (name.endsWith('Id')) return `: reference to ${upperFirst(name.slice(0, -2))}`;
  return '';
}
