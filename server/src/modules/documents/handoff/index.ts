import { tidyMarkdown } from '../../generation/composer/index.js';
import { agentsMd } from './agents-export.js';
import { gherkinFeatures } from './gherkin-export.js';
import { type HandoffFile, type HandoffInput, HandoffView, projectSlug } from './handoff-model.js';
import { kiroDesign, kiroRequirements, kiroTasks } from './kiro-export.js';
import { speckitPlan } from './speckit-plan.js';
import { speckitTasks } from './speckit-tasks.js';
import { speckitDataModel, speckitSpec } from './speckit-spec.js';
import { SPEC_FILE_NOTE } from './user-content.js';
import { withTestEvidence } from './test-evidence.js';

export type { HandoffFile, HandoffInput } from './handoff-model.js';
export { JSON_CONTENT_NOTE, USER_CONTENT_NOTE, userContent } from './user-content.js';

/** The agent-ready export formats, each a set of files for a coding agent's repository. */
export const handoffFormats = ['speckit', 'kiro', 'agents', 'gherkin'] as const;
export type HandoffFormat = (typeof handoffFormats)[number];

/**
 * A spec file says under its title that its texts are users' (AGENTS.md frames each block
 * itself): Markdown gets a paragraph after the `# ` title, Gherkin a comment line on top.
 */
function withNote(file: HandoffFile): HandoffFile {
  if (file.path.endsWith('.feature')) return { ...file, content: `# ${SPEC_FILE_NOTE}\n${file.content}` };
  if (file.path === 'AGENTS.md') return file;
  const [title, ...rest] = file.content.split('\n');
  return { ...file, content: [title, '', SPEC_FILE_NOTE, ...rest].join('\n') };
}

/** The files of one format, rendered from the spec graph and the brief (no I/O, so golden-testable). */
export function renderHandoff(format: HandoffFormat, input: HandoffInput): HandoffFile[] {
  // Markdown files get the hygiene markdownlint checks (users' titles may end in a period, statements hold bare URLs).
  return renderFiles(format, input)
    .map((f) => withNote(withTestEvidence(f, input.appUrl)))
    .map((f) => (f.path.endsWith('.md') ? { ...f, content: tidyMarkdown(f.content) } : f));
}

function renderFiles(format: HandoffFormat, input: HandoffInput): HandoffFile[] {
  const v = new HandoffView(input);
  const name = projectSlug(input);
  switch (format) {
    case 'speckit': {
      const branch = `001-${name}`;
      const dir = `specs/${branch}`;
      return [
        { path: `${dir}/spec.md`, content: speckitSpec(v, branch) },
        { path: `${dir}/plan.md`, content: speckitPlan(v, branch) },
        // spec-kit writes data-model.md only when the feature has data.
        ...(v.of('entity').length ? [{ path: `${dir}/data-model.md`, content: speckitDataModel(v) }] : []),
        { path: `${dir}/tasks.md`, content: speckitTasks(v, branch) },
      ];
    }
    case 'kiro':
      return [
        { path: `.kiro/specs/${name}/requirements.md`, content: kiroRequirements(v) },
        { path: `.kiro/specs/${name}/design.md`, content: kiroDesign(v) },
        { path: `.kiro/specs/${name}/tasks.md`, content: kiroTasks(v) },
      ];
    case 'agents':
      return [{ path: 'AGENTS.md', content: agentsMd(v) }];
    case 'gherkin':
      return gherkinFeatures(v);
  }
}
