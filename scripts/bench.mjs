#!/usr/bin/env node
// `pnpm bench`: every benchmark, each printing its figures. Needs a build (`pnpm build`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const benches = ['first-page-js.mjs', 'login-latency.mjs', 'api-throughput.mjs', 'composer-chain.mjs', 'spec-graph.mjs', 'task-context.mjs', 'impact.mjs', 'evidence.mjs', 'analyzer.mjs', 'heavy-input.mjs', 'generation-load.mjs', 'pdf-export.mjs', 'soak.mjs'];
let failed = false;
for (const bench of benches) {
  console.log(`\n== ${bench.replace('.mjs', '')}`);
  const res = spawnSync(process.execPath, [path.join(import.meta.dirname, 'bench', bench)], { stdio: 'inherit' });
  failed ||= res.status !== 0;
}
process.exit(failed ? 1 : 0);
