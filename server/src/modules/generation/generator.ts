import { composeDocument, composeSections, type ComposerBrief, type DocumentType, type PriorDocuments } from './composer/index.js';
import { builtinNote, heading } from './composer/text.js';

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
}

/** A document generator: the built-in composer today, LLM providers behind the same shape later. */
export interface Generator {
  readonly name: string;
  generate(
    type: DocumentType,
    brief: ComposerBrief,
    prior: PriorDocuments,
    onSection: (progress: SectionProgress) => Promise<void>,
  ): Promise<GeneratedDocument>;
}

/** The offline, deterministic composer (issue 6 "Built-in composer"), section by section. */
export const builtinGenerator: Generator = {
  name: 'builtin',
  async generate(type, brief, prior, onSection) {
    const { title, sections } = composeSections(type, brief, prior);
    let partial = `# ${title}\n\n${builtinNote}\n`;
    for (const [index, section] of sections.entries()) {
      // Yield between sections so a long chain never starves the HTTP server of the event loop.
      await new Promise<void>((resolve) => setImmediate(resolve));
      partial += `\n${heading(section.title, section.markdown)}`;
      await onSection({ index, total: sections.length, sectionTitle: section.title, partial });
    }
    const doc = composeDocument(type, brief, prior);
    return { title: doc.title, markdown: doc.markdown, structured: doc.structured as unknown as Record<string, unknown>, generator: 'builtin' };
  },
};
