import { type HandoffView, joinAnd, projectSlug, sentence } from './handoff-model.js';
import { moduleName, sourceDirs } from './speckit-plan.js';
import { criterionTestFile, parts } from './stack-conventions.js';
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
  const withTools = parts(v).filter((p) => p.toolchain);
  const first = v.stories[0];
  const firstCriterion = first?.criteria[0];
  // The sample commit cites the real task that builds the first requirement.
  const buildTask = first?.tasks.find((t) => t.fields.role !== 'integration') ?? first?.tasks[0];
  const sample = first && buildTask ? `${buildTask.id}: ${moduleName(first).replace(/-/g, ' ')} API and screens (${first.fr.id})` : null;
  const security = nfrs.filter((r) => /security|privacy|compliance/i.test(String(r.fields.category ?? r.title)));
  return [
    `# AGENTS.md: ${brief.projectName}`,
    '',
    '## Project overview',
    '',
    ...userData([
      [
        sentence(brief.projectDescription),
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
    '## Setup commands',
    '',
    ...setupCommands(v),
    '',
    '## Code style',
    '',
    ...(stack.length || constraints.length
      ? [
          'The stack and constraints the spec decided:',
          '',
          ...userData([...stack.map((d) => `- ${String(d.fields.area ?? 'Stack')}: ${v.choice(d)} (${d.id}).`), ...constraints.map((d) => `- ${sentence(v.choice(d))} (${d.id})`)]),
          '',
          'How to write code here:',
          '',
        ]
      : []),
    ...withTools.map((p) => `- \`${p.dir}/\` (${p.toolchain!.language}): ${p.toolchain!.style}`),
    `- Layout: ${[dirs.backend, ...dirs.clients.map((c) => c.dir)].map((d) => `\`${d}/\``).join(', ')}; one module per requirement, named after it (for example \`${dirs.backend}/src/modules/${first ? moduleName(first) : 'feature'}/\`).`,
    '- Do not build what the spec leaves out; when the spec and the code disagree, ask rather than guess.',
    '',
    '## Testing instructions',
    '',
    ...withTools.flatMap((p) => [`- \`${p.dir}/\`: run \`${p.toolchain!.commands.test}\` (${p.toolchain!.testing}), then \`${p.toolchain!.commands.lint}\`.`]),
    `- One test per acceptance criterion, its name starting with the criterion id (\`AC-1.2 …\`)${firstCriterion && first ? `, for example \`${criterionTestFile(v, moduleName(first), firstCriterion.id)}\` for ${firstCriterion.id}` : ''}.`,
    '- Write the test first and see it fail; run the whole suite and the linter before you report a task done, and fix what they find.',
    '',
    '## Commit and pull request instructions',
    '',
    `- Start the message with the task id and list the requirement ids it serves${sample ? ` (\`${sample}\`)` : ''}.`,
    '- One task per pull request where you can; say which acceptance criteria its tests cover.',
    '',
    '## Security considerations',
    '',
    '- Never commit secrets or tokens: read them from environment variables (the Specforge token below from `SPECFORGE_TOKEN`).',
    "- Every read and write checks that the record belongs to the signed-in user; another user's data answers as not found.",
    '- Log errors with a request id, never with personal data.',
    ...(security.length ? ['', 'The security, privacy and compliance requirements of this spec:', '', ...userData(security.map((r) => `- **${r.id}** ${r.title}: ${sentence(r.statement)} Check: ${String(r.fields.threshold ?? 'as stated')}.`))] : []),
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
    "- `get_task_context`: one pack with the task, its requirements and criteria, the entities, decisions and integrations it touches, and its dependencies' status.",
    '- `get_spec_item` and `search_spec`: one item (an FR with its criteria and links) or a search over the spec.',
    '- `update_task_status`: mark a task in progress, done or blocked, with a note (read-write token).',
    '- `list_projects` and `get_document`: the projects you can read and their documents as Markdown.',
    '',
    ...(questions.length ? ['## Open questions', '', 'Not decided yet; do not assume an answer, ask the product owner.', '', ...userData(questions.map((q) => `- ${q.title} (${q.id})`)), ''] : []),
    `<!-- Exported from Specforge on ${v.input.date}. -->`,
    '',
  ].join('\n');
}

/** Install and run commands for each part, from the toolchain of its stack; a part without one says so. */
function setupCommands(v: HandoffView): string[] {
  return parts(v).flatMap((p) =>
    p.toolchain
      ? [`- \`${p.dir}/\` (${p.toolchain.language}):`, `  - Install: \`${p.toolchain.commands.setup}\``, `  - Start for development: \`${p.toolchain.commands.dev}\``, `  - Format: \`${p.toolchain.commands.format}\``]
      : [`- \`${p.dir}/\`: ${p.decision ? `the spec chose a stack (${p.decision.id}) Specforge has no commands for` : 'no stack chosen yet'}; use its standard install and run commands and write them here.`],
  );
}
