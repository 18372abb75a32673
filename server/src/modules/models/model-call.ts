import { LlmGenerationError, type LlmConfig, OPENAI_BASE_URL } from '../generation/llm/index.js';
import type { ModelSettings } from './model-settings.js';
import { checkModelUrl, type UrlPolicy } from './model-url.js';
import { pinnedFetch } from './pinned-fetch.js';

/** Where the Anthropic provider sends calls when a connection names no URL (the SDK's default). */
export const ANTHROPIC_BASE_URL = 'https://api.anthropic.com/v1';

export function urlPolicyOf(settings: Pick<ModelSettings, 'allowPrivateUrls' | 'resolve'>): UrlPolicy {
  return { allowPrivate: settings.allowPrivateUrls, ...(settings.resolve ? { resolve: settings.resolve } : {}) };
}

export type ModelCall =
  | {
      ok: true;
      /** The configuration with its base URL spelled out (the provider's own when none was given). */
      config: LlmConfig;
      fetch: typeof fetch;
      /** Why the guarded fetch refused a call (a redirect), once one was refused; else null. */
      refusal(): string | null;
    }
  /** `policy`: the URL is not allowed; `unreachable`: its host could not be resolved. */
  | { ok: false; reason: 'policy' | 'unreachable'; problem: string };

/**
 * Prepares the calls to a user's model: the URL is checked and its host resolved once, here, and
 * every call then goes to that checked address, without following redirects (pinned-fetch.ts).
 * Used by "Test connection" and by generations alike.
 */
export async function prepareModelCall(config: LlmConfig, settings: Pick<ModelSettings, 'allowPrivateUrls' | 'resolve'>): Promise<ModelCall> {
  const baseUrl = config.baseUrl ?? (config.provider === 'anthropic' ? ANTHROPIC_BASE_URL : OPENAI_BASE_URL);
  const check = await checkModelUrl(baseUrl, urlPolicyOf(settings));
  if (!check.ok) return { ok: false, reason: check.unresolved ? 'unreachable' : 'policy', problem: check.problem };
  const guarded = pinnedFetch(check.target);
  let refusal: string | null = null;
  const recording: typeof fetch = async (input, init) => {
    try {
      return await guarded(input, init);
    } catch (error) {
      // The provider SDK and the probe word failures by status and network code; this one has
      // neither, so its own words are kept for the answer.
      if (error instanceof LlmGenerationError) refusal = error.message;
      throw error;
    }
  };
  return { ok: true, config: { ...config, baseUrl }, fetch: recording, refusal: () => refusal };
}
