/** Small, pure text helpers shared by the composers. User text is always kept verbatim. */
import { headingText } from './renderer/markdown-tidy.js';

export const builtinNote = '> Composed by the Specforge built-in composer from your wizard answers, without an AI model. ' + 'Every statement below is derived by fixed rules from what you entered.';

/** A list marker a pasted line opens with: "- ", "* ", "• ", "1. ", "2) ", "(3) ", "a) ". */
const listMarker = /^(?:[-*+–—>]\s+|[•·▪‣◦]\s*|\(?\d{1,3}[.)]\s+|\(?[a-z][)]\s+)/iu;

/** Lines of a free-text answer, list markers ("- ", "1. ") removed, blanks dropped. */
export function textLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim().replace(listMarker, '').trim())
    .filter((l) => l.length > 0);
}

/**
 * One entry of a list answer as the composer reads it: the list marker a pasted line brings ("1. ",
 * "- ", "• ") and its closing punctuation ("Scan donations at intake." , "Expiry alerts!") are
 * formatting, not words of the feature; an abbreviation keeps its point ("etc.").
 */
export function listEntry(text: string): string {
  const body = text.trim().replace(listMarker, '');
  // Walked back from the end, not matched by a pattern: a long run of punctuation costs one pass.
  let end = body.length;
  while (end > 0 && closing.has(body[end - 1]!)) end -= 1;
  if (end === body.length) return body;
  const kept = body.slice(0, end);
  return abbreviation.test(kept) && body[end] === '.' ? `${kept}.` : kept.trimEnd();
}

const closing = new Set([' ', '\t', '.', '!', ';', ',']);
/** Words whose point stays: "CSV, PDF, etc." */
const abbreviation = /\b(?:etc|inc|ltd|co|approx|vs)$/i;

/** Text ending in sentence punctuation, without doubling what the user typed. */
export function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

export function bullets(items: readonly string[]): string {
  return items.map((i) => `- ${i}`).join('\n');
}

export function numbered(items: readonly string[]): string {
  return items.map((i, n) => `${n + 1}. ${i}`).join('\n');
}

/** A multi-line answer as a Markdown quote, every line kept as typed. */
export function quote(text: string): string {
  return text
    .split('\n')
    .map((l) => (l.trim() ? `> ${l.trim()}` : '>'))
    .join('\n');
}

/** Table cell: pipes and line breaks would break the row. Only used for composer-made text. */
export function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
}

export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

/** Mermaid labels cannot hold quotes, brackets or pipes; keep them short and plain. */
export function mermaidLabel(text: string, max = 48): string {
  // A typographic apostrophe keeps "next week’s" readable without breaking the syntax.
  const plain = text
    .replace(/(\w)'(\w)/g, '$1’$2')
    .replace(/["'`[\]{}()<>|#;&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain || '…';
}

/** "A", "A and B", "A, B and C". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const stop = new Set('a an the and or of to for in on with by from at as is are be can will our their your my we i it this that users user app'.split(' '));

/** Meaningful lower-case words, for matching journeys and metrics to requirements. */
export function keywords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2 && !stop.has(w))
      // "invite", "invites" and "invited" share one stem: a final e goes with the suffix.
      .map((w) => w.replace(/(?:ing|ed|es|s)$/, '').replace(/(?<=..)e$/, '')),
  );
}

export function overlap(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const w of a) if (b.has(w)) n += 1;
  return n;
}

export function heading(title: string, body: string): string {
  return `## ${headingText(title)}\n\n${body.trim()}\n`;
}

/** "FR-1, FR-2" or a readable "none" marker. */
export function ids(list: readonly string[]): string {
  return list.length ? list.join(', ') : '—';
}
