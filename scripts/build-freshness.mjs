// Whether the production build (client/dist, server/dist) is as new as the sources: `pnpm start`
// (scripts/start.mjs) skips the 12-second build when nothing it reads has changed since the last one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the build reads: both packages' sources and settings, the workspace files. Not
 * schema/schema.graphql: the server build writes it again (same text, new time) from the sources.
 */
export const BUILD_INPUTS = ['client', 'server', 'package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'codegen.yml', 'patches'];
/** Never inputs: outputs, dependencies, test reports, local data. */
const SKIPPED = new Set(['node_modules', 'dist', '.data', 'coverage', 'artifacts', '.vite']);
/** Written after a successful build; lives in the output, so removing the output removes it. */
export const STAMP = path.join('server', 'dist', '.source-stamp');
/** The build's outputs `pnpm start` needs. */
const OUTPUTS = [path.join('server', 'dist', 'main.js'), path.join('client', 'dist', 'index.html')];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * One hash over every input file's path, size and modification time (no contents: reading the
 * whole tree would cost more than the check saves). Any edit, added, removed or renamed file
 * changes it.
 */
export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    const list = statSync(full).isDirectory() ? [...files(full)].sort() : [full];
    for (const file of list) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

/** Fresh: the outputs exist and the stamp holds the fingerprint the sources have now. */
export function isBuildFresh(root) {
  if (!OUTPUTS.every((o) => existsSync(path.join(root, o)))) return false;
  const stamp = path.join(root, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sourceFingerprint(root);
}

/** After a successful build: remember the fingerprint the sources had when it started. */
export function writeStamp(root, fingerprint) {
  writeFileSync(path.join(root, STAMP), `${fingerprint}\n`);
}
