import { WorkerPool, WorkerTaskError } from '../../core/cpu/worker-pool.js';
import { AppError, errorCodes, type ErrorCode } from '../../core/errors/index.js';
import type { StoredUpdatePlan, UpdateInput } from '../changes/update-plan.js';
import type { ComposerBrief, Understanding } from '../generation/composer/index.js';
import type { AnalysisReport } from '../quality/analyzer.js';
import type { ClarifyingQuestion } from '../quality/questions.js';
import type { AnalysisInput } from '../quality/rule.js';

/**
 * The longest one analysis or update may take, queueing included. The largest brief the API
 * accepts takes a few seconds on an idle core (tens of seconds on a busy machine); past this
 * bound the work is given up (its thread is ended) and the caller told the brief is too large,
 * so no input can occupy the pool indefinitely.
 */
export const OFFLOAD_TIMEOUT_MS = 120_000;

let pool: WorkerPool | null = null;

const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';

function shared(): WorkerPool {
  pool ??= new WorkerPool({
    entry: new URL(`./offload.worker${ext}`, import.meta.url),
    timeoutMs: OFFLOAD_TIMEOUT_MS,
    onTimeout: () => new AppError('PAYLOAD_TOO_LARGE', 'The brief is too large to analyze in time: shorten its longest answers.'),
  });
  return pool;
}

/** Runs a task in the pool; an AppError thrown there is thrown here with its code and message. */
async function run<T>(task: string, input: unknown): Promise<T> {
  try {
    return await shared().run<T>(task, input);
  } catch (error) {
    if (error instanceof WorkerTaskError && error.code && (errorCodes as readonly string[]).includes(error.code)) throw new AppError(error.code as ErrorCode, error.message);
    throw error;
  }
}

/** The quality report of a brief with its graph (the built-in composer's when null) and documents. */
export function offloadAnalysis(input: { brief: ComposerBrief; graph: AnalysisInput['graph'] | null; documents: AnalysisInput['documents']; evidence?: AnalysisInput['evidence'] }): Promise<AnalysisReport> {
  return run('analyze', input);
}

/** A wizard draft's report and clarifying questions, the roadmap dated `today` (YYYY-MM-DD). */
export function offloadDraft(draft: Record<string, unknown>, today: string): Promise<{ report: AnalysisReport; questions: ClarifyingQuestion[] }> {
  return run('draft', { draft, today });
}

/** The reconciled graph, composed documents and hunks of an update, ready to store (changes/update-plan.ts). */
export function offloadUpdate(input: UpdateInput): Promise<StoredUpdatePlan> {
  return run('update', input);
}

/** What the built-in composer understands of a brief (composer/understanding.ts). */
export function offloadUnderstanding(brief: ComposerBrief): Promise<Understanding> {
  return run('understand', { brief });
}

/** Ends the pool's threads (tests and shutdown); the next call starts new ones. */
export async function closeOffload(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.close();
}
