import { setTimeout as sleep } from 'node:timers/promises';
import { cancelledError, isRetryableStatus, LlmGenerationError, retryAfterMs, statusOf } from './errors.js';

export interface RetryPolicy {
  /** Further attempts after the first one (0 = no retry). */
  maxRetries: number;
  /** First back-off delay; it doubles on every retry. */
  baseDelayMs: number;
  /** Longest wait we accept, for back-off and for a provider's Retry-After alike. */
  maxDelayMs: number;
}

/** Details of an attempt that failed and will be retried (logged by the caller, no secrets). */
export interface RetryNotice {
  attempt: number;
  delayMs: number;
  status?: number;
}

/**
 * Whether a failed attempt deserves another one. Output already streamed to the user cannot be
 * taken back, so an attempt that produced text is never retried (see README "Retries").
 */
function retryable(error: unknown, streamedText: boolean): boolean {
  if (streamedText) return false;
  if (error instanceof LlmGenerationError) return error.kind === 'timeout' || error.kind === 'bad_output';
  const status = statusOf(error);
  if (status !== undefined) return isRetryableStatus(status);
  // No status: the connection failed (refused, reset, DNS). Worth another try too.
  return error instanceof Error && error.name !== 'AbortError';
}

/**
 * Runs `attempt` until it succeeds, retrying 408/409/429/5xx, network failures, idle time-outs
 * and invalid structured output (`bad_output`, after its repair round) with exponential back-off. A provider's Retry-After wins over our back-off; when it
 * asks for longer than `maxDelayMs` we give up rather than hold a worker slot for minutes.
 * Waiting stops at once when `signal` aborts.
 */
export async function withRetry<T>(attempt: (n: number, markStreamed: () => void) => Promise<T>, policy: RetryPolicy, signal: AbortSignal | undefined, onRetry?: (notice: RetryNotice) => void): Promise<{ value: T; attempts: number }> {
  for (let n = 1; ; n++) {
    let streamed = false;
    try {
      const value = await attempt(n, () => {
        streamed = true;
      });
      return { value, attempts: n };
    } catch (error) {
      if (signal?.aborted) throw cancelledError();
      if (n > policy.maxRetries || !retryable(error, streamed)) throw new RetryExhausted(error, n, streamed);
      const asked = retryAfterMs(error);
      if (asked !== undefined && asked > policy.maxDelayMs) throw new RetryExhausted(error, n, streamed);
      const delayMs = asked ?? Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (n - 1));
      onRetry?.({ attempt: n, delayMs, status: statusOf(error) });
      try {
        await sleep(delayMs, undefined, { signal });
      } catch {
        throw cancelledError();
      }
    }
  }
}

/** The last failure of withRetry, with how many attempts were made and whether text had streamed. */
export class RetryExhausted extends Error {
  constructor(
    override readonly cause: unknown,
    readonly attempts: number,
    readonly streamed: boolean,
  ) {
    super('provider call failed', { cause });
    this.name = 'RetryExhausted';
  }
}
