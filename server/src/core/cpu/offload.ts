import { AppError, errorCodes, type ErrorCode } from '../errors/index.js';
import { WorkerPool, WorkerTaskError } from './worker-pool.js';

/**
 * The longest one analysis or update may take, queueing included. The largest brief the API
 * accepts takes a few seconds on an idle core (tens of seconds on a busy machine); past this
 * bound the work is given up (its thread is ended) and the caller told the brief is too large,
 * so no input can occupy the pool indefinitely.
 */
export const OFFLOAD_TIMEOUT_MS = 120_000;

const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';

/**
 * The worker thread's entry: server/src/offload.worker.ts, a composition root like app.ts (it
 * imports the modules whose computations it serves). Core only starts it and never imports it,
 * so each module's typed task (quality's analysis, changes' update, brief's read-back) is a call
 * to `offload` here, and no module depends on another through the pool.
 */
const ENTRY = new URL(`../../offload.worker${ext}`, import.meta.url);

let pool: WorkerPool | null = null;

function shared(): WorkerPool {
  pool ??= new WorkerPool({
    entry: ENTRY,
    timeoutMs: OFFLOAD_TIMEOUT_MS,
    onTimeout: () => new AppError('PAYLOAD_TOO_LARGE', 'The brief is too large to analyze in time: shorten its longest answers.'),
  });
  return pool;
}

/**
 * Runs one of offload.worker.ts's tasks in the shared pool; an AppError thrown there is thrown
 * here with its code and message.
 */
export async function offload<T>(task: string, input: unknown): Promise<T> {
  try {
    return await shared().run<T>(task, input);
  } catch (error) {
    if (error instanceof WorkerTaskError && error.code && (errorCodes as readonly string[]).includes(error.code)) throw new AppError(error.code as ErrorCode, error.message);
    throw error;
  }
}

/** Ends the pool's threads (tests and shutdown); the next call starts new ones. */
export async function closeOffload(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.close();
}
