import { type HandoffView, joinAnd, projectSlug, sentence } from './handoff-model.js';
import { moduleName, sourceDirs } from './speckit-plan.js';
import { quoted, USER_CONTENT_NOTE } from './user-content.js';

/**
 * Agents read AGENTS.md as instructions. What the project's users wrote (the brief, requirement,
 * task and question texts) is quoted under a note, apart from our own guidance around it.
 */
const userData = (lines: string[]) => [USER_CONTENT_NOTE, '', ...quoted(lines)];

/** AGENTS.md: what a coding agent reads first when it opens the repository. */
export function agentsMd(v: HandoffView): string {
  const { brief, appUrl, documents } = v.input;
  const name = projectSlug(v.input);
  const dirs = sourceDirs(v);
  const stack = v.of('decision').filter((d) => d.fields.area !== 'Constraint');
  const constraints = v.of('decision').filter((d) => d.fields.area === 'Constraint');
  const nfrs = v.of('nfr');
  const questions = v.openQuestions();
  const mcpUrl = `${appUrl.replace(/\/$/, '')}/mcp`;
  const number = new Map(v.tasks.map((t, i) => [t.id, i + 1]));
  return [
    `# AGENTS.md: ${brief.projectName}`,
    '',
    '## What to build',
    '',
    ...userData([
      [      sentence(brief.projectDescription),
      brief.problemStatement ? brief.problemStatement.split('\n').map(sentence).join(' ') : '',
      `The first release covers ${v.stories.length} functional requirement${v.stories.length === 1 ? '' : 's'} for ${joinAnd(v.of('persona').map((p) => p.title.toLowerCase())) || 'its users'} on ${joinAnd(brief.platforms.length ? brief.platforms : ['Web'])}.`,
      brief.nonGoals.length ? `Out of scope: ${joinAnd(brief.nonGoals)}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    ]),
    '',
    '## Requirements',
    '',
    'Every change should name the requirement and criteria it serves. A requirement is done when each of its acceptance criteria has a passing automated test named by the criterion id.',
    '',
    ...userData([
      ...v.stories.map((s) => `- **${s.fr.id}** ${s.fr.title} (${String(s.fr.fields.priority ?? 'Must')}): ${v.mustStatement(s).replace(/^System MUST let /, 'let ')} Criteria: ${s.criteria.map((c) => c.id).join(', ') || 'none yet'}.`),
      ...nfrs.map((r) => `- **${r.id}** ${r.title}: ${String(r.fields.threshold ?? r.statement)}.`),
    ]),
    '',
    '## Conventions',
    '',
    ...(stack.length || constraints.length
      ? [
          'The stack and constraints the spec decided:',
          '',
          ...userData([...stack.map((d) => `- ${String(d.fields.area ?? 'Stack')}: ${v.choice(d)} (${d.id}).`), ...constraints.map((d) => `- ${sentence(v.choice(d))} (${d.id})`)]),
          '',
          'How to work in this repository:',
          '',
        ]
      : []),
    `- Layout: ${[dirs.backend, ...dirs.clients.map((c) => c.dir)].map((d) => `\`${d}/\``).join(', ')}; one module per requirement, named after it (for example \`${dirs.backend}/src/modules/${v.stories[0] ? moduleName(v.stories[0]) : 'feature'}/\`).`,
    '- Tests: one per acceptance criterion, its name starting with the criterion id (`AC-1.2 …`); run the whole suite before you report a task done.',
    '- Commits and pull requests: start with the task id and list the requirement ids (`T-6: weekly meal planner API (FR-1)`).',
    '- Do not build what the spec leaves out; when the spec and the code disagree, ask rather than guess.',
    '',
    '## Build order',
    '',
    ...userData(
      v.tasks.map((t) => {
        const deps = v.dependencies(t).map((d) => d.id);
        return `${number.get(t.id)}. ${t.id} ${t.title}${deps.length ? ` (after ${deps.join(', ')})` : ''}`;
      }),
    ),
    '',
    '## Where the spec lives',
    '',
    `- \`specs/001-${name}/\`: the spec-kit folder (spec.md, plan.md, data-model.md, tasks.md), if you exported it from Specforge.`,
    `- \`.kiro/specs/${name}/\`: the Kiro spec (requirements.md with EARS criteria, design.md, tasks.md), if you use Kiro.`,
    '- `features/`: one Gherkin `.feature` file per requirement, tagged with the requirement and criterion ids.',
    `- The project in Specforge is the source of truth; its documents: ${documents.length ? joinAnd(documents) : 'the Product Requirements Document'}. Export again after the spec changes.`,
    '',
    '## Specforge MCP server',
    '',
    `If your Specforge has MCP enabled, read the spec through it instead of pasting files: it answers with only what a task needs. The server is \`${mcpUrl}\` (Streamable HTTP). Create a personal access token in Specforge under Profile → Security → API tokens (\`read\` to read, \`read-write\` to also update task status) and send it as \`Authorization: Bearer sf_pat_…\`. For Claude Code, put the token in the \`SPECFORGE_TOKEN\` environment variable and add this to \`.mcp.json\` (Cursor's \`.cursor/mcp.json\` takes the same \`url\` and \`headers\`):`,
    '',
    '```json',
    JSON.stringify({ mcpServers: { specforge: { type: 'http', url: mcpUrl, headers: { Authorization: 'Bearer ${SPECFORGE_TOKEN}' } } } }, null, 2),
    '```',
    '',
    '- `list_ready_tasks`: tasks whose dependencies are done, in schedule order; start here.',
    '- `get_task_context`: one pack with the task, its requirements and criteria, the entities, decisions and integrations it touches, and its dependencies\' status.',
    '- `get_spec_item` and `search_spec`: one item (an FR with its criteria and links) or a search over the spec.',
    '- `update_task_status`: mark a task in progress, done or blocked, with a note (read-write token).',
    '- `list_projects` and `get_document`: the projects you can read and their documents as Markdown.',
    '',
    ...(questions.length ? ['## Open questions', '', 'Not decided yet; do not assume an answer, ask the product owner.', '', ...userData(questions.map((q) => `- ${q.title} (${q.id})`)), ''] : []),
    `<!-- Exported from Specforge on ${v.input.date}. -->`,
    '',
  ].join('\n');
}
