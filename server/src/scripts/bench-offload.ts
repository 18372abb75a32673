/**
 * Heavy-input budget: what the API does with the inputs an outside review found freezing it (a
 * 190 KB one-word or sentence brief, a 20 KB and a 40 KB key feature took 58 s, ~3 min, 4–13 s and
 * 34 s on the event loop) and with the largest brief it accepts (every answer at its limit):
 * the time to the answer and the longest the event loop was held meanwhile (goal ≤ 100 ms).
 * Run: `pnpm exec tsx src/scripts/bench-offload.ts` from server/ (also part of `pnpm bench`).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { briefFacts, buildSpecGraph, composeAll, normaliseBrief } from '../modules/generation/composer/index.js';
import { sampleInput } from '../modules/generation/composer/sample-brief.js';
import { reviewDraft } from '../modules/quality/analysis.service.js';
import { closeOffload } from '../core/cpu/offload.js';
import { offloadUpdate } from '../modules/changes/update-offload.js';

const LOOP_GOAL_MS = 100;
const sentences = (chars: number) => {
  let s = '';
  for (let i = 0; s.length < chars; i += 1) s += `Owners book walk ${i} with a trusted walker near home and get a photo after each walk. `;
  return s.slice(0, chars);
};
const vocabulary = 'owner walker book walk photo route invoice shift lesson parcel badge review refund remind share export approve schedule track rate'.split(' ');
const list = (seed: number) => Array.from({ length: 50 }, (_, i) => `${vocabulary[(i + seed) % vocabulary.length]} ${sentences(600).slice(i, i + 480)}`.slice(0, 500));
const largest: Record<string, unknown> = {
  ...sampleInput,
  projectName: 'x'.repeat(200),
  ...Object.fromEntries(
    ['projectDescription', 'problemStatement', 'competitors', 'userJourneys', 'uxDefinition', 'designGuidelines', 'securityConcerns', 'technicalConstraints', 'businessGoals', 'risks', 'futureEvolution', 'additionalNotes'].map((f) => [f, sentences(5_000)]),
  ),
  ...Object.fromEntries(['keyFeatures', 'nonGoals', 'userPersonas', 'techStack', 'integrations', 'successMetrics', 'compliance'].map((f, k) => [f, list(k)])),
};

/** Time to settle and the longest event-loop block while `work` ran. */
async function measure(work: () => Promise<unknown>): Promise<{ ms: number; loopMs: number; outcome: string }> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const t0 = performance.now();
  let outcome = 'answered';
  try {
    await work();
  } catch (error) {
    outcome = `refused: ${(error as Error).message}`;
  }
  const ms = performance.now() - t0;
  loop.disable();
  // Without a sample the work never yielded: the loop was held for all of it.
  return { ms, loopMs: loop.count ? loop.max / 1e6 : ms, outcome };
}

let over = false;
const report = (label: string, r: { ms: number; loopMs: number; outcome: string }) => {
  over ||= r.loopMs > LOOP_GOAL_MS;
  console.log(`${label.padEnd(44)} ${r.ms.toFixed(0).padStart(6)} ms   event loop held ≤ ${r.loopMs.toFixed(0).padStart(4)} ms   ${r.outcome.slice(0, 70)}`);
};

// Warm the worker thread once (its start-up is not what a request pays).
await reviewDraft(sampleInput);
const drafts: [string, Record<string, unknown>][] = [
  ['draft analysis, 190 KB one word', { ...sampleInput, projectDescription: 'a'.repeat(190_000) }],
  ['draft analysis, 190 KB of sentences', { ...sampleInput, projectDescription: sentences(190_000) }],
  ['draft analysis, 20 KB key feature', { ...sampleInput, keyFeatures: [sentences(20_000)] }],
  ['draft analysis, 40 KB key feature', { ...sampleInput, keyFeatures: [sentences(40_000)] }],
  ['draft analysis, sample brief', sampleInput],
  [`draft analysis, largest valid brief (${(JSON.stringify(largest).length / 1000).toFixed(0)} KB)`, largest],
];
for (const [label, draft] of drafts) report(label, await measure(() => reviewDraft(draft)));

// An update of a generated sample project to the largest valid brief (every section changes).
const small = normaliseBrief(sampleInput, '2026-01-05');
const graph = buildSpecGraph(small);
const docs = composeAll(small, graph);
const brief = normaliseBrief(largest, '2026-01-05');
const documents = Object.entries(docs).map(([type, d], k) => ({ documentId: `doc-${k}`, baseVersion: 1, type, content: d.markdown, generated: d.markdown, generator: 'builtin' }));
let hunks = 0;
report(
  'patch preparation, largest valid brief',
  await measure(async () => {
    hunks = (await offloadUpdate({ brief, facts: briefFacts(brief), basis: briefFacts(small), graph, documents })).restHunks.byteLength;
  }),
);
console.log(`  (${hunks} bytes of hunks; the answer and the stored row are then written as they are)`);
await closeOffload();
if (over) {
  console.error(`  over the goal: the event loop was held more than ${LOOP_GOAL_MS} ms`);
  process.exitCode = 1;
}
