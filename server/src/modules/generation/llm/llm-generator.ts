import type { LanguageModel, ModelMessage } from 'ai';
import type { Env } from '../../../config/env.js';
import { buildSpecGraph } from '../composer/index.js';
import { composeDocument, composeSections, type ComposerBrief, type DocumentType, type PriorDocuments } from '../composer/index.js';
import { heading } from '../composer/text.js';
import { builtinGenerator, createBuiltinGenerator, type GeneratedDocument, type Generator, type SectionProgress } from './generator.js';
import { describeProviderError, LlmGenerationError } from './errors.js';
import { generateModelGraph } from './generate-graph.js';
import { CHARS_PER_TOKEN, cleanSection, sectionPrompt, systemPrompt, withMissingIds } from './prompt.js';
import { createLanguageModel, type LlmConfig } from './provider.js';
import { RetryExhausted, type RetryNotice, withRetry } from './retry.js';
import { streamSection, type TokenUsage } from './stream-section.js';

/** Per-call extras on top of the base Generator contract; a Generator that ignores them still fits. */
export interface GenerateCallOptions {
  /** Aborting stops the running HTTP request and rejects with a `cancelled` LlmGenerationError. */
  signal?: AbortSignal;
  /** Every token as it arrives, in order. Awaited, so a slow consumer slows the stream instead of buffering it. */
  onDelta?: (delta: string, at: { index: number; total: number; sectionTitle: string }) => void | Promise<void>;
}

export interface StreamingGenerator extends Generator {
  generate(type: DocumentType, brief: ComposerBrief, prior: PriorDocuments, onSection: (progress: SectionProgress) => Promise<void>, call?: GenerateCallOptions): Promise<GeneratedDocument>;
}

export interface LlmGeneratorOptions {
  /** Use this model instead of building one from the config (the SDK's mock model in tests). */
  model?: LanguageModel;
  /** Passed to the provider (tests, proxies). */
  fetch?: typeof fetch;
  /** Further attempts per model call after a 408/409/429/5xx, network failure or idle time-out. Default 3. */
  maxRetries?: number;
  /** First back-off delay, doubled per retry. Default 1 000 ms. */
  retryBaseDelayMs?: number;
  /** Longest back-off, and the longest Retry-After we wait for. Default 60 000 ms. */
  maxRetryDelayMs?: number;
  /** No token for this long fails the call ('did not answer within …'). Default 60 000 ms. */
  idleTimeoutMs?: number;
  /** Hard limit for one model call. Default 300 000 ms. */
  sectionTimeoutMs?: number;
  /** Prompt budget in tokens (estimated at 4 characters each). Default 12 000: fits 16k-context models with room to answer. */
  contextBudgetTokens?: number;
  /**
   * Output limit per call. Default: the provider's own for `openai` (OpenAI's reasoning models
   * refuse `max_tokens`), 4 096 for `anthropic` (its API requires one; every Claude model
   * accepts 4 096). A section that reaches it is continued, not cut.
   */
  maxOutputTokens?: number;
  temperature?: number;
  /** How often a section cut off by the output limit is continued. Default 2. */
  maxContinuations?: number;
  /**
   * Output limit of the spec-graph call (the PRD's structured answer, which cannot be continued:
   * a cut answer is invalid and repaired). Default: the provider's own for `openai`, 8 192 for
   * `anthropic` (Claude 3.5 and later; set 4 096 for Claude 3 models).
   */
  graphMaxOutputTokens?: number;
  /** Told about every retry (for logs; carries no prompt, key or response body). */
  onRetry?: (notice: RetryNotice & { sectionTitle: string }) => void;
}

const continuePrompt = 'Continue exactly where you stopped, without repeating anything you already wrote.';

/**
 * A Generator backed by an LLM through the Vercel AI SDK. For the PRD (whose graph the runner
 * stores) the model first writes the spec graph as structured output, validated and repaired
 * (generate-graph.ts); tasks and dates are planned from it by the built-in scheduler. Every
 * document then renders from its graph with the composer's renderers: one streamed model call
 * per section (plus continuations) rewrites each section's draft, so progress is per section
 * and no answer is ever cut by an output limit. `structured` and `graph` are the graph's, so the
 * ids the text cites, the criteria and the roadmap dates are the ones later documents read.
 */
export function createLlmGenerator(config: LlmConfig, options: LlmGeneratorOptions = {}): StreamingGenerator {
  const model = options.model ?? createLanguageModel(config, options.fetch);
  // Stored in document.generator (varchar 200).
  const name = `${config.provider}:${config.model}`.slice(0, 200);
  const retryPolicy = {
    maxRetries: options.maxRetries ?? 3,
    baseDelayMs: options.retryBaseDelayMs ?? 1_000,
    maxDelayMs: options.maxRetryDelayMs ?? 60_000,
  };
  const budgetChars = (options.contextBudgetTokens ?? 12_000) * CHARS_PER_TOKEN;
  const maxContinuations = options.maxContinuations ?? 2;
  const maxOutputTokens = options.maxOutputTokens ?? (config.provider === 'anthropic' ? 4_096 : undefined);
  const graphMaxOutputTokens = options.graphMaxOutputTokens ?? (config.provider === 'anthropic' ? 8_192 : undefined);

  async function call(messages: ModelMessage[], system: string, sectionTitle: string, signal: AbortSignal | undefined, onText: (d: string) => Promise<void>, onUsage: (u: TokenUsage) => void) {
    try {
      const { value } = await withRetry(
        (_n, markStreamed) =>
          streamSection({
            model,
            system,
            messages,
            signal,
            idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
            callTimeoutMs: options.sectionTimeoutMs ?? 300_000,
            maxOutputTokens,
            temperature: options.temperature,
            onText: async (delta) => {
              markStreamed();
              await onText(delta);
            },
          }),
        retryPolicy,
        signal,
        (notice) => options.onRetry?.({ ...notice, sectionTitle }),
      );
      if (value.usage) onUsage(value.usage);
      return value;
    } catch (error) {
      if (error instanceof RetryExhausted) throw describeProviderError(error.cause, error);
      throw describeProviderError(error, { attempts: 1, streamed: false });
    }
  }

  return {
    name,
    async generate(type, brief, prior, onSection, callOptions = {}) {
      const { signal, onDelta } = callOptions;
      // Every call's tokens (graph, sections, continuations), recorded with the document's version.
      const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
      const count = (u: TokenUsage) => {
        usage.inputTokens += u.inputTokens;
        usage.outputTokens += u.outputTokens;
      };
      // The PRD defines the project's graph: the model writes it. Later documents get the stored one in `prior`.
      const modelGraph =
        type === 'prd'
          ? await generateModelGraph(brief, buildSpecGraph(brief), {
              model,
              generator: name,
              retryPolicy,
              idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
              callTimeoutMs: options.sectionTimeoutMs ?? 300_000,
              maxOutputTokens: graphMaxOutputTokens,
              temperature: options.temperature,
              budgetChars,
              sendSchema: config.provider === 'anthropic',
              signal,
              onRetry: (notice) => options.onRetry?.({ ...notice, sectionTitle: 'Spec graph' }),
              onUsage: count,
            })
          : undefined;
      // Ids the project already uses stay theirs (the runner hands the PRD its reconciler).
      const graph = modelGraph && prior.reconcile ? prior.reconcile(modelGraph) : modelGraph;
      const input: PriorDocuments = graph ? { ...prior, graph } : prior;
      const plan = composeSections(type, brief, input);
      const system = systemPrompt(type);
      const basis = type === 'prd' ? 'the spec graph the model wrote' : "the project's spec graph";
      const note = `> Drafted by an AI model (${name}) section by section from your wizard answers, on the outline of the Specforge composer and ${basis}.`;
      let partial = `# ${plan.title}\n\n${note}\n`;
      let written = '';
      for (const [index, scaffold] of plan.sections.entries()) {
        const at = { index, total: plan.sections.length, sectionTitle: scaffold.title };
        const prompt = sectionPrompt({ type, documentTitle: plan.title, outline: plan.sections, index, scaffold, brief, prior: input, written, budgetChars });
        const messages: ModelMessage[] = [{ role: 'user', content: prompt }];
        let body = '';
        for (let round = 0; round <= maxContinuations; round++) {
          const out = await call(
            messages,
            system,
            scaffold.title,
            signal,
            async (delta) => {
              await onDelta?.(delta, at);
            },
            count,
          );
          body += out.text;
          if (out.finishReason !== 'length') break;
          messages.push({ role: 'assistant', content: out.text }, { role: 'user', content: continuePrompt });
        }
        const cleaned = cleanSection(body, scaffold.title);
        if (!cleaned) {
          throw new LlmGenerationError('empty', `The AI provider returned an empty answer for the section "${scaffold.title}".`);
        }
        const text = withMissingIds(cleaned, scaffold.markdown);
        const section = heading(scaffold.title, text);
        written += `\n${section}`;
        partial += `\n${section}`;
        await onSection({ index, total: plan.sections.length, sectionTitle: scaffold.title, partial });
      }
      const composed = composeDocument(type, brief, input);
      return {
        title: plan.title,
        markdown: `${partial.trimEnd()}\n`,
        // The graph's facts (the model's, for a PRD), marked as the model's document.
        structured: { ...composed.structured, generator: name, composedWithoutModel: false },
        generator: name,
        graph: composed.graph,
        usage,
      };
    },
  };
}

/** The generator `LLM_PROVIDER` asks for: the built-in composer, or an LLM provider. */
export function selectGenerator(env: Pick<Env, 'LLM_PROVIDER' | 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'> & Partial<Pick<Env, 'GENERATION_STEP_DELAY_MS'>>, options?: LlmGeneratorOptions): StreamingGenerator {
  if (env.LLM_PROVIDER === 'builtin') {
    return env.GENERATION_STEP_DELAY_MS ? createBuiltinGenerator({ stepDelayMs: env.GENERATION_STEP_DELAY_MS }) : builtinGenerator;
  }
  if (!env.LLM_MODEL) throw new Error(`LLM_MODEL is required when LLM_PROVIDER=${env.LLM_PROVIDER}`);
  return createLlmGenerator({ provider: env.LLM_PROVIDER, model: env.LLM_MODEL, baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY }, options);
}
