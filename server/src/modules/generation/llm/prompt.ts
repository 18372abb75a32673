import { DOCUMENT_TITLES } from '@specforge/contracts/document-chain';
import type { ComposedSection, ComposerBrief, DocumentType, PriorDocuments } from '../composer/index.js';

/**
 * Prompts for section-by-section generation. The built-in composer's draft of each section is
 * the scaffold: it fixes the outline, the ids later documents cite (FR-n, UJ-n, SM-n …) and the
 * rule-based recommendations; the model rewrites it into richer prose.
 *
 * Context budget: we do not ship a tokenizer per provider, so sizes are estimated at
 * CHARS_PER_TOKEN characters per token (a safe average for English Markdown and JSON) and every
 * part of the prompt is trimmed to a share of the budget, most important first.
 */
export const CHARS_PER_TOKEN = 4;

/** Full document names (the shared chain's titles). */
export const documentLabels: Readonly<Record<DocumentType, string>> = DOCUMENT_TITLES;

/** Ids cited across documents (composer README). `R-` cannot match inside `NFR-`: no word break. */
const idPattern = /\b(?:PER|UJ|FR|SM|NFR|R|P|T|M)-\d+\b/g;

export function idsIn(text: string): string[] {
  return [...new Set(text.match(idPattern) ?? [])];
}

export function systemPrompt(type: DocumentType): string {
  return [
    `You are a senior product manager and software architect writing one section of a ${documentLabels[type]} at a time.`,
    'Answer with the section body only, in GitHub-flavoured Markdown: no heading for the section itself (use ### and below inside it), no preamble, no closing remarks.',
    "The draft section you are given was composed by fixed rules from the brief and the project's spec graph. Keep its facts, its tables and dates, and keep every identifier it uses (PER-n, UJ-n, FR-n, SM-n, NFR-n, R-n, P-n, T-n, M-n) exactly as written, attached to the same item: other documents cite them. Do not invent new identifiers of these kinds.",
    "Improve the draft: clearer wording, concrete detail and rationale drawn from the brief. Quote the user's own words where the draft does. A field set to [AI_RECOMMEND] means the user asked for a recommendation: give one concrete choice with its rationale and alternatives.",
    'Diagrams stay in ```mermaid fences. Write in English unless the brief is written in another language.',
  ].join('\n');
}

/** The brief's non-empty fields only: empty ones would waste the budget and invite invention. */
export function briefForPrompt(brief: ComposerBrief): string {
  const filled = Object.entries(brief).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== null && v !== ''));
  return JSON.stringify(Object.fromEntries(filled), null, 1);
}

export function priorForPrompt(prior: PriorDocuments): string {
  const parts: string[] = [];
  if (prior.prd) parts.push(`PRD (structured): ${JSON.stringify(prior.prd)}`);
  if (prior.implementation_plan) parts.push(`Implementation plan (structured): ${JSON.stringify(prior.implementation_plan)}`);
  return parts.join('\n\n');
}

const trimmedNote = '\n[… trimmed to fit the context budget]';

/** Keeps the start of `text` (the most important part of a brief, a draft or a prior document). */
export function keepStart(text: string, max: number): string {
  if (text.length <= max) return text;
  return max <= trimmedNote.length ? '' : text.slice(0, max - trimmedNote.length) + trimmedNote;
}

/** Keeps the end of `text` (the sections just written matter most for continuity). */
export function keepEnd(text: string, max: number): string {
  if (text.length <= max) return text;
  return max <= trimmedNote.length ? '' : `[… earlier sections trimmed]\n${text.slice(text.length - max + trimmedNote.length)}`;
}

export interface SectionPromptInput {
  type: DocumentType;
  documentTitle: string;
  outline: readonly Pick<ComposedSection, 'id' | 'title'>[];
  index: number;
  scaffold: ComposedSection;
  brief: ComposerBrief;
  prior: PriorDocuments;
  /** Markdown the model already wrote for the earlier sections of this document. */
  written: string;
  /** The whole prompt's size limit in characters (system prompt excluded). */
  budgetChars: number;
}

/**
 * Shares of the budget, in priority order: the scaffold (the section's facts and ids), the brief,
 * the earlier documents, then this document's earlier sections (a floor of 15 % is kept for
 * them). Each part takes only what it needs, so unused shares flow to the later parts.
 */
export function sectionPrompt(input: SectionPromptInput): string {
  const { budgetChars: budget } = input;
  const outline = input.outline.map((s, i) => `${i + 1}. ${s.title}${i === input.index ? '  ← this section' : ''}`).join('\n');
  const head = [`Document: ${input.documentTitle} (${documentLabels[input.type]})`, `Outline:\n${outline}`, `Write section ${input.index + 1} of ${input.outline.length}: "${input.scaffold.title}".`].join('\n\n');
  let left = Math.max(0, budget - head.length);
  const take = (text: string, cap: number, keep: (t: string, m: number) => string) => {
    const out = keep(text, Math.min(cap, left));
    left -= out.length;
    return out;
  };
  const scaffold = take(input.scaffold.markdown, Math.floor(budget * 0.3), keepStart);
  const brief = take(briefForPrompt(input.brief), Math.floor(budget * 0.25), keepStart);
  const writtenFloor = Math.min(input.written.length, Math.floor(budget * 0.15));
  const prior = take(priorForPrompt(input.prior), Math.max(0, left - writtenFloor), keepStart);
  const written = take(input.written, left, keepEnd);
  return [
    head,
    `Project brief (JSON, non-empty fields):\n${brief}`,
    prior ? `Earlier documents this one builds on:\n${prior}` : '',
    written ? `Sections of this document written so far:\n${written}` : '',
    `Draft of the section to write (keep every identifier):\n${scaffold}`,
  ]
    .filter(Boolean)
    .join('\n\n---\n\n');
}

/** Removes wrappers models like to add: a fence around everything, or the section heading. */
export function cleanSection(text: string, title: string): string {
  let out = text.trim();
  const fenced = /^```(?:markdown|md)?\n([\s\S]*)\n```$/.exec(out);
  if (fenced?.[1] !== undefined) out = fenced[1].trim();
  const firstLine = out.split('\n', 1)[0] ?? '';
  if (
    /^#{1,3}\s/.test(firstLine) &&
    firstLine
      .replace(/^#+\s*/, '')
      .trim()
      .toLowerCase() === title.trim().toLowerCase()
  ) {
    out = out.slice(firstLine.length).trim();
  }
  return out;
}

/**
 * Ids of the scaffold the model dropped, appended as a reference line so documents built later
 * (and the roadmap's FR links) still find every id in this document's text.
 */
export function withMissingIds(body: string, scaffold: string): string {
  const present = new Set(idsIn(body));
  const missing = idsIn(scaffold).filter((id) => !present.has(id));
  return missing.length ? `${body}\n\n_Covers: ${missing.join(', ')}._` : body;
}
