#!/usr/bin/env node
// MCP task context: get_task_context's pack on a 500-requirement spec (p99 ≤ 50 ms, ≤ 4,000 tokens).
// Runs the compiled benchmark from the server build, so it measures what production runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const script = path.resolve(import.meta.dirname, '../../server/dist/modules/mcp/bench-task-context.js');
if (!existsSync(script)) {
  console.error(`missing ${script}: run \`pnpm build\` first`);
  process.exit(1);
}
const res = spawnSync(process.execPath, [script], { stdio: 'inherit' });
process.exit(res.status ?? 1);
