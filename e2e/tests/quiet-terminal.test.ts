import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the root scripts, without type declarations.
import { sourceFingerprint, writeStamp } from '../../scripts/build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const stripAnsi = (text: string) => stripVTControlCharacters(text).replace(/\r/g, '');

/**
 * `pnpm start`'s terminal as a person sees it: the real start script in a pseudo-terminal
 * (util-linux `script`), so Ctrl-C is a real ^C that the terminal turns into SIGINT for the
 * foreground process group, as when a person presses it.
 */
describe('the terminal of a local start', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('ends its start-up with the address and demo log-in, stays quiet while serving, and stops on Ctrl-C in under 3 s without warnings', async () => {
    // The browser suite has just built the app from these sources: mark that build as fresh, as a
    // previous `pnpm start` would have.
    writeStamp(root, sourceFingerprint(root));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'specforge-terminal-'));
    // A person's shell: none of the test runner's settings (vitest sets NODE_ENV=test).
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir };
    for (const name of ['SHELL', 'NODE_ENV', 'LOG_LEVEL', 'DATABASE_URL', 'VITEST', 'VITEST_MODE', 'VITEST_WORKER_ID', 'VITEST_POOL_ID']) delete env[name];
    // `exec`: the shell `script` starts (dash where SHELL is unset) gives its place to node, so the
    // exit code is the start script's own, not a shell's killed by the same ^C (130).
    const child = spawn('script', ['-qfec', 'exec node scripts/start.mjs', '/dev/null'], {
      cwd: root,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const waitFor = async (re: RegExp, ms: number) => {
      for (const end = Date.now() + ms; Date.now() < end;) {
        if (re.test(stripAnsi(out))) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`timed out waiting for ${re}:\n${stripAnsi(out)}`);
    };
    try {
      await waitFor(/Demo account: \S+/, 90_000);
      await new Promise((r) => setTimeout(r, 300));
      const start = stripAnsi(out).trimEnd().split('\n');
      expect(start[0]).toMatch(/^Build skipped: /);
      // The address and the demo log-in are the last lines of the start-up.
      expect(start.at(-3)).toMatch(/^ {2}Specforge is running at http:\/\/127\.0\.0\.1:\d+$/);
      expect(start.at(-1)).toMatch(/^ {2}Demo account: demo@specforge\.local \/ /);
      const url = /running at (http:\S+)/.exec(start.at(-3) ?? '')?.[1];

      // Serving requests (and the demo project's six documents, generated meanwhile) adds nothing.
      const before = out.length;
      for (let i = 0; i < 5; i += 1) {
        expect((await fetch(`${url}/api/auth/session`)).status).toBe(401);
        expect((await fetch(`${url}/`)).status).toBe(200);
      }
      await new Promise((r) => setTimeout(r, 8_000));
      expect(stripAnsi(out.slice(before)).trim()).toBe('');

      const pressed = Date.now();
      child.stdin.write('\x03');
      const code = await Promise.race([exited, new Promise<'slow'>((r) => setTimeout(() => r('slow'), 10_000))]);
      const tookMs = Date.now() - pressed;
      const stopLines = stripAnsi(out.slice(before))
        .split('\n')
        .filter((l) => l.trim() && l.trim() !== '^C');
      expect(code).toBe(0);
      expect(tookMs).toBeLessThan(3_000);
      // Only the stop's own info lines: no warning (40) or error (50+) lines, no plain-text errors.
      for (const line of stopLines) {
        const entry = JSON.parse(line.replace(/^\^C/, '')) as { level: number; msg: string };
        expect(entry.level, line).toBe(30);
      }
      expect(stopLines.map((l) => (JSON.parse(l.replace(/^\^C/, '')) as { msg: string }).msg)).toEqual(['shutting down', 'HTTP server closed', 'stopped']);
    } finally {
      child.kill('SIGKILL');
    }
  }, 150_000);
});
