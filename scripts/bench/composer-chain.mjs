#!/usr/bin/env node
// Built-in composer: time of the whole six-document chain for one project (goal ≤ 2 s).
// Runs the compiled benchmark from the server build, so it measures what production runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const script = path.resolve(import.meta.dirname, '../../server/dist/modules/generation/composer/bench-composer.js');
if (!existsSync(script)) {
  console.error(`missing ${script}: run \`pnpm build\` first`);
  process.exit(1);
}
const res = spawnSync(process.execPath, [script], { stdio: 'inherit' });
process.exit(res.status ?? 1);
