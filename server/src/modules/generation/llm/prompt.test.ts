import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { composeDocument, composeSections } from '../composer/index.js';
import { sampleBrief } from '../composer/sample-brief.js';
import { describeProviderError, retryAfterMs } from './errors.js';
import { cleanSection, idsIn, sectionPrompt, withMissingIds } from './prompt.js';
import { RetryExhausted, withRetry } from './retry.js';

const prd = composeDocument('prd', sampleBrief).structured;
const implementationPlan = composeDocument('implementation_plan', sampleBrief, { prd }).structured;
const prior = { prd, implementation_plan: implementationPlan };
const roadmap = composeSections('roadmap', sampleBrief, prior);

function promptFor(budgetChars: number, written = '') {
  const scaffold = roadmap.sections[1]!;
  return sectionPrompt({ type: 'roadmap', documentTitle: roadmap.title, outline: roadmap.sections, index: 1, scaffold, brief: sampleBrief, prior, written, budgetChars });
}

describe('section prompts', () => {
  it('carries the brief, the earlier documents, the outline and the draft when the budget allows', () => {
    const prompt = promptFor(400_000);
    expect(prompt).toContain(`"projectName": "${sampleBrief.projectName}"`);
    expect(prompt).toContain('PRD (structured)');
    expect(prompt).toContain('Implementation plan (structured)');
    expect(prompt).toContain(roadmap.sections[1]!.markdown);
    expect(prompt).toContain(`Write section 2 of ${roadmap.sections.length}: "${roadmap.sections[1]!.title}"`);
    expect(prompt).not.toContain('trimmed');
  });

  it('trims to the context budget, earlier documents first, keeping the draft and the latest written text', () => {
    const full = promptFor(400_000);
    const written = `## Old\n\n${'old text '.repeat(2_000)}\n## Latest\n\nthe most recent section`;
    const budget = 8_000;
    const prompt = promptFor(budget, written);
    expect(full.length).toBeGreaterThan(budget * 2);
    // Labels and separators add a fixed few hundred characters on top of the budgeted parts.
    expect(prompt.length).toBeLessThanOrEqual(budget + 400);
    expect(prompt).toContain('[… trimmed to fit the context budget]');
    expect(prompt).toContain('the most recent section');
    expect(prompt).toContain('[… earlier sections trimmed]');
    for (const id of idsIn(roadmap.sections[1]!.markdown).slice(0, 5)) expect(prompt).toContain(id);
  });

  it('removes a fence around the answer and a repeated section heading, nothing else', () => {
    expect(cleanSection('```markdown\n## Problem\n\nBody\n```', 'Problem')).toBe('Body');
    expect(cleanSection('### problem\nBody', 'Problem')).toBe('Body');
    expect(cleanSection('### Context\nBody', 'Problem')).toBe('### Context\nBody');
  });

  it('appends the scaffold ids the model dropped so later documents still find them', () => {
    expect(idsIn('NFR-1 and FR-2, R-3, T-10; XFR-9')).toEqual(['NFR-1', 'FR-2', 'R-3', 'T-10']);
    expect(withMissingIds('FR-1 is covered', '| FR-1 | FR-2 | SM-1 |')).toBe('FR-1 is covered\n\n_Covers: FR-2, SM-1._');
    expect(withMissingIds('FR-1 FR-2', 'FR-1 FR-2')).toBe('FR-1 FR-2');
  });
});

const apiError = (statusCode: number, responseHeaders?: Record<string, string>) => new APICallError({ message: 'x', url: 'http://fake/v1', requestBodyValues: {}, statusCode, responseHeaders });

describe('provider errors and retries', () => {
  it('reads Retry-After as milliseconds, seconds or an HTTP date', () => {
    expect(retryAfterMs(apiError(429, { 'retry-after-ms': '250' }))).toBe(250);
    expect(retryAfterMs(apiError(429, { 'Retry-After': '2' }))).toBe(2_000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(apiError(429, { 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now)).toBe(5_000);
    expect(retryAfterMs(apiError(429))).toBeUndefined();
  });

  it('words each failure for the user', () => {
    expect(describeProviderError(apiError(404), { attempts: 1, streamed: false }).message).toBe('The AI provider does not know this model or address (404). Check LLM_MODEL and LLM_BASE_URL.');
    expect(describeProviderError(apiError(429), { attempts: 4, streamed: false }).message).toBe('The AI provider is rate-limiting requests (429) after 4 attempts. Please try again later.');
    expect(describeProviderError(apiError(400), { attempts: 1, streamed: false }).message).toBe('The AI provider rejected the request (400).');
  });

  it('gives up at once when the provider asks to wait longer than we allow', async () => {
    let calls = 0;
    const started = Date.now();
    const failed = await withRetry(
      async () => {
        calls += 1;
        throw apiError(429, { 'retry-after': '3600' });
      },
      { maxRetries: 5, baseDelayMs: 10, maxDelayMs: 1_000 },
      undefined,
    ).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(RetryExhausted);
    expect((failed as RetryExhausted).attempts).toBe(1);
    expect(calls).toBe(1);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('stops waiting between retries when cancelled', async () => {
    const controller = new AbortController();
    const pending = withRetry(
      async () => {
        throw apiError(503);
      },
      { maxRetries: 3, baseDelayMs: 10_000, maxDelayMs: 60_000 },
      controller.signal,
    ).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 20);
    const error = (await pending) as Error;
    expect(error.message).toBe('The generation was cancelled.');
  });
});
