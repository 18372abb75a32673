export { cancelledError, LlmGenerationError, type LlmFailureKind, timeoutError } from './errors.js';
export { createLlmGenerator, type GenerateCallOptions, type LlmGeneratorOptions, selectGenerator, type StreamingGenerator } from './llm-generator.js';
export { createLanguageModel, type LlmConfig, OPENAI_BASE_URL } from './provider.js';
export type { RetryNotice } from './retry.js';
export { probeModel, type ProbeResult } from './probe.js';
export type { TokenUsage } from './stream-section.js';
