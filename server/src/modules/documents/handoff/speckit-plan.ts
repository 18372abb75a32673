import type { SpecItem } from '../../spec/graph.js';
import { slug } from '../document-export.js';
import { type HandoffView, joinAnd, pad3, sentence, type Story } from './handoff-model.js';
import { skFr } from './speckit-spec.js';

/** Top-level source folders, from the stack decisions: one per deployable part. */
export function sourceDirs(v: HandoffView): { backend: string; clients: { dir: string; what: string }[] } {
  const clients = [
    v.decision('Web client') ? { dir: 'web', what: 'web client' } : null,
    v.decision('Mobile client') ? { dir: 'mobile', what: 'iOS and Android app' } : null,
  ].filter((c): c is { dir: string; what: string } => !!c);
  return { backend: clients.length ? 'backend' : 'app', clients };
}

const line = (label: string, value: string | null | undefined) => (value ? [`**${label}**: ${value}  `] : []);

/** plan.md, after spec-kit's plan-template.md. */
export function speckitPlan(v: HandoffView, branch: string): string {
  const { brief, date } = v.input;
  const d = (area: string) => {
    const x = v.decision(area);
    return x ? `${v.choice(x)} (${x.id})` : null;
  };
  const nfr = (category: string) => v.of('nfr').find((n) => n.fields.category === category);
  const perf = nfr('Performance');
  const scale = nfr('Scalability');
  const constraints = v.of('decision').filter((x) => x.fields.area === 'Constraint');
  const decisions = v.of('decision').filter((x) => x.fields.area !== 'Constraint');
  const dirs = sourceDirs(v);
  const gates = [...constraints, ...v.of('nfr')];
  const deps = [d('Backend'), d('Web client'), d('Mobile client')].filter(Boolean).join('; ');
  return [
    `# Implementation Plan: ${brief.projectName}`,
    '',
    `**Branch**: \`${branch}\` | **Date**: ${date} | **Spec**: [spec.md](./spec.md)  `,
    '**Input**: Feature specification from `spec.md`',
    '',
    '## Summary',
    '',
    `${sentence(brief.projectDescription)} The first release delivers ${v.stories.length} user stor${v.stories.length === 1 ? 'y' : 'ies'} (${v.stories.map((s) => s.fr.id).join(', ')})${deps ? ` on ${deps}` : ''}.`,
    '',
    '## Technical Context',
    '',
    ...line('Language/Version', /typescript/i.test(deps) ? 'TypeScript' : null),
    ...line('Primary Dependencies', deps || null),
    ...line('Storage', d('Database')),
    ...line('Hosting', d('Hosting')),
    ...line('Observability', d('Observability')),
    '**Testing**: one automated test per acceptance scenario (the AC ids in spec.md); usability, load and security checks in the final phase of tasks.md  ',
    ...line('Target Platform', brief.platforms.length ? joinAnd(brief.platforms) : null),
    ...line('Project Type', dirs.clients.length ? `${dirs.backend} API with ${joinAnd(dirs.clients.map((c) => c.what))}` : 'single project'),
    ...line('Performance Goals', perf ? `${String(perf.fields.threshold ?? perf.statement)} (${perf.id})` : null),
    ...line('Constraints', constraints.length ? constraints.map((c) => `${v.choice(c)} (${c.id})`).join('; ') : null),
    ...line('Scale/Scope', scale ? `${scale.statement} (${scale.id})` : null),
    '',
    ...(gates.length
      ? [
          '## Constitution Check',
          '',
          '*GATE: these come from the spec\'s constraints and non-functional requirements; re-check them after design and before launch.*',
          '',
          ...gates.map((g) => `- [ ] ${g.id}: ${g.kind === 'decision' ? sentence(v.choice(g)) : `${g.title}: ${sentence(String(g.fields.threshold ?? g.statement))}`}`),
          '',
        ]
      : []),
    '## Project Structure',
    '',
    '### Documentation (this feature)',
    '',
    '```text',
    `specs/${branch}/`,
    '├── spec.md          # user stories, requirements, success criteria',
    '├── plan.md          # this file',
    ...(v.of('entity').length ? ['├── data-model.md    # entities and relationships'] : []),
    '└── tasks.md         # the task list, by phase and user story',
    '```',
    '',
    '### Source Code (repository root)',
    '',
    '```text',
    ...sourceTree(v, dirs),
    '```',
    '',
    `**Structure Decision**: ${dirs.clients.length ? `one folder per deployable part (${[dirs.backend, ...dirs.clients.map((c) => c.dir)].join(', ')}), one module per user story inside each` : 'one project, one module per user story'}, so a story can be built and tested on its own.`,
    ...(decisions.length ? ['', '## Architecture Decisions', '', ...decisions.map((x) => `- **${x.id}** ${String(x.fields.area ?? '')}: ${v.choice(x)}. ${sentence(x.statement)}${alternatives(x)}`)] : []),
    ...(v.of('integration').length ? ['', '## Integrations', '', ...v.of('integration').map((i) => `- **${i.id}** ${i.title}: ${sentence(i.statement)}`)] : []),
    ...(v.of('risk').length ? ['', '## Risks', '', ...v.of('risk').map((r) => `- **${r.id}** ${r.title}: ${sentence(String(r.fields.mitigation ?? 'review at every milestone'))}`)] : []),
    '',
  ].join('\n');
}

function alternatives(x: SpecItem): string {
  const alts = Array.isArray(x.fields.alternatives) ? x.fields.alternatives : [];
  return alts.length ? ` Alternatives: ${alts.join('; ')}.` : '';
}

function sourceTree(v: HandoffView, dirs: ReturnType<typeof sourceDirs>): string[] {
  const modules = v.stories.map((s) => moduleName(s));
  const tree = (root: string, inner: string, db: boolean) => [
    `${root}/`,
    `├── src/`,
    `│   ${db ? '├──' : '└──'} ${inner}/`,
    ...modules.map((m, i) => `│   ${db ? '│' : ' '}   ${i === modules.length - 1 ? '└──' : '├──'} ${m}/`),
    ...(db ? ['│   └── db/'] : []),
    `└── tests/`,
  ];
  return [...tree(dirs.backend, 'modules', true), ...dirs.clients.flatMap((c) => ['', ...tree(c.dir, 'features', false)])];
}

export const moduleName = (s: Story) => slug(s.fr.title).slice(0, 40) || s.fr.id.toLowerCase();

interface Phase {
  title: string;
  goal: string;
  story?: Story;
  tasks: SpecItem[];
}

function phases(v: HandoffView): Phase[] {
  const built = new Set(v.stories.flatMap((s) => s.tasks.map((t) => t.id)));
  const rest = v.tasks.filter((t) => !built.has(t.id));
  const setup = rest.filter((t) => !v.dependencies(t).length);
  const lastStoryStart = v.tasks.filter((t) => built.has(t.id)).map((t) => String(t.fields.start ?? ''));
  const firstFeature = lastStoryStart.sort()[0] ?? '';
  const foundational = rest.filter((t) => !setup.includes(t) && (String(t.fields.start ?? '') < firstFeature || t.fields.role === 'setup' || t.fields.role === 'integration'));
  const polish = rest.filter((t) => !setup.includes(t) && !foundational.includes(t));
  return [
    { title: 'Setup (Shared Infrastructure)', goal: 'Project initialisation and basic structure.', tasks: setup },
    { title: 'Foundational (Blocking Prerequisites)', goal: 'Core infrastructure that MUST be complete before ANY user story can be implemented.', tasks: foundational },
    ...v.stories.map((s, i) => ({
      title: `User Story ${s.n} - ${s.fr.title} (Priority: ${s.priority})${i === 0 ? ' 🎯 MVP' : ''}`,
      goal: v.mustStatement(s).replace(/^System MUST let /, 'Let '),
      story: s,
      tasks: s.tasks,
    })),
    { title: 'Polish & Cross-Cutting Concerns', goal: 'Verification against the journeys, metrics and non-functional requirements, then launch.', tasks: polish },
  ]
    .filter((p) => p.tasks.length)
    .map((p, i) => ({ ...p, title: `Phase ${i + 1}: ${p.title}` }));
}

function executionOrder(all: Phase[]): string[] {
  const numberOf = (title: string) => /^Phase (\d+)/.exec(title)?.[1];
  const setup = all.find((p) => p.title.includes('Setup'));
  const foundational = all.find((p) => p.title.includes('Foundational'));
  const stories = all.filter((p) => p.story);
  const polish = all.find((p) => p.title.includes('Polish'));
  return [
    ...(setup ? [`- Setup (Phase ${numberOf(setup.title)}) has no dependencies.`] : []),
    ...(foundational ? [`- Foundational (Phase ${numberOf(foundational.title)}) blocks every user story.`] : []),
    ...(stories.length > 1
      ? [`- User stories (Phase ${numberOf(stories[0]!.title)} to ${numberOf(stories[stories.length - 1]!.title)}) can proceed in parallel or in priority order (P1 first); a task's "after" list names what it waits for.`]
      : stories.length
        ? [`- The user story (Phase ${numberOf(stories[0]!.title)}) follows its prerequisites; a task's "after" list names what it waits for.`]
        : []),
    ...(polish ? [`- Polish (Phase ${numberOf(polish.title)}) comes last: it verifies the finished stories.`] : []),
  ];
}

/** tasks.md, after spec-kit's tasks-template.md: `- [ ] T001 [P] [US1] Description with file path`. */
export function speckitTasks(v: HandoffView, branch: string): string {
  const dirs = sourceDirs(v);
  const all = phases(v);
  // A story's build task is preceded by its tests, written first (spec-kit's "Tests for User Story N").
  const entries = all.map((p) => p.tasks.flatMap((t) => (testsFirst(t, p.story) ? [{ t, tests: true }, { t, tests: false }] : [{ t, tests: false }])));
  // spec-kit numbers tasks in the order the file lists them; our T-n id stays on each line.
  const ids = new Map(entries.flat().map((e, i) => [`${e.t.id}${e.tests ? ':tests' : ''}`, `T${pad3(i + 1)}`]));
  const body = all.flatMap((p, k) => {
    const inPhase = new Set(p.tasks.map((t) => t.id));
    const free = entries[k]!.filter((e) => !v.dependencies(e.t).some((d) => inPhase.has(d.id)) && (e.tests || !testsFirst(e.t, p.story)));
    const lines = entries[k]!.map((e) => {
      const parallel = free.length > 1 && free.includes(e);
      const story = p.story ? ` [US${p.story.n}]` : '';
      const deps = [...v.dependencies(e.t).map((d) => ids.get(d.id)), ...(!e.tests && testsFirst(e.t, p.story) ? [ids.get(`${e.t.id}:tests`)] : [])].filter(Boolean);
      const text = e.tests ? testsText(p.story!, dirs) : taskText(v, e.t, p.story, dirs);
      return `- [ ] ${ids.get(`${e.t.id}${e.tests ? ':tests' : ''}`)}${parallel ? ' [P]' : ''}${story} ${text} (${e.t.id}${deps.length ? `; after ${deps.join(', ')}` : ''})`;
    });
    return [
      `## ${p.title}`,
      '',
      `**Goal**: ${p.goal}`,
      ...(p.story ? ['', `**Independent Test**: run the acceptance scenarios ${p.story.criteria.map((c) => c.id).join(', ')} against this story alone.`] : []),
      '',
      ...lines,
      ...(p.story ? ['', `**Checkpoint**: User Story ${p.story.n} works and is tested on its own.`] : []),
      '',
    ];
  });
  return [
    `# Tasks: ${v.input.brief.projectName}`,
    '',
    `**Input**: Design documents from \`specs/${branch}/\`  `,
    `**Prerequisites**: plan.md, spec.md${v.of('entity').length ? ', data-model.md' : ''}`,
    '',
    '## Format: `[ID] [P?] [Story] Description`',
    '',
    '- **[P]**: can run in parallel (no dependency on another task of its phase)',
    '- **[Story]**: the user story the task belongs to (US1, US2 …)',
    '- The spec graph id and the tasks it waits for close each line',
    '',
    ...body,
    '## Dependencies & Execution Order',
    '',
    ...executionOrder(all),
    '',
  ].join('\n');
}

const testsFirst = (t: SpecItem, story: Story | undefined) => !!story?.criteria.length && t.fields.role !== 'integration';

function testsText(story: Story, dirs: ReturnType<typeof sourceDirs>): string {
  const m = moduleName(story);
  return `Tests for User Story ${story.n}: one test per acceptance scenario (${story.criteria.map((c) => c.id).join(', ')}), written first and failing, in ${dirs.backend}/tests/${m}.test.ts`;
}

function taskText(v: HandoffView, t: SpecItem, story: Story | undefined, dirs: ReturnType<typeof sourceDirs>): string {
  const base = `${t.title}: ${t.statement.replace(/\.$/, '')}`;
  if (story) {
    const m = moduleName(story);
    if (t.fields.role === 'integration') return `${base}, in ${dirs.backend}/src/modules/${m}/adapters/`;
    const title = `${t.title.replace(/^Build FR-\d+: /, 'Build ')} (${skFr(v, story.fr.id)})`;
    const screens = dirs.clients.map((c) => `${c.dir}/src/features/${m}/`);
    const done = story.criteria.length ? `, until ${story.criteria.length > 1 ? 'its tests pass' : 'its test passes'}` : '';
    return `${title}: API in ${dirs.backend}/src/modules/${m}/${screens.length ? `, screens in ${joinAnd(screens)}` : ''}${done}`;
  }
  if (/data model|migration/i.test(t.title)) return `${base}, in ${dirs.backend}/src/db/`;
  return base;
}
