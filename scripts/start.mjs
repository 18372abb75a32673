#!/usr/bin/env node
// `pnpm start`: builds client and server only when their sources changed since the last build
// (build-freshness.mjs), then runs the server (API + app) in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync } from 'node:fs';
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
  build();
}

/**
 * The build's ~300 lines of bundler output go to a log file; the terminal gets one line (or the
 * whole output with `--verbose`, and the log's last lines when the build fails).
 */
function build() {
  const fingerprint = sourceFingerprint(root);
  const verbose = process.argv.includes('--verbose');
  const logDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
  const logFile = path.join(logDir, 'build.log');
  // Shown relative to the repository when it is inside it (.data/build.log), else as it is.
  const shown = path.relative(root, logFile).startsWith('..') ? logFile : path.relative(root, logFile);
  const started = Date.now();
  let stdio = 'inherit';
  let fd;
  if (!verbose) {
    mkdirSync(logDir, { recursive: true });
    fd = openSync(logFile, 'w');
    stdio = ['ignore', fd, fd];
    process.stdout.write('Building client and server (a source changed)… ');
  }
  const result = spawnSync('pnpm', ['build'], { cwd: root, stdio });
  if (fd !== undefined) closeSync(fd);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    if (!verbose) {
      console.log('failed.');
      const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
      console.error(lines.slice(-40).join('\n'));
      console.error(`\nThe build failed; its whole output is in ${shown}.`);
    }
    process.exit(result.status ?? 1);
  }
  if (!verbose) console.log(`done in ${seconds} s (output in ${shown}; \`pnpm start --verbose\` shows it).`);
  writeStamp(root, fingerprint);
}

// The server runs in its own process group: a Ctrl-C in the terminal signals this script's group
// only, and the server then stops its parts in order (HTTP, GraphQL, the generation worker, the
// ORM, then PostgreSQL). Sharing the terminal's group, the embedded PostgreSQL got the Ctrl-C too
// and stopped first, under the worker's feet ("database unavailable" warnings, a slow exit).
const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], { cwd: root, stdio: 'inherit', detached: true });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
