import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normaliseBrief } from '../../generation/composer/index.js';
import type { SpecGraph } from '../../spec/graph.js';
import { analyze } from '../analyzer.js';
import { degradations, degradeAll } from './degrade.js';
import { loadReferences } from './references.js';

/**
 * The analyzer's report on every calibration spec, pinned: a digest of the whole report (same
 * input, same bytes) and its findings one per line, so a change that makes the analyzer faster
 * cannot change what it says. Regenerate with `vitest run -u` only when a rule is meant to change.
 */
describe('calibration reports', () => {
  it('are byte-identical to the pinned ones', async () => {
    const lines: string[] = [];
    for (const ref of loadReferences()) {
      const brief = normaliseBrief(ref.brief, '2026-01-05');
      const cases: [string, SpecGraph][] = [['reference', ref.graph], ['all degraded', degradeAll(ref.graph)], ...degradations.map((d): [string, SpecGraph] => [d.id, d.apply(ref.graph)])];
      for (const [label, graph] of cases) {
        const report = analyze({ brief, graph, documents: [] });
        const digest = createHash('sha256').update(JSON.stringify(report)).digest('hex').slice(0, 16);
        lines.push(`${ref.name} / ${label}: score ${report.score}, ready ${report.ready}, ${report.findings.length} findings, sha256 ${digest}`);
        for (const f of report.findings) lines.push(`  ${f.severity} ${f.rule} ${f.itemId ?? f.document ?? '-'}: ${f.message}`);
      }
    }
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('../testing/golden-calibration.txt');
  });
});
