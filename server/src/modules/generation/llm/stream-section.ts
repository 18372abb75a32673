import { type LanguageModel, type ModelMessage, type OutputInterface, streamText } from 'ai';
import { cancelledError, timeoutError } from './errors.js';

export interface StreamSectionInput {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  signal?: AbortSignal;
  /** No token for this long → time-out (reset by every token). */
  idleTimeoutMs: number;
  /** Hard limit for the whole call. */
  callTimeoutMs: number;
  maxOutputTokens?: number;
  temperature?: number;
  /**
   * Structured output (`Output.object`): the provider is asked for JSON (OpenAI-compatible
   * `json_object`, Anthropic's structured output or JSON tool), still streamed as text. The
   * caller parses and validates the text itself, so a cut or invalid answer can be repaired.
   */
  output?: OutputInterface;
  onText(delta: string): void | Promise<void>;
}

export interface StreamedText {
  text: string;
  /** `length` means the model hit its output limit and the section needs a continuation. */
  finishReason: string | undefined;
  /** Tokens the provider counted for this call (0 when it reports none). */
  usage?: TokenUsage;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/**
 * One streamed model call. Time-outs and cancellation share one AbortController so the HTTP
 * request is really closed; which of them fired decides the error we throw. Retries are ours
 * (retry.ts), so the SDK's own are off.
 */
export async function streamSection(input: StreamSectionInput): Promise<StreamedText> {
  if (input.signal?.aborted) throw cancelledError();
  const controller = new AbortController();
  let timedOut: { ms: number; limit: 'idle' | 'section' } | undefined;
  const fire = (ms: number, limit: 'idle' | 'section') => () => {
    timedOut ??= { ms, limit };
    controller.abort();
  };
  const idle = setTimeout(fire(input.idleTimeoutMs, 'idle'), input.idleTimeoutMs);
  const hard = setTimeout(fire(input.callTimeoutMs, 'section'), input.callTimeoutMs);
  const cancel = () => controller.abort();
  input.signal?.addEventListener('abort', cancel, { once: true });
  const failure = (error?: unknown) => {
    if (input.signal?.aborted) return cancelledError();
    if (timedOut) return timeoutError(timedOut.ms, timedOut.limit);
    return error;
  };
  try {
    const result = streamText({
      model: input.model,
      instructions: input.system,
      messages: input.messages,
      maxRetries: 0,
      output: input.output,
      abortSignal: controller.signal,
      ...(input.maxOutputTokens ? { maxOutputTokens: input.maxOutputTokens } : {}),
      ...(input.temperature !== undefined ? { temperature: input.temperature } : {}),
      // The default handler logs the whole error (request body included); we report it ourselves.
      onError: () => undefined,
    });
    let text = '';
    let finishReason: string | undefined;
    const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
    for await (const part of result.stream) {
      // Parts already buffered when a cancel or time-out fires must not reach the consumer.
      if (controller.signal.aborted) throw failure(new Error('aborted'));
      if (part.type === 'text-delta' && part.text) {
        idle.refresh();
        text += part.text;
        await input.onText(part.text);
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'abort') {
        throw failure(new Error('aborted'));
      } else if (part.type === 'finish') {
        finishReason = part.finishReason;
        usage.inputTokens = part.totalUsage?.inputTokens ?? 0;
        usage.outputTokens = part.totalUsage?.outputTokens ?? 0;
      }
    }
    const stopped = failure();
    if (stopped) throw stopped;
    return { text, finishReason, usage };
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(idle);
    clearTimeout(hard);
    input.signal?.removeEventListener('abort', cancel);
  }
}
