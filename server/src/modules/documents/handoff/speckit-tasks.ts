import type { SpecItem } from '../../spec/graph.js';
import { type HandoffView, joinAnd, pad3, type Story } from './handoff-model.js';
import { moduleName, sourceDirs } from './speckit-plan.js';
import { ids, skFr } from './speckit-spec.js';
import { criterionTestFile, parts, taskPath } from './stack-conventions.js';

interface Phase {
  title: string;
  kind: 'setup' | 'foundational' | 'story' | 'polish';
  goal: string;
  story?: Story;
  tasks: SpecItem[];
}

/** One line of tasks.md: a graph task, or the test of one criterion written before its story's build task. */
interface Entry {
  key: string;
  task: SpecItem;
  criterion?: SpecItem;
}

function phases(v: HandoffView): Phase[] {
  const built = new Set(v.stories.flatMap((s) => s.tasks.map((t) => t.id)));
  const rest = v.tasks.filter((t) => !built.has(t.id));
  const setup = rest.filter((t) => !v.dependencies(t).length);
  const storyStarts = v.tasks.filter((t) => built.has(t.id)).map((t) => String(t.fields.start ?? ''));
  const firstFeature = storyStarts.sort()[0] ?? '';
  const foundational = rest.filter((t) => !setup.includes(t) && (String(t.fields.start ?? '') < firstFeature || t.fields.role === 'setup' || t.fields.role === 'integration'));
  const polish = rest.filter((t) => !setup.includes(t) && !foundational.includes(t));
  const list: Omit<Phase, 'title'>[] = [
    { kind: 'setup', goal: 'Project initialisation and basic structure', tasks: setup },
    { kind: 'foundational', goal: 'Core infrastructure that MUST be complete before ANY user story can be implemented', tasks: foundational },
    ...v.stories.map((s) => ({ kind: 'story' as const, goal: v.mustStatement(s).replace(/^System MUST let /, 'Let '), story: s, tasks: s.tasks })),
    { kind: 'polish', goal: 'Verification against the journeys, metrics and non-functional requirements, then launch', tasks: polish },
  ];
  const names = { setup: 'Setup (Shared Infrastructure)', foundational: 'Foundational (Blocking Prerequisites)', polish: 'Polish & Cross-Cutting Concerns' };
  const kept = list.filter((p) => p.tasks.length);
  const mvp = kept.find((p) => p.story);
  return kept.map((p, i) => ({
    ...p,
    title: `Phase ${i + 1}: ${p.story ? `User Story ${p.story.n} - ${p.story.fr.title} (Priority: ${p.story.priority})${p === mvp ? ' 🎯 MVP' : ''}` : names[p.kind as keyof typeof names]}`,
  }));
}

const testsFirst = (t: SpecItem, story: Story | undefined) => !!story?.criteria.length && t.fields.role !== 'integration';

/** A phase's lines in file (and number) order: for a story, the test of each criterion first, then its tasks. */
function entriesOf(p: Phase): Entry[] {
  const tests = p.tasks.flatMap((t) => (testsFirst(t, p.story) ? p.story!.criteria.map((c) => ({ key: `${t.id}:${c.id}`, task: t, criterion: c })) : []));
  return [...tests, ...p.tasks.map((t) => ({ key: t.id, task: t }))];
}

function text(v: HandoffView, e: Entry, story: Story | undefined): string {
  const dirs = sourceDirs(v);
  const { task: t } = e;
  if (story) {
    const m = moduleName(story);
    if (e.criterion) return `Test for ${e.criterion.id} (${skFr(v, story.fr.id)} acceptance scenario), written first and failing, in ${criterionTestFile(v, m, e.criterion.id)}`;
    if (t.fields.role === 'integration') return `${t.title}: ${t.statement.replace(/\.$/, '')}, in ${dirs.backend}/src/modules/${m}/adapters/`;
    const title = `${t.title.replace(/^Build FR-\d+: /, 'Build ')} (${skFr(v, story.fr.id)})`;
    const screens = dirs.clients.map((c) => `${c.dir}/src/features/${m}/`);
    const done = story.criteria.length ? `, until ${story.criteria.length > 1 ? 'its tests pass' : 'its test passes'}` : '';
    return `${title}: API in ${dirs.backend}/src/modules/${m}/${screens.length ? `, screens in ${joinAnd(screens)}` : ''}${done}`;
  }
  return `${t.title}: ${t.statement.replace(/\.$/, '')}, in ${taskPath(v, t)}`;
}

/** tasks.md, after spec-kit's tasks-template.md (1.0): `- [ ] T001 [P] [US1] Description with file path`. */
export function speckitTasks(v: HandoffView, branch: string): string {
  const all = phases(v);
  const entries = all.map(entriesOf);
  // spec-kit numbers tasks in the order the file lists them; our T-n id closes each line.
  const number = new Map(entries.flat().map((e, i) => [e.key, `T${pad3(i + 1)}`]));
  const lineOf = (p: Phase, k: number) => {
    const inPhase = new Set(p.tasks.map((t) => t.id));
    const free = entries[k]!.filter((e) => e.criterion || (!v.dependencies(e.task).some((d) => inPhase.has(d.id)) && !testsFirst(e.task, p.story)));
    return (e: Entry) => {
      const parallel = free.length > 1 && free.includes(e);
      const story = p.story ? ` [US${p.story.n}]` : '';
      const tests = !e.criterion && testsFirst(e.task, p.story) ? p.story!.criteria.map((c) => number.get(`${e.task.id}:${c.id}`)) : [];
      const after = [...(e.criterion ? [] : v.dependencies(e.task).map((d) => number.get(d.id))), ...tests].filter((n): n is string => !!n).sort();
      return `- [ ] ${number.get(e.key)}${parallel ? ' [P]' : ''}${story} ${text(v, e, p.story)}${after.length ? ` (depends on ${after.join(', ')})` : ''}${ids(e.criterion ? e.criterion.id : e.task.id)}`;
    };
  };
  const body = all.flatMap((p, k) => {
    const line = lineOf(p, k);
    const own = entries[k]!;
    const head = [`## ${p.title}`, ''];
    if (!p.story) {
      return [
        ...head,
        `**Purpose**: ${p.goal}`,
        '',
        ...(p.kind === 'foundational' ? ['**⚠️ CRITICAL**: No user story work can begin until this phase is complete', ''] : []),
        ...own.map(line),
        ...(p.kind === 'foundational' ? ['', '**Checkpoint**: Foundation ready - user story implementation can now begin in parallel'] : []),
        '',
        '---',
        '',
      ];
    }
    const tests = own.filter((e) => e.criterion);
    const build = own.filter((e) => !e.criterion);
    return [
      ...head,
      `**Goal**: ${p.goal}`,
      '',
      `**Independent Test**: ${p.story.criteria.length ? `run the acceptance scenarios ${p.story.criteria.map((c) => c.id).join(', ')} against this story alone` : `exercise ${skFr(v, p.story.fr.id)} on its own`}`,
      '',
      ...(tests.length ? [`### Tests for User Story ${p.story.n} ⚠️`, '', '> **NOTE: Write these tests FIRST, ensure they FAIL before implementation**', '', ...tests.map(line), ''] : []),
      `### Implementation for User Story ${p.story.n}`,
      '',
      ...build.map(line),
      '',
      `**Checkpoint**: User Story ${p.story.n} works and is tested on its own`,
      '',
      '---',
      '',
    ];
  });
  return [
    `# Tasks: ${v.input.brief.projectName}`,
    '',
    `**Input**: Design documents from \`specs/${branch}/\``,
    '',
    `**Prerequisites**: plan.md, spec.md${v.of('entity').length ? ', data-model.md' : ''}`,
    '',
    '**Tests**: every acceptance scenario in spec.md gets a test, written before the code that makes it pass.',
    '',
    '**Organization**: Tasks are grouped by user story to enable independent implementation and testing of each story.',
    '',
    '## Format: `[ID] [P?] [Story] Description`',
    '',
    '- **[P]**: Can run in parallel (different files, no dependencies)',
    '- **[Story]**: Which user story this task belongs to (US1, US2 …)',
    '- Each description names its file or folder; the tasks it depends on are in brackets, and the spec graph id (T-6, AC-1.2) is in a comment at the end of the line',
    '',
    '## Path Conventions',
    '',
    ...parts(v).map(
      (part, i) => `- **${i === 0 ? 'API' : part.dir === 'web' ? 'Web' : 'Mobile'}**: \`${part.dir}/src/\`, tests in \`${part.dir}/${(part.toolchain?.testFile ?? 'tests/').split('/')[0]}/\`${part.toolchain ? ` (${part.toolchain.language})` : ''}`,
    ),
    '- Paths follow the structure in plan.md',
    '',
    ...body,
    '## Dependencies & Execution Order',
    '',
    ...executionOrder(v, all),
    '',
    ...parallelExample(v, all, entries, number),
    ...strategy(all),
    '## Notes',
    '',
    '- [P] tasks = different files, no dependencies',
    '- [Story] label maps task to specific user story for traceability',
    '- Each user story should be independently completable and testable',
    '- Verify tests fail before implementing',
    '- Commit after each task or logical group, naming the task and requirement ids',
    '- Stop at any checkpoint to validate story independently',
    '',
  ].join('\n');
}

const numberOf = (p: Phase) => /^Phase (\d+)/.exec(p.title)![1];

function executionOrder(v: HandoffView, all: Phase[]): string[] {
  const setup = all.find((p) => p.kind === 'setup');
  const foundational = all.find((p) => p.kind === 'foundational');
  const stories = all.filter((p) => p.story);
  const polish = all.find((p) => p.kind === 'polish');
  const after = foundational ? `Foundational (Phase ${numberOf(foundational)})` : setup ? `Setup (Phase ${numberOf(setup)})` : 'the start';
  return [
    '### Phase Dependencies',
    '',
    ...(setup ? [`- **Setup (Phase ${numberOf(setup)})**: No dependencies - can start immediately`] : []),
    ...(foundational ? [`- **Foundational (Phase ${numberOf(foundational)})**: Depends on Setup completion - BLOCKS all user stories`] : []),
    ...(stories.length ? [`- **User Stories (Phase ${numberOf(stories[0]!)}${stories.length > 1 ? ` to ${numberOf(stories[stories.length - 1]!)}` : ''})**: depend on ${after}; then in parallel or in priority order`] : []),
    ...(polish ? [`- **Polish (Phase ${numberOf(polish)})**: Depends on the user stories it verifies`] : []),
    '',
    '### User Story Dependencies',
    '',
    ...stories.map((p) => {
      const others = p.tasks.flatMap((t) => v.dependencies(t)).filter((d) => v.stories.some((s) => s !== p.story && s.tasks.some((x) => x.id === d.id)));
      return `- **User Story ${p.story!.n} (${p.story!.priority})**: can start after ${after}${others.length ? `; waits for ${others.map((d) => d.id).join(', ')}` : ' - no dependencies on other stories'}`;
    }),
    '',
    '### Within Each User Story',
    '',
    '- Tests MUST be written and FAIL before implementation',
    '- An integration adapter before the story that uses it',
    '- Story complete before moving to next priority',
  ];
}

function parallelExample(v: HandoffView, all: Phase[], entries: Entry[][], number: Map<string, string>): string[] {
  const k = all.findIndex((p) => p.story && entriesOf(p).filter((e) => e.criterion).length > 1);
  if (k < 0) return [];
  const p = all[k]!;
  const tests = entries[k]!.filter((e) => e.criterion);
  return [`## Parallel Example: User Story ${p.story!.n}`, '', '```bash', `# Launch all tests for User Story ${p.story!.n} together:`, ...tests.map((e) => `Task: "${number.get(e.key)} ${text(v, e, p.story).replace(/"/g, "'")}"`), '```', ''];
}

function strategy(all: Phase[]): string[] {
  const stories = all.filter((p) => p.story);
  if (!stories.length) return [];
  const before = all.filter((p) => p.kind === 'setup' || p.kind === 'foundational');
  const first = stories[0]!;
  return [
    '## Implementation Strategy',
    '',
    `### MVP First (User Story ${first.story!.n} Only)`,
    '',
    ...[...before.map((p) => `Complete ${p.title}`), `Complete ${first.title.replace(/ 🎯 MVP$/, '')}`, `**STOP and VALIDATE**: Test User Story ${first.story!.n} independently`, 'Deploy/demo if ready'].map((s, i) => `${i + 1}. ${s}`),
    '',
    '### Incremental Delivery',
    '',
    ...[...(before.length ? ['Complete Setup + Foundational → Foundation ready'] : []), ...stories.map((p) => `Add User Story ${p.story!.n} (${p.story!.fr.title}) → Test independently → Deploy/Demo`)].map((s, i) => `${i + 1}. ${s}`),
    '',
    ...(stories.length > 1 ? ['### Parallel Team Strategy', '', '1. The team completes Setup + Foundational together', '2. Once Foundational is done, each developer takes a user story', '3. Stories complete and integrate independently', ''] : []),
  ];
}
