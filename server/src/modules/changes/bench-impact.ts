/**
 * Impact report budget: a spec with 500 requirements, a brief with one feature reworded, one
 * removed, one added and a new timeline; the report (goal ≤ 200 ms at p99 over 50 runs) against
 * the baseline of regenerating the graph, which an impact report must not need.
 * Run: `pnpm exec tsx src/modules/changes/bench-impact.ts` from server/ (also part of `pnpm bench`).
 */
import { performance } from 'node:perf_hooks';
import { briefFacts, buildSpecGraph, composeAll, normaliseBrief } from '../generation/composer/index.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { impactOf } from './impact.js';

const nouns = ['invoice', 'booking', 'review', 'photo', 'message', 'order', 'route', 'report', 'reminder', 'badge'];
const verbs = ['create', 'share', 'approve', 'export', 'archive'];
const features = Array.from({ length: 500 }, (_, i) => `${verbs[i % verbs.length]} ${nouns[i % nouns.length]}s for team ${i + 1}`);

const before = normaliseBrief({ ...sampleInput, keyFeatures: features }, '2026-01-05');
const docs = composeAll(before);
const graph = docs.prd.graph;
const changed = [...features];
changed[2] = `${changed[2]} with an audit trail`;
changed.splice(10, 1);
changed.push('Offline mode for field teams');
const after = normaliseBrief({ ...sampleInput, keyFeatures: changed, timeline: '6 months' }, '2026-01-05');
const input = {
  graph,
  basis: briefFacts(before),
  current: briefFacts(after),
  documents: Object.entries(docs).map(([type, d]) => ({ type, title: d.title, status: 'ready', content: d.markdown, generated: d.markdown })),
  inFlight: [],
};

const times: number[] = [];
let report = impactOf(input);
for (let i = 0; i < 50; i += 1) {
  const t = performance.now();
  report = impactOf(input);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const p99 = times[Math.floor(times.length * 0.99)]!;
const t0 = performance.now();
buildSpecGraph(after);
const rebuild = performance.now() - t0;
const requirements = graph.items.filter((i) => i.kind === 'requirement').length;
console.log(`impact report, ${requirements} requirements (${graph.items.length} items, ${report.items.length} affected): p50 ${times[25]!.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   goal: p99 ≤ 200 ms`);
console.log(`baseline, regenerating the graph instead: ${rebuild.toFixed(0)} ms   ratio impact p99 / rebuild: ${(p99 / rebuild).toFixed(3)}`);
if (p99 > 200) {
  console.error('  over the goal');
  process.exitCode = 1;
}
