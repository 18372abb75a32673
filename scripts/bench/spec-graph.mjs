#!/usr/bin/env node
// Spec graph: built-in graph + six documents for 50 features (≤ 2 s) and the traceability matrix for 500 requirements (p99 ≤ 100 ms).
// Runs the compiled benchmark from the server build, so it measures what production runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const script = path.resolve(import.meta.dirname, '../../server/dist/modules/generation/composer/bench-spec-graph.js');
if (!existsSync(script)) {
  console.error(`missing ${script}: run \`pnpm build\` first`);
  process.exit(1);
}
const res = spawnSync(process.execPath, [script], { stdio: 'inherit' });
process.exit(res.status ?? 1);
