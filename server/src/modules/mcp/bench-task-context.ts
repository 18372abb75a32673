/**
 * MCP task context budget: on a spec with 500 requirements, `get_task_context`'s pack for every
 * task (goal ≤ 50 ms at p99; every pack ≤ 4,000 tokens). Measures the pack built from the graph
 * in memory (the tool also reads the graph from PostgreSQL, as every spec read does).
 * Run: `pnpm exec tsx src/modules/mcp/bench-task-context.ts` from server/ (also part of `pnpm bench`).
 */
import { performance } from 'node:perf_hooks';
import { composeAll, normaliseBrief } from '../generation/composer/index.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { itemsOf } from '../spec/graph.js';
import { TASK_CONTEXT_MAX_TOKENS, taskContext } from './task-context.js';

const nouns = ['invoice', 'booking', 'review', 'photo', 'message', 'order', 'route', 'report', 'reminder', 'badge'];
const verbs = ['create', 'share', 'approve', 'export', 'archive'];
const features = Array.from({ length: 500 }, (_, i) => `${verbs[i % verbs.length]} ${nouns[i % nouns.length]}s for team ${i + 1}`);
const graph = composeAll(normaliseBrief({ ...sampleInput, keyFeatures: features }, '2026-01-05')).prd.graph;
const tasks = itemsOf(graph, 'task').map((t) => t.id);

const times: number[] = [];
let maxTokens = 0;
for (let round = 0; round < 3; round += 1) {
  for (const id of tasks) {
    const t = performance.now();
    const pack = taskContext(graph, id);
    times.push(performance.now() - t);
    maxTokens = Math.max(maxTokens, pack?.tokens ?? 0);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!;
const requirements = itemsOf(graph, 'requirement').length;
console.log(
  `task context, ${requirements} requirements (${graph.items.length} items, ${tasks.length} tasks, ${times.length} packs): p50 ${at(0.5).toFixed(2)} ms   p99 ${at(0.99).toFixed(2)} ms   largest pack ${maxTokens} tokens   goal: p99 ≤ 50 ms, ≤ ${TASK_CONTEXT_MAX_TOKENS} tokens`,
);
if (at(0.99) > 50 || maxTokens > TASK_CONTEXT_MAX_TOKENS) {
  console.error('  over the goal');
  process.exitCode = 1;
}
