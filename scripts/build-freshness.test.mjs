// node --test scripts/build-freshness.test.mjs (also run by `pnpm test`)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { isBuildFresh, sourceFingerprint, writeStamp } from './build-freshness.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'specforge-freshness-'));
after(() => rmSync(root, { recursive: true, force: true }));
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

test('a build is fresh until a source changes; outputs, dependencies and data do not count', () => {
  write('package.json', '{}');
  write('client/src/main.tsx', 'one');
  write('server/src/main.ts', 'one');
  write('client/dist/index.html', '<html>');
  write('server/dist/main.js', '//');
  assert.equal(isBuildFresh(root), false, 'no stamp yet: build');
  writeStamp(root, sourceFingerprint(root));
  assert.equal(isBuildFresh(root), true);

  // Not inputs: the build's own outputs, installed packages, local data.
  write('server/dist/extra.js', '//');
  write('client/node_modules/x/index.js', '//');
  write('server/.data/pg/file', 'x');
  assert.equal(isBuildFresh(root), true);

  // An edit (same size, newer time), a new file, a removed output: each asks for a build.
  write('server/src/main.ts', 'two');
  utimesSync(path.join(root, 'server/src/main.ts'), new Date(), new Date(Date.now() + 5_000));
  assert.equal(isBuildFresh(root), false);
  writeStamp(root, sourceFingerprint(root));
  assert.equal(isBuildFresh(root), true);
  write('client/src/new-screen.tsx', 'new');
  assert.equal(isBuildFresh(root), false);
  writeStamp(root, sourceFingerprint(root));
  rmSync(path.join(root, 'client/dist/index.html'));
  assert.equal(isBuildFresh(root), false);
});
