import { tidyMarkdown } from './renderer/markdown-tidy.js';
import { builtinNote, heading } from './text.js';
import type { ComposedDocument, ComposedSection, DocumentType, StructuredSection } from './types.js';

/** What a composer produces before it is turned into Markdown and a structured form. */
export interface DocumentDraft<X extends object> {
  title: string;
  sections: ComposedSection[];
  extra: X;
}

export function section(id: string, title: string, markdown: string, data?: Record<string, unknown>): ComposedSection {
  return data ? { id, title, markdown, data } : { id, title, markdown };
}

export function assemble<X extends object>(type: DocumentType, draft: DocumentDraft<X>): Omit<ComposedDocument<X & { sections: StructuredSection[] }>, 'graph'> {
  const markdown = [`# ${draft.title}`, builtinNote, ...draft.sections.map((s) => heading(s.title, s.markdown).trimEnd())].join('\n\n');
  const sections: StructuredSection[] = draft.sections.map((s) => ({ id: s.id, title: s.title, ...s.data }));
  return {
    type,
    title: draft.title,
    markdown: `${tidyMarkdown(markdown).trimEnd()}\n`,
    structured: { ...draft.extra, sections, generator: 'builtin', composedWithoutModel: true },
  };
}
