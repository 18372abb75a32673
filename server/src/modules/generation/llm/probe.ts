import { APICallError } from 'ai';
import { LlmGenerationError, statusOf } from './errors.js';
import { createLanguageModel, type LlmConfig } from './provider.js';
import { streamSection, type TokenUsage } from './stream-section.js';

export interface ProbeResult {
  ok: boolean;
  message: string;
  latencyMs: number;
  usage?: TokenUsage;
}

/** The network failure behind a fetch error, if any (ECONNREFUSED, ENOTFOUND, …). */
function networkCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A probe failure in words a user can act on; never the provider's body (it may echo the key). */
export function probeFailureMessage(error: unknown, config: LlmConfig, timeoutMs: number): string {
  if (error instanceof LlmGenerationError && error.kind === 'timeout') {
    return `The provider did not answer within ${Math.round(timeoutMs / 1000)} s.`;
  }
  const status = statusOf(error);
  if (status === 401 || status === 403) return `The provider refused the API key (${status}). Check the key.`;
  if (status === 404) return `The provider does not know the model "${config.model}", or the URL is wrong (404).`;
  if (status === 429) return 'The provider is rate-limiting requests (429). The connection works; try again later.';
  if (status !== undefined && status >= 500) return `The provider had an internal error (${status}). Try again later.`;
  if (status !== undefined) {
    // A 400 about the model name is the common "unknown model" of OpenAI-compatible servers.
    const about = APICallError.isInstance(error) && /model/i.test(error.message) ? ` Check the model name "${config.model}".` : '';
    return `The provider rejected the test request (${status}).${about}`;
  }
  const code = networkCode(error);
  const where = config.baseUrl ? new URL(config.baseUrl).host : config.provider === 'anthropic' ? 'api.anthropic.com' : 'the provider';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `The host ${where} could not be found.`;
  if (code === 'ECONNREFUSED') return `Could not connect to ${where}: the connection was refused. Is the server running?`;
  return `The provider at ${where} could not be reached${code ? ` (${code})` : ''}.`;
}

/**
 * "Test connection": one tiny streamed call to the model ("Reply with OK"), with a hard time-out
 * and no retries. Never throws: the answer says what went wrong.
 */
export async function probeModel(config: LlmConfig, options: { timeoutMs?: number; fetch?: typeof fetch } = {}): Promise<ProbeResult> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const started = Date.now();
  try {
    const model = createLanguageModel(config, options.fetch);
    const answer = await streamSection({
      model,
      system: 'You are a connection check. Answer with the single word OK.',
      messages: [{ role: 'user', content: 'Reply with OK.' }],
      idleTimeoutMs: timeoutMs,
      callTimeoutMs: timeoutMs,
      maxOutputTokens: 16,
      onText: () => undefined,
    });
    const latencyMs = Date.now() - started;
    if (!answer.text.trim()) return { ok: false, message: 'The model answered with no text.', latencyMs, usage: answer.usage };
    return { ok: true, message: `Connected: ${config.model} answered in ${latencyMs} ms.`, latencyMs, usage: answer.usage };
  } catch (error) {
    return { ok: false, message: probeFailureMessage(error, config, timeoutMs), latencyMs: Date.now() - started };
  }
}
