#!/usr/bin/env node
// Heavy inputs (190 KB one word or sentences, 20/40 KB key features, the largest valid brief, a
// patch for it): time to the answer and the longest event-loop block (goal ≤ 100 ms).
// Runs the compiled benchmark from the server build, so it measures what production runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const script = path.resolve(import.meta.dirname, '../../server/dist/scripts/bench-offload.js');
if (!existsSync(script)) {
  console.error(`missing ${script}: run \`pnpm build\` first`);
  process.exit(1);
}
const res = spawnSync(process.execPath, [script], { stdio: 'inherit' });
process.exit(res.status ?? 1);
