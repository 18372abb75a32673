#!/usr/bin/env node
// Test evidence: ingest a 5,000-case JUnit report and recompute the verification of a 500-requirement spec (p99 ≤ 1 s), on embedded PostgreSQL.
// Runs the compiled benchmark from the server build, so it measures what production runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const script = path.resolve(import.meta.dirname, '../../server/dist/modules/evidence/bench-evidence.js');
if (!existsSync(script)) {
  console.error(`missing ${script}: run \`pnpm build\` first`);
  process.exit(1);
}
const res = spawnSync(process.execPath, [script], { stdio: 'inherit' });
process.exit(res.status ?? 1);
