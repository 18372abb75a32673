import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Logger } from './core/logger.js';

/** How long the worker may take to stop (it aborts running jobs within 3 s) before it is killed. */
const STOP_TIMEOUT_MS = 5_000;
const MAX_RESTART_DELAY_MS = 30_000;

export interface WorkerProcess {
  /** Resolves when a worker reports ready (after a restart too); for tests and tools. */
  ready(): Promise<void>;
  /** The running worker's process id (none while it restarts). */
  pid(): number | undefined;
  /** SIGTERM, then SIGKILL after 5 s; no restart afterwards. */
  stop(): Promise<void>;
}

export interface WorkerProcessOptions {
  databaseUrl: string;
  logger: Logger;
  /** Node flags for the child; default this process's own (tsx's loader in development). */
  execArgv?: string[];
}

/**
 * Runs the generation worker (worker.ts) as a child process on the server's database and keeps
 * it running: an unexpected exit (during start-up too) is logged and followed by a restart (1 s,
 * doubling up to 30 s).
 * Its jobs are pg-boss jobs, so a crash loses none: they are retried by the queue. The child
 * writes its log lines to the same output; it inherits this process's loader flags (tsx in
 * development and tests).
 */
export function startWorkerProcess({ databaseUrl, logger, execArgv = process.execArgv }: WorkerProcessOptions): WorkerProcess {
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  const entry = fileURLToPath(new URL(`./worker${ext}`, import.meta.url));
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  let isReady = false;
  const waiting = new Set<() => void>();

  const spawn = () => {
    const current = fork(entry, [], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Its own process group: a Ctrl-C in the terminal reaches the server, which stops the
      // worker in order; if the server dies, the worker sees the IPC channel close and stops.
      detached: true,
    });
    child = current;
    current.on('message', (msg) => {
      if (msg !== 'ready') return;
      restarts = 0;
      isReady = true;
      for (const resolve of waiting) resolve();
      waiting.clear();
    });
    current.once('exit', (code, signal) => {
      if (child === current) child = undefined;
      isReady = false;
      if (stopping) return;
      const delay = Math.min(MAX_RESTART_DELAY_MS, 1_000 * 2 ** restarts);
      restarts += 1;
      logger.error({ code, signal, restartInMs: delay }, 'generation worker exited; restarting it');
      setTimeout(() => {
        if (!stopping) spawn();
      }, delay).unref();
    });
  };
  spawn();

  return {
    ready: () => (isReady ? Promise.resolve() : new Promise<void>((resolve) => waiting.add(resolve))),
    pid: () => child?.pid,
    stop: async () => {
      stopping = true;
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.kill('SIGTERM');
      const timer = setTimeout(() => current.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
