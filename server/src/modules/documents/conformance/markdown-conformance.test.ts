import { fileURLToPath } from 'node:url';
import { lint, readConfig } from 'markdownlint/promise';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { generateAll } from './testing/briefs.js';

// The repository's committed markdownlint configuration (line length off), the one editors and
// markdownlint-cli2 read too.
const configPath = fileURLToPath(new URL('../../../../../.markdownlint.yaml', import.meta.url));

/** markdownlint's findings as readable lines: `name:line MD012/no-multiple-blanks detail`. */
async function findings(strings: Record<string, string>): Promise<string[]> {
  const config = await readConfig(configPath, [parseYaml]);
  const results = await lint({ strings, config });
  return Object.entries(results).flatMap(([name, errors]) => errors.map((e) => `${name}:${e.lineNumber} ${e.ruleNames.join('/')} ${e.errorDetail ?? ''} ${e.errorContext ?? ''}`.trim()));
}

describe('markdownlint over what Specforge writes', () => {
  const { documents, exports } = generateAll();

  it('the committed config turns line length off and keeps the default rules on', async () => {
    const config = await readConfig(configPath, [parseYaml]);
    expect(config).toMatchObject({ default: true, MD013: false });
    // The linter does find what the config leaves on: a double blank line and a heading ending with a period.
    expect(await findings({ probe: '# Title.\n\n\nText\n' })).toEqual([expect.stringContaining('MD012/no-multiple-blanks'), expect.stringContaining('MD026/no-trailing-punctuation')]);
  });

  it('finds nothing in the six documents of each brief', async () => {
    expect(Object.keys(documents)).toHaveLength(18);
    expect(await findings(documents)).toEqual([]);
  });

  it('finds nothing in any Markdown export (spec-kit, Kiro, AGENTS.md)', async () => {
    const markdown = Object.fromEntries(
      Object.entries(exports)
        .filter(([path]) => path.endsWith('.md'))
        .map(([path, f]) => [path, f.content]),
    );
    expect(Object.keys(markdown).length).toBeGreaterThanOrEqual(24);
    expect(await findings(markdown)).toEqual([]);
  });
});
