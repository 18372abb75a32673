import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '../..');

export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Runs the real entry point (src/main.ts) as its own process, as `pnpm dev` would. */
export function spawnServer(env: Record<string, string>, { readyTimeoutMs = 90_000 } = {}): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  // A process that could not be spawned emits 'error' and never 'exit': count that as an end too,
  // so a failed spawn fails the test with its reason instead of a timeout.
  child.once('error', (err) => (out += `\n[spawn error] ${String(err)}\n`));
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(Object.assign(new Error(`server neither became ready nor exited within ${readyTimeoutMs} ms:\n${out}`), { code: null, out: `[timed out]\n${out}` }));
    }, readyTimeoutMs);
    const onData = () => {
      const match = /Specforge is running at (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve({ child, url: match[1], output: () => out, exited });
      }
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with ${code} before ready:\n${out}`), { code, out }));
    });
  });
}

/** Runs the entry point expecting it to fail; resolves with its exit code and output. */
export function spawnServerExpectingFailure(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  // Well inside the test's own timeout, so a process that neither starts nor exits fails the test
  // with its output (and is killed) instead of leaving a bare timeout.
  return spawnServer(env, { readyTimeoutMs: 40_000 }).then(
    async (s) => {
      s.child.kill('SIGTERM');
      await s.exited;
      throw new Error(`server started although it should have failed:\n${s.output()}`);
    },
    (error: { code?: number | null; out?: string }) => ({ code: error.code ?? null, out: error.out ?? String(error) }),
  );
}

/** PIDs of every postgres process whose data directory lies inside `dir`. */
export async function postgresPidsUnder(dir: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).split('\0');
      const d = cmd.indexOf('-D');
      if (path.basename(cmd[0] ?? '') === 'postgres' && d >= 0 && cmd[d + 1]?.startsWith(dir)) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}
