import { APICallError } from 'ai';
import { GenerationError } from './generation-error.js';

export type LlmFailureKind =
  | 'auth'
  | 'rate_limit'
  | 'server'
  | 'timeout'
  | 'cancelled'
  | 'network'
  | 'not_found'
  | 'bad_request'
  | 'empty'
  /** The model's structured answer (the spec graph) stayed invalid after repair rounds and retries. */
  | 'bad_output';

/**
 * A provider failure told in words a user can act on. It extends the runner's GenerationError,
 * so the worker stores `message` on the failed document as is. Never carries the API key or
 * the provider's raw response body (those can echo prompts and secrets).
 */
export class LlmGenerationError extends GenerationError {
  constructor(
    readonly kind: LlmFailureKind,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmGenerationError';
  }

  /** Whether another attempt may succeed (the retry loop and the worker's retry action). */
  get retryable(): boolean {
    // A model that wrote an invalid graph may write a valid one when asked afresh.
    return this.kind === 'rate_limit' || this.kind === 'server' || this.kind === 'network' || this.kind === 'timeout' || this.kind === 'bad_output';
  }
}

/**
 * The error status of a failed provider call. A stream that breaks after a 200 is reported by
 * the SDK with status 200: that is a transport failure, not a status, so only ≥ 400 counts.
 */
export function statusOf(error: unknown): number | undefined {
  // Errors the provider sends inside a started stream (StreamProviderError) carry one too.
  const raw = APICallError.isInstance(error) ? error.statusCode : error && typeof error === 'object' ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof raw === 'number' && raw >= 400 ? raw : undefined;
}

/** Statuses worth another attempt: request timeout, conflict, rate limit and server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Milliseconds the provider asked us to wait (`retry-after-ms`, `retry-after` seconds or date). */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  if (!APICallError.isInstance(error) || !error.responseHeaders) return undefined;
  const headers = Object.fromEntries(Object.entries(error.responseHeaders).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const raw = headers['retry-after'];
  if (!raw) return undefined;
  const seconds = Number.parseFloat(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`.replace('.0 s', ' s');

/** Maps anything a provider call can throw to a readable LlmGenerationError. */
export function describeProviderError(error: unknown, context: { attempts: number; streamed: boolean }): LlmGenerationError {
  if (error instanceof LlmGenerationError) return error;
  const status = statusOf(error);
  const tries = context.attempts > 1 ? ` after ${context.attempts} attempts` : '';
  if (status === undefined && context.streamed) {
    return new LlmGenerationError('network', 'The connection to the AI provider broke off in the middle of an answer. Please try again.', undefined, {
      cause: error,
    });
  }
  if (status === 401 || status === 403) {
    return new LlmGenerationError('auth', `The AI provider refused the API key (${status}). Check LLM_API_KEY.`, status, { cause: error });
  }
  if (status === 404) {
    return new LlmGenerationError('not_found', `The AI provider does not know this model or address (404). Check LLM_MODEL and LLM_BASE_URL.`, status, { cause: error });
  }
  if (status === 429) {
    return new LlmGenerationError('rate_limit', `The AI provider is rate-limiting requests (429)${tries}. Please try again later.`, status, {
      cause: error,
    });
  }
  if (status !== undefined && status >= 500) {
    return new LlmGenerationError('server', `The AI provider had an internal error (${status})${tries}. Please try again later.`, status, {
      cause: error,
    });
  }
  if (status !== undefined) {
    return new LlmGenerationError('bad_request', `The AI provider rejected the request (${status}).`, status, { cause: error });
  }
  return new LlmGenerationError('network', `The AI provider could not be reached${tries}. Check LLM_BASE_URL and the network.`, undefined, {
    cause: error,
  });
}

/** `idle`: no token for `ms`; `section`: the section as a whole took longer than `ms`. */
export function timeoutError(ms: number, limit: 'idle' | 'section' = 'idle'): LlmGenerationError {
  return new LlmGenerationError('timeout', limit === 'idle' ? `The AI provider did not answer within ${seconds(ms)}.` : `The AI provider did not finish a section within ${seconds(ms)}.`);
}

export function cancelledError(): LlmGenerationError {
  return new LlmGenerationError('cancelled', 'The generation was cancelled.');
}
