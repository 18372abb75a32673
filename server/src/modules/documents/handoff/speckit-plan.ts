import type { SpecItem } from '../../spec/graph.js';
import { slug } from '../document-export.js';
import { type HandoffView, joinAnd, sentence, type Story } from './handoff-model.js';
import { parts } from './stack-conventions.js';

/** Top-level source folders, from the stack decisions: one per deployable part. */
export function sourceDirs(v: HandoffView): { backend: string; clients: { dir: string; what: string }[] } {
  const clients = [v.decision('Web client') ? { dir: 'web', what: 'web client' } : null, v.decision('Mobile client') ? { dir: 'mobile', what: 'iOS and Android app' } : null].filter((c): c is { dir: string; what: string } => !!c);
  return { backend: clients.length ? 'backend' : 'app', clients };
}

const line = (label: string, value: string | null | undefined) => (value ? [`**${label}**: ${value}`, ''] : []);

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
  const withTools = parts(v).filter((p) => p.toolchain);
  const languages = withTools.map((p) => `${p.toolchain!.language} in \`${p.dir}/\``).join('; ');
  const testing = withTools.map((p) => `${p.toolchain!.testing} in \`${p.dir}/\``).join('; ');
  return [
    `# Implementation Plan: ${brief.projectName}`,
    '',
    `**Branch**: \`${branch}\` | **Date**: ${date} | **Spec**: [spec.md](./spec.md)`,
    '',
    `**Input**: Feature specification from \`specs/${branch}/spec.md\``,
    '',
    '## Summary',
    '',
    `${sentence(brief.projectDescription)} The first release delivers ${v.stories.length} user stor${v.stories.length === 1 ? 'y' : 'ies'} (${v.stories.map((s) => s.fr.id).join(', ')})${deps ? ` on ${deps}` : ''}.`,
    '',
    '## Technical Context',
    '',
    ...line('Language/Version', languages || 'NEEDS CLARIFICATION: no stack decision yet (see spec.md Assumptions)'),
    ...line('Primary Dependencies', deps || null),
    ...line('Storage', d('Database')),
    ...line('Hosting', d('Hosting')),
    ...line('Observability', d('Observability')),
    `**Testing**: ${testing ? `${testing}; ` : ''}one automated test per acceptance scenario (the AC ids in spec.md); usability, load and security checks in the final phase of tasks.md`,
    '',
    ...line('Target Platform', brief.platforms.length ? joinAnd(brief.platforms) : null),
    ...line('Project Type', dirs.clients.length ? `${dirs.backend} API with ${joinAnd(dirs.clients.map((c) => c.what))}` : 'single project'),
    ...line('Performance Goals', perf ? `${String(perf.fields.threshold ?? perf.statement)} (${perf.id})` : null),
    ...line('Constraints', constraints.length ? constraints.map((c) => `${v.choice(c)} (${c.id})`).join('; ') : null),
    ...line('Scale/Scope', scale ? `${scale.statement} (${scale.id})` : null),
    ...(gates.length
      ? [
          '## Constitution Check',
          '',
          "*GATE: these come from the spec's constraints and non-functional requirements; re-check them after design and before launch.*",
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
