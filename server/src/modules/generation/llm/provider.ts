import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';

/** What `LLM_PROVIDER`, `LLM_BASE_URL`, `LLM_API_KEY` and `LLM_MODEL` configure. */
export interface LlmConfig {
  provider: 'openai' | 'anthropic';
  model: string;
  /** With the version path: `http://localhost:11434/v1` (Ollama), `https://api.openai.com/v1`. */
  baseUrl?: string;
  apiKey?: string;
}

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * The AI SDK model for a configuration. `openai` speaks the OpenAI chat-completions protocol to
 * any compatible server (OpenAI, Ollama, vLLM, LM Studio), so it uses the openai-compatible
 * provider rather than the OpenAI-only one (which targets the Responses API).
 */
export function createLanguageModel(config: LlmConfig, fetchImpl?: typeof fetch): LanguageModel {
  const baseURL = config.baseUrl?.replace(/\/+$/, '');
  if (config.provider === 'anthropic') {
    return createAnthropic({ apiKey: config.apiKey, ...(baseURL ? { baseURL } : {}), ...(fetchImpl ? { fetch: fetchImpl } : {}) })(config.model);
  }
  return createOpenAICompatible({
    name: 'openai',
    baseURL: baseURL ?? OPENAI_BASE_URL,
    // Local servers (Ollama, LM Studio) need no key; the SDK then sends no Authorization header.
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    // Token counts in the stream (`stream_options.include_usage`), recorded per generation.
    includeUsage: true,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  }).chatModel(config.model);
}
