import type { HandoffFile } from './handoff-model.js';

/**
 * How an agent proves a criterion: tests named with its id, JUnit XML sent to Specforge. Added
 * to the hand-off files as one separate section (tasks.md, AGENTS.md) or comment (.feature), so
 * the exports' own layouts stay theirs.
 */
export function testEvidenceSection(appUrl: string): string[] {
  const base = appUrl.replace(/\/$/, '');
  return [
    '## Test evidence',
    '',
    'Name every test after the acceptance criteria it proves: the id in its name or class name (`it(\'AC-1.2 rejects an expired code\')`, `test_login[AC-1.2]`, `TestLogin/AC-1.2`), or a JUnit property `<property name="criteria" value="AC-1.2, AC-3.1"/>` (pytest: `record_property("criteria", "AC-1.2")`). Ids match exactly: `AC-1.2` never matches `AC-1.20`.',
    '',
    'Have the test runner write JUnit XML and send it to Specforge with a read-write token. A criterion is verified when the latest run citing it passed; a task whose criteria are not verified cannot be marked done (409 EVIDENCE_MISSING) unless an override note says why. Over MCP: `report_test_results` and `get_verification`.',
    '',
    '```sh',
    `curl -fsS -X POST "${base}/api/projects/$SPECFORGE_PROJECT_ID/test-results?commit=$(git rev-parse HEAD)" \\`,
    '  -H "Authorization: Bearer $SPECFORGE_TOKEN" -H "Content-Type: application/xml" --data-binary @junit.xml',
    '```',
    '',
    'In GitHub Actions, after the test step (the token in the `SPECFORGE_TOKEN` secret, the project id in the `SPECFORGE_PROJECT_ID` variable):',
    '',
    '```yaml',
    '- name: Send test results to Specforge',
    '  if: ${{ !cancelled() }}',
    '  env:',
    '    SPECFORGE_TOKEN: ${{ secrets.SPECFORGE_TOKEN }}',
    `  run: >-`,
    `    curl -fsS -X POST "${base}/api/projects/\${{ vars.SPECFORGE_PROJECT_ID }}/test-results?commit=\${{ github.sha }}"`,
    '    -H "Authorization: Bearer $SPECFORGE_TOKEN" -H "Content-Type: application/xml" --data-binary @junit.xml',
    '```',
    '',
  ];
}

/** The section after a tasks.md or AGENTS.md; a line in each feature's description. */
export function withTestEvidence(file: HandoffFile, appUrl: string): HandoffFile {
  if (file.path.endsWith('.feature')) {
    // Free text under the feature's description (a comment line there would read as a heading).
    const line = '  Name each test after the criterion id of its scenario (e.g. "AC-1.2 …") and send the JUnit XML to Specforge (AGENTS.md, Test evidence).';
    return { ...file, content: file.content.replace(/^( {2}Priority .*)$/m, `$1\n${line}`) };
  }
  if (file.path === 'AGENTS.md' || file.path.endsWith('/tasks.md')) {
    // Before AGENTS.md's closing "Exported from Specforge" comment, else at the end.
    const at = file.content.lastIndexOf('\n<!-- Exported from Specforge');
    const [head, tail] = at < 0 ? [file.content, ''] : [file.content.slice(0, at + 1), file.content.slice(at + 1)];
    return { ...file, content: `${head.replace(/\n*$/, '\n\n')}${testEvidenceSection(appUrl).join('\n')}${tail ? `\n${tail}` : ''}` };
  }
  return file;
}
