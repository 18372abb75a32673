/**
 * Spec graph budgets: the built-in graph plus six documents for a brief with 50 features
 * (goal ≤ 2 s, cold, module warm-up included), and the traceability matrix of a graph with
 * 500 requirements (goal ≤ 100 ms at p99 over 200 runs).
 * Run: `pnpm exec tsx src/modules/generation/composer/bench-spec-graph.ts` from server/ (also part of `pnpm bench`).
 */
import { performance } from 'node:perf_hooks';
import { composeAll, normaliseBrief } from './index.js';
import { sampleInput } from './sample-brief.js';
import { traceabilityOf } from '../../spec/traceability.js';

const nouns = ['invoice', 'booking', 'review', 'photo', 'message', 'order', 'route', 'report', 'reminder', 'badge'];
const verbs = ['create', 'share', 'approve', 'export', 'archive'];
const features = (n: number) => Array.from({ length: n }, (_, i) => `${verbs[i % verbs.length]} ${nouns[i % nouns.length]}s for team ${i + 1}`);

const start = performance.now();
const docs = composeAll(normaliseBrief({ ...sampleInput, keyFeatures: features(50) }, '2026-01-05'));
const chain = performance.now() - start;
const chars = Object.values(docs).reduce((n, d) => n + d.markdown.length, 0);
console.log(`graph + six documents, 50 features (${docs.prd.graph.items.length} items, ${chars} characters): ${chain.toFixed(0)} ms cold   goal: ≤ 2000 ms`);

const big = composeAll(normaliseBrief({ ...sampleInput, keyFeatures: features(500) }, '2026-01-05')).prd.graph;
const times: number[] = [];
for (let i = 0; i < 200; i += 1) {
  const t = performance.now();
  traceabilityOf(big);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const p99 = times[Math.floor(times.length * 0.99) - 1]!;
console.log(`traceability matrix, 500 requirements (${big.items.length} items): p50 ${times[100]!.toFixed(2)} ms   p99 ${p99.toFixed(2)} ms   goal: p99 ≤ 100 ms`);
if (chain > 2000 || p99 > 100) {
  console.error('  over the goal');
  process.exitCode = 1;
}
