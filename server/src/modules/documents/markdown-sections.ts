import { headingText } from '../generation/composer/renderer/index.js';
/**
 * Finds a `## Title` section of a document's Markdown (composer/assemble.ts writes every section
 * as `## {title}` followed by its body) and replaces it. Headings inside fenced blocks are ignored.
 */
export interface SectionRange {
  start: number;
  end: number;
}

function lineStarts(lines: string[]): { level2: number[] } {
  const level2: number[] = [];
  let fenced = false;
  lines.forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^##\s/.test(line)) level2.push(i);
  });
  return { level2 };
}

// A heading is written without trailing punctuation (headingText) while its title may keep it.
const normalize = (s: string) => headingText(s.replace(/^##\s+/, '')).toLowerCase();

/** The line range [start, end) of the section titled `title`, or null when it is gone (edited away). */
export function findSection(markdown: string, title: string): SectionRange | null {
  const lines = markdown.split('\n');
  const { level2 } = lineStarts(lines);
  const at = level2.findIndex((i) => normalize(lines[i]!) === normalize(title));
  if (at < 0) return null;
  return { start: level2[at]!, end: level2[at + 1] ?? lines.length };
}

/** The section's Markdown, heading included, without trailing blank lines. */
export function sectionText(markdown: string, range: SectionRange): string {
  return markdown.split('\n').slice(range.start, range.end).join('\n').trimEnd();
}

/** The document with the section replaced by `replacement` (which should start with its heading). */
export function replaceSection(markdown: string, range: SectionRange, replacement: string): string {
  const lines = markdown.split('\n');
  const isLast = range.end >= lines.length;
  const body = replacement.trimEnd().split('\n');
  const next = [...lines.slice(0, range.start), ...body, ...(isLast ? [] : ['', ...lines.slice(range.end)])];
  const out = next.join('\n');
  return out.endsWith('\n') ? out : `${out}\n`;
}

export interface MarkdownSection extends SectionRange {
  /** The heading's text, without `## `. */
  title: string;
  /** The section's Markdown, heading included, without trailing blank lines. */
  text: string;
}

/** Every `## ` section of a document, in order. */
export function allSections(markdown: string): MarkdownSection[] {
  const lines = markdown.split('\n');
  const { level2 } = lineStarts(lines);
  return level2.map((start, k) => {
    const range = { start, end: level2[k + 1] ?? lines.length };
    // Sliced from the lines already split: sectionText per section would split the whole document each time.
    return { ...range, title: lines[start]!.replace(/^##\s+/, '').trim(), text: lines.slice(range.start, range.end).join('\n').trimEnd() };
  });
}
