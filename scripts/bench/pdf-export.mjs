#!/usr/bin/env node
// PDF export: time to render a ~30+ page document from Markdown without a browser (goal ≤ 1.5 s).
// Runs the compiled benchmark from the server build, so it measures what production runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const script = path.resolve(import.meta.dirname, '../../server/dist/scripts/bench-pdf.js');
if (!existsSync(script)) {
  console.error(`missing ${script}: run \`pnpm build\` first`);
  process.exit(1);
}
const res = spawnSync(process.execPath, [script], { stdio: 'inherit', cwd: path.resolve(import.meta.dirname, '../../server') });
process.exit(res.status ?? 1);
