/**
 * Analyzer budget: the quality report of a spec with 500 requirements and its six documents
 * (goal ≤ 100 ms at p99 over 30 runs), against the baseline of composing that spec.
 * Run: `pnpm exec tsx src/modules/quality/bench-analyzer.ts` from server/ (also part of `pnpm bench`).
 */
import { performance } from 'node:perf_hooks';
import { composeAll, normaliseBrief } from '../generation/composer/index.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { analyze } from './analyzer.js';

// 500 distinct features (a real spec does not repeat itself 500 times): verb × noun × qualifier.
const verbs = ['create', 'share', 'approve', 'export', 'archive', 'schedule', 'assign', 'review', 'import', 'tag', 'merge', 'print', 'sign', 'track', 'rate', 'book', 'cancel', 'refund', 'invite', 'pin'];
const nouns = ['invoices', 'bookings', 'photos', 'messages', 'orders', 'routes', 'reports', 'reminders', 'badges', 'contracts', 'shifts', 'tickets', 'recipes', 'lessons', 'parcels', 'listings', 'payments', 'documents', 'events', 'surveys', 'quotes', 'visits', 'tasks', 'leads', 'claims'];
const qualifiers = ['in bulk', 'from the phone', 'with a comment', 'by deadline'];
const features = Array.from({ length: 500 }, (_, i) => `${verbs[i % verbs.length]} ${nouns[Math.floor(i / verbs.length) % nouns.length]} ${qualifiers[i % qualifiers.length]}`);

const brief = normaliseBrief({ ...sampleInput, keyFeatures: features }, '2026-01-05');
const t0 = performance.now();
const docs = composeAll(brief);
const compose = performance.now() - t0;
const input = { brief, graph: docs.prd.graph, documents: Object.entries(docs).map(([type, d]) => ({ type, title: d.title, content: d.markdown })) };
let report = analyze(input);
const times: number[] = [];
for (let i = 0; i < 30; i += 1) {
  const t = performance.now();
  report = analyze(input);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const p99 = times[times.length - 1]!;
const requirements = input.graph.items.filter((i) => i.kind === 'requirement').length;
console.log(`analyzer, ${requirements} requirements (${input.graph.items.length} items, ${report.findings.length} findings, score ${report.score}): p50 ${times[15]!.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   goal: p99 ≤ 100 ms`);
console.log(`baseline, composing the spec it reads: ${compose.toFixed(0)} ms   ratio analyzer p99 / compose: ${(p99 / compose).toFixed(3)}`);
if (p99 > 100) {
  console.error('  over the goal');
  process.exitCode = 1;
}
