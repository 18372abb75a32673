/**
 * Whole-chain timing of the built-in composer for one project (budget: ≤ 2 s).
 * Run: `pnpm exec tsx src/modules/generation/composer/bench-composer.ts` from server/.
 * Prints the cold first run (module warm-up included) and the median of repeated runs.
 */
import { performance } from 'node:perf_hooks';
import { composeAll } from './index.js';
import { sampleBrief } from './sample-brief.js';

const GOAL_MS = 2_000;
const RUNS = 50;

const coldStart = performance.now();
const first = composeAll(sampleBrief);
const cold = performance.now() - coldStart;

const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const t = performance.now();
  composeAll(sampleBrief);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)]!;
const worst = times[RUNS - 1]!;
const chars = Object.values(first).reduce((n, d) => n + d.markdown.length, 0);

console.log(`built-in composer, whole chain (6 documents, ${chars} characters of Markdown)`);
console.log(`  cold: ${cold.toFixed(1)} ms   median of ${RUNS}: ${median.toFixed(2)} ms   worst: ${worst.toFixed(2)} ms   goal: ≤ ${GOAL_MS} ms`);
if (cold > GOAL_MS) {
  console.error('  over the goal');
  process.exitCode = 1;
}
