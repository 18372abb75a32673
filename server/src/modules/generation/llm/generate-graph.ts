import { type LanguageModel, type ModelMessage, Output } from 'ai';
import type { SpecGraph } from '../../spec/graph.js';
import type { ComposerBrief } from '../composer/brief.js';
import { describeProviderError, LlmGenerationError } from './errors.js';
import { graphFromModel } from './graph-from-model.js';
import { graphPrompt, graphSystemPrompt, repairPrompt } from './graph-prompt.js';
import { scaffoldForModel } from './graph-scaffold.js';
import { describeIssues, modelGraphSchema } from './graph-schema.js';
import { RetryExhausted, type RetryNotice, type RetryPolicy, withRetry } from './retry.js';
import { type StreamedText, streamSection, type TokenUsage } from './stream-section.js';

export interface GraphCallOptions {
  model: LanguageModel;
  /** `provider:model`, the graph's `generator`. */
  generator: string;
  retryPolicy: RetryPolicy;
  idleTimeoutMs: number;
  callTimeoutMs: number;
  maxOutputTokens?: number;
  temperature?: number;
  /** Prompt budget in characters. */
  budgetChars: number;
  /**
   * Send the JSON schema with the request (Anthropic: native structured output or the SDK's JSON
   * tool). Off for OpenAI-compatible servers: the SDK can only ask them for `json_object` and
   * would warn on every call that the schema is dropped; the prompt shows the format instead.
   */
  sendSchema: boolean;
  signal?: AbortSignal;
  onRetry?: (notice: RetryNotice) => void;
  /** Told the tokens of every call, retries and repair rounds included. */
  onUsage?: (usage: TokenUsage) => void;
}

/** Read back from one answer: the graph, or what to tell the model about it. */
type Reading = { graph: SpecGraph } | { problems: string[] };

/** The JSON object in an answer: as is, inside a Markdown fence, or between prose the model added anyway. */
export function parseJsonAnswer(text: string): { value: unknown } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { error: 'the answer was empty: send the JSON object' };
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i.exec(trimmed)?.[1];
  const candidates = [fenced ?? trimmed];
  const start = trimmed.indexOf('{');
  const end = trimmed.lastIndexOf('}');
  if (start >= 0 && end > start) candidates.push(trimmed.slice(start, end + 1));
  for (const candidate of candidates) {
    try {
      return { value: JSON.parse(candidate) };
    } catch {
      // Next candidate; the error reported is the one of the whole answer.
    }
  }
  try {
    JSON.parse(trimmed);
  } catch (error) {
    return { error: `the answer is not valid JSON (${error instanceof Error ? error.message : 'parse error'})` };
  }
  return { error: 'the answer is not valid JSON' };
}

/**
 * One answer checked: finished (not cut at the output limit), JSON, of the schema, and a graph
 * that passes `validateGraph` once tasks are planned from it.
 */
export function readAnswer(out: StreamedText, brief: ComposerBrief, scaffold: SpecGraph, generator: string): Reading {
  if (out.finishReason === 'length') return { problems: ['the answer was cut off at the output limit before the JSON object was complete'] };
  const parsed = parseJsonAnswer(out.text);
  if ('error' in parsed) return { problems: [parsed.error] };
  const checked = modelGraphSchema.safeParse(parsed.value);
  if (!checked.success) return { problems: describeIssues(checked.error) };
  return graphFromModel(brief, checked.data, scaffold, generator);
}

/**
 * The spec graph written by the model: one structured-output call with the built-in graph as
 * scaffold, checked; when invalid, one repair round (the problems are sent back with the
 * answer); when still invalid, the attempt fails as `bad_output` and the retry policy runs it
 * afresh. Never falls back to another graph: a generation either has the model's valid graph
 * or fails with the reason.
 */
export async function generateModelGraph(brief: ComposerBrief, scaffold: SpecGraph, options: GraphCallOptions): Promise<SpecGraph> {
  const { signal } = options;
  const named = { name: 'spec_graph', description: 'The spec graph of the project' };
  // Either way the answer is parsed and validated here (readAnswer), so a bad one can be repaired.
  const output = options.sendSchema ? Output.object({ schema: modelGraphSchema, ...named }) : Output.json(named);
  const ask = async (messages: ModelMessage[]) => {
    const answer = await streamSection({
      model: options.model,
      system: graphSystemPrompt,
      messages,
      signal,
      idleTimeoutMs: options.idleTimeoutMs,
      callTimeoutMs: options.callTimeoutMs,
      maxOutputTokens: options.maxOutputTokens,
      temperature: options.temperature,
      output,
      // JSON is not shown to the user, so a call that broke off mid-answer may be retried.
      onText: () => undefined,
    });
    if (answer.usage) options.onUsage?.(answer.usage);
    return answer;
  };
  const first: ModelMessage[] = [{ role: 'user', content: graphPrompt(brief, scaffoldForModel(scaffold), options.budgetChars) }];
  let problems: string[] = [];
  try {
    const { value } = await withRetry(
      async () => {
        const answer = await ask(first);
        const reading = readAnswer(answer, brief, scaffold, options.generator);
        if ('graph' in reading) return reading.graph;
        const repaired = await ask([...first, { role: 'assistant', content: answer.text }, { role: 'user', content: repairPrompt(reading.problems, answer.finishReason === 'length') }]);
        const second = readAnswer(repaired, brief, scaffold, options.generator);
        if ('graph' in second) return second.graph;
        problems = second.problems;
        throw new LlmGenerationError('bad_output', 'The AI model returned an invalid spec graph.');
      },
      options.retryPolicy,
      signal,
      options.onRetry,
    );
    return value;
  } catch (error) {
    const attempts = error instanceof RetryExhausted ? error.attempts : 1;
    const cause = error instanceof RetryExhausted ? error.cause : error;
    if (cause instanceof LlmGenerationError && cause.kind === 'bad_output') throw badOutput(problems, attempts, cause);
    if (error instanceof RetryExhausted) throw describeProviderError(error.cause, { attempts: error.attempts, streamed: false });
    throw describeProviderError(error, { attempts: 1, streamed: false });
  }
}

function badOutput(problems: readonly string[], attempts: number, cause: unknown): LlmGenerationError {
  const shown = problems.slice(0, 3).join('; ');
  const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : '';
  const tries = attempts > 1 ? `${attempts} attempts, each with a repair round` : 'a repair round';
  return new LlmGenerationError('bad_output', `The AI model did not return a valid spec graph after ${tries}: ${shown}${more}. Please try again or choose another model.`, undefined, {
    cause,
  });
}
