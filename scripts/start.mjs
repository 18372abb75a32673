#!/usr/bin/env node
// `pnpm start`: builds client and server only when their sources changed since the last build
// (build-freshness.mjs), then runs the server (API + app) in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuildFresh, sourceFingerprint, writeStamp } from './build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');

// package.json's engines: ^22.22.2 || ^24.15.0 || >=26.0.0. One line instead of a stack trace.
const [major, minor, patch] = process.versions.node.split('.').map(Number);
const supported = major >= 26 || (major === 24 && minor >= 15) || (major === 22 && (minor > 22 || (minor === 22 && patch >= 2)));
if (!supported) {
  console.error(`Specforge needs Node.js ^22.22.2, ^24.15.0 or >=26.0.0; this is ${process.version}.`);
  process.exit(1);
}

if (isBuildFresh(root)) {
  console.log('Build skipped: no source changed since the last build (delete server/dist to force one).');
} else {
  const fingerprint = sourceFingerprint(root);
  const build = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeStamp(root, fingerprint);
}

const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the server through the terminal's process group; a SIGTERM sent to this script
// is passed on, so the server still stops its embedded PostgreSQL.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
