import { composeDocument, composeSections, type ComposerBrief, type DocumentType, type PriorDocuments } from '../composer/index.js';
import { builtinNote, heading } from '../composer/text.js';
import { cancelledError } from './errors.js';
import type { SpecGraph } from '../../spec/graph.js';

/** One step of a generation, reported after each section so progress is saved as it grows. */
export interface SectionProgress {
  index: number;
  total: number;
  sectionTitle: string;
  /** The Markdown composed so far (title and finished sections). */
  partial: string;
}

export interface GeneratedDocument {
  title: string;
  markdown: string;
  structured: Record<string, unknown>;
  /** `builtin`, or `provider:model`. */
  generator: string;
  /** The spec graph the document was rendered from (the runner stores the PRD's). */
  graph?: SpecGraph;
  /** Tokens the model calls used (LLM generators; the built-in composer uses none). */
  usage?: { inputTokens: number; outputTokens: number };
}

/** Per-call extras (llm-generator.ts): a generator that has no use for them ignores them. */
export interface GenerationCallOptions {
  /** Aborted when the document is cancelled or re-queued, or the worker stops. */
  signal?: AbortSignal;
  /** Every streamed token, in order, with the section it belongs to. */
  onDelta?: (delta: string, at: { index: number; total: number; sectionTitle: string }) => void | Promise<void>;
}

/** A document generator: the built-in composer, or an LLM provider (llm-generator.ts) behind the same shape. Here, in the generator library, so the runner (generation) depends on it and never the reverse. */
export interface Generator {
  readonly name: string;
  generate(type: DocumentType, brief: ComposerBrief, prior: PriorDocuments, onSection: (progress: SectionProgress) => Promise<void>, call?: GenerationCallOptions): Promise<GeneratedDocument>;
}

export interface BuiltinOptions {
  /** GENERATION_STEP_DELAY_MS (tests only): a pause after each section, so progress can be watched. */
  stepDelayMs?: number;
}

/** Waits `ms`, or less when `signal` aborts (the caller then sees the abort). */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** The offline, deterministic composer, section by section. */
export function createBuiltinGenerator({ stepDelayMs = 0 }: BuiltinOptions = {}): Generator {
  return {
    name: 'builtin',
    async generate(type, brief, prior, onSection, call) {
      const { title, sections } = composeSections(type, brief, prior);
      let partial = `# ${title}\n\n${builtinNote}\n`;
      for (const [index, section] of sections.entries()) {
        // Yield between sections so a long chain never starves the HTTP server of the event loop.
        await (stepDelayMs > 0 ? pause(stepDelayMs, call?.signal) : new Promise<void>((resolve) => setImmediate(resolve)));
        if (call?.signal?.aborted) throw cancelledError();
        partial += `\n${heading(section.title, section.markdown)}`;
        await onSection({ index, total: sections.length, sectionTitle: section.title, partial });
      }
      const doc = composeDocument(type, brief, prior);
      return { title: doc.title, markdown: doc.markdown, structured: doc.structured, generator: 'builtin', graph: doc.graph };
    },
  };
}

export const builtinGenerator: Generator = createBuiltinGenerator();
