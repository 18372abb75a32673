/**
 * The calibration set as a reviewer reads it: per brief, the reference's findings, the built-in
 * and fully degraded scores with their verdicts, and which rules each degradation newly fires.
 * Run: `pnpm exec tsx src/modules/quality/calibration/print-calibration.ts [brief]` from server/.
 */
import { buildSpecGraph, normaliseBrief } from '../../generation/composer/index.js';
import type { SpecGraph } from '../../spec/graph.js';
import { validateGraph } from '../../spec/validate-graph.js';
import { analyze } from '../analyzer.js';
import { degradations, degradeAll } from './degrade.js';
import { loadReferences } from './references.js';

const only = process.argv[2];
for (const ref of loadReferences().filter((r) => !only || r.name === only)) {
  const brief = normaliseBrief(ref.brief, '2026-01-05');
  const show = (label: string, graph: SpecGraph, detail = false) => {
    const r = analyze({ brief, graph, documents: [] });
    console.log(`${ref.name} ${label}: ${r.score} ready=${r.ready} ${r.verdicts.map((v) => `${v.dimension[0]}${v.dimension[1]}:${v.verdict}`).join(' ')}`);
    if (detail) for (const f of r.findings) console.log(`   ${f.severity} ${f.rule} ${f.itemId} ${f.message}`);
    return r;
  };
  console.log('problems', JSON.stringify(validateGraph(ref.graph)).slice(0, 400));
  const base = show('reference', ref.graph, true);
  show('builtin', buildSpecGraph(brief));
  show('degraded-all', degradeAll(ref.graph));
  const baseRules = new Set(base.findings.map((f) => f.rule));
  for (const d of degradations) {
    const r = analyze({ brief, graph: d.apply(ref.graph), documents: [] });
    const fresh = [...new Set(r.findings.map((f) => f.rule))].filter((x) => !baseRules.has(x));
    console.log(`   ${d.id}: ${r.score} new rules: ${fresh.join(', ')} ${fresh.includes(d.rule) ? 'OK' : 'MISSED'}`);
  }
}
