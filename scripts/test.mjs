#!/usr/bin/env node
// Runs every test suite (server, client, then the browser journeys against a fresh build),
// sums vitest's JSON reports and prints the plain line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules', '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const suites = [
  { name: 'server', dir: 'server' },
  { name: 'client', dir: 'client' },
  { name: 'e2e', dir: 'e2e', before: ['pnpm', ['build']] },
].filter((s) => only.length === 0 || only.includes(s.name));

// Terminal colour codes, stripped from messages. On a line of its own, so its lint exception
// stays next to it however the code around it is formatted.
// eslint-disable-next-line no-control-regex -- the escape character is what it matches
const COLOUR_CODES = /\u001b\[[0-9;]*m/g;

function firstLine(message) {
  return (
    String(message ?? '')
      .replace(COLOUR_CODES, '')
      .split('\n')
      .find((l) => l.trim()) ?? ''
  );
}

function run(cmd, args, cwd) {
  const res = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });
  return res.status ?? 1;
}

let passed = 0;
let failed = 0;
const broken = [];
const failures = [];
const slowest = [];
const started = Date.now();
for (const suite of suites) {
  console.log(`\n=== ${suite.name} ===`);
  if (suite.before && run(suite.before[0], suite.before[1], root) !== 0) {
    broken.push(`${suite.name} (build failed)`);
    failed += 1;
    continue;
  }
  const out = path.join(reports, `${suite.name}.json`);
  const code = run('pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], path.join(root, suite.dir));
  if (!existsSync(out)) {
    broken.push(`${suite.name} (no report, exit ${code})`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite file that fails to load counts no tests but is a failure all the same.
  const loadFailures = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0);
  failed += loadFailures.length;
  for (const file of report.testResults) {
    const rel = path.relative(root, file.name);
    slowest.push({ name: rel, seconds: (file.endTime - file.startTime) / 1000 });
    if (file.status === 'failed' && file.assertionResults.length === 0) failures.push(`${rel}: ${firstLine(file.message)}`);
    for (const t of file.assertionResults.filter((a) => a.status === 'failed')) {
      failures.push(`${rel} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    }
  }
  if (code !== 0 && report.numFailedTests === 0 && loadFailures.length === 0) {
    broken.push(`${suite.name} (exit ${code})`);
    failed += 1;
  }
}

// The root scripts' own tests (node:test, scripts/*.test.mjs), e.g. `pnpm start`'s build freshness.
if (only.length === 0 || only.includes('scripts')) {
  console.log('\n=== scripts ===');
  const files = readdirSync(path.join(root, 'scripts'))
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => path.join('scripts', f));
  const res = spawnSync(process.execPath, ['--test', '--test-reporter=tap', ...files], { cwd: root, encoding: 'utf8' });
  process.stdout.write(res.stdout ?? '');
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(res.stdout ?? '')?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail');
  if (res.status !== 0 && count('fail') === 0) {
    broken.push(`scripts (exit ${res.status})`);
    failed += 1;
  }
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
slowest.sort((a, b) => b.seconds - a.seconds);
console.log('\nSlowest test files:');
for (const f of slowest.slice(0, 8)) console.log(`  ${f.seconds.toFixed(1)} s  ${f.name}`);
// Repeated at the end so that a CI log cut to its tail still names what failed.
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
if (broken.length) console.log(`\nBroken suites: ${broken.join(', ')}`);
console.log(`\nAll suites finished in ${seconds} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
