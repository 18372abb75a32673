import { APICallError, simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { buildSpecGraph } from '../composer/index.js';
import { composeDocument, composeSections } from '../composer/index.js';
import { sampleBrief } from '../composer/sample-brief.js';
import { LlmGenerationError } from './errors.js';
import { scaffoldForModel } from './graph-scaffold.js';
import { createLlmGenerator } from './llm-generator.js';

type StreamResult = Awaited<ReturnType<MockLanguageModelV4['doStream']>>;
type Part = StreamResult['stream'] extends ReadableStream<infer P> ? P : never;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

function textStream(pieces: string[]): StreamResult {
  const chunks: Part[] = [{ type: 'text-start', id: 't' }, ...pieces.map((delta): Part => ({ type: 'text-delta', id: 't', delta })), { type: 'text-end', id: 't' }, { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage }];
  return { stream: simulateReadableStream({ chunks }) };
}

type CallOptions = Parameters<MockLanguageModelV4['doStream']>[0];
/** The spec-graph call asks for JSON (structured output); section calls for text. */
const isGraphCall = (options: CallOptions) => options.responseFormat?.type === 'json';
/** The built-in graph of the sample brief in the model's format: a valid answer to the graph call. */
const draftAnswer = () => textStream([JSON.stringify(scaffoldForModel(buildSpecGraph(sampleBrief)))]);

describe('LLM generator with the AI SDK mock model', () => {
  it('assembles streamed sections in order and sends the section draft in the prompt', async () => {
    let call = 0;
    const model = new MockLanguageModelV4({
      doStream: async () => {
        call += 1;
        return textStream([`## Ignored heading\n\n`, `Answer ${call}`, ' done.']);
      },
    });
    const prd = composeDocument('prd', sampleBrief).structured;
    const implementationPlan = composeDocument('implementation_plan', sampleBrief, { prd }).structured;
    const prior = { prd, implementation_plan: implementationPlan };
    const { title, sections } = composeSections('user_flows', sampleBrief, prior);
    const generator = createLlmGenerator({ provider: 'openai', model: 'mock' }, { model });
    const deltas: string[] = [];
    const doc = await generator.generate('user_flows', sampleBrief, prior, async () => {}, { onDelta: (d) => void deltas.push(d) });

    expect(model.doStreamCalls).toHaveLength(sections.length);
    expect(deltas).toHaveLength(sections.length * 3);
    const firstPrompt = JSON.stringify(model.doStreamCalls[0]!.prompt);
    expect(firstPrompt).toContain(sections[0]!.title);
    expect(firstPrompt).toContain('keep every identifier');
    for (const [i, s] of sections.entries()) {
      // A heading that is not the section's own title is the model's content and stays.
      expect(doc.markdown).toContain(`## ${s.title}\n\n## Ignored heading\n\nAnswer ${i + 1} done.`);
    }
    expect(doc.generator).toBe('openai:mock');
    expect(doc.title).toBe(title);
  });

  it('strips a repeated section heading and a fence around the whole answer', async () => {
    const model = new MockLanguageModelV4({
      doStream: async (options) => {
        if (isGraphCall(options)) return draftAnswer();
        const prompt = JSON.stringify(options.prompt);
        const title = /Write section \d+ of \d+: \\"([^\\]*)\\"/.exec(prompt)?.[1] ?? '';
        return textStream(['```markdown\n', `## ${title}\n\n`, 'Clean body.\n', '```']);
      },
    });
    const generator = createLlmGenerator({ provider: 'anthropic', model: 'mock' }, { model });
    const doc = await generator.generate('prd', sampleBrief, {}, async () => {});
    const first = composeSections('prd', sampleBrief).sections[0]!;
    expect(doc.markdown).toContain(`## ${first.title}\n\nClean body.`);
    expect(doc.markdown).not.toContain('```markdown');
    expect(doc.generator).toBe('anthropic:mock');
  });

  it('turns a provider error thrown by the model into a readable failure', async () => {
    const model = new MockLanguageModelV4({
      doStream: async () => {
        throw new APICallError({ message: 'Forbidden', url: 'http://x/v1/chat/completions', requestBodyValues: {}, statusCode: 403, isRetryable: false });
      },
    });
    const generator = createLlmGenerator({ provider: 'openai', model: 'mock' }, { model, retryBaseDelayMs: 1 });
    const error = await generator.generate('prd', sampleBrief, {}, async () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmGenerationError);
    expect((error as LlmGenerationError).message).toBe('The AI provider refused the API key (403). Check LLM_API_KEY.');
    expect(model.doStreamCalls).toHaveLength(1);
  });

  it('fails readably when the model answers nothing for a section', async () => {
    const model = new MockLanguageModelV4({ doStream: async (options) => (isGraphCall(options) ? draftAnswer() : textStream([])) });
    const generator = createLlmGenerator({ provider: 'openai', model: 'mock' }, { model });
    const error = await generator.generate('prd', sampleBrief, {}, async () => {}).catch((e: unknown) => e);
    expect((error as LlmGenerationError).kind).toBe('empty');
  });
});
