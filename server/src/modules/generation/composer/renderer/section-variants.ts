import { joinAnd } from '../text.js';

/**
 * Alternative wordings of one composed section, for per-section regenerate. The
 * composer is deterministic, so regenerating a section from an unchanged brief would give the
 * same text back; a variant rewrites the composer's own wording (labels, list style, a lead-in
 * sentence) while keeping every fact, id and every piece of user text verbatim: quoted answers
 * (`>` lines), tables, code and Mermaid blocks, and headings are never touched.
 *
 * Variant 0 is the canonical section; 1 … VARIANT_COUNT - 1 are the alternatives.
 */
export const VARIANT_COUNT = 3;

/** Composer-owned labels and the two alternative wordings of each. */
const LABELS: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/^What they want:/, 'Goals:', 'What this persona needs:'],
  [/^Acceptance criteria:/, 'Done when:', 'Accepted when:'],
  [/^Alternatives:/, 'Other options:', 'Also considered:'],
  [/^Persona:/, 'Who:', 'For:'],
  [/^Platforms:/, 'Target platforms:', 'Runs on:'],
  [/^Vision:/, 'Where this is going:', 'The vision:'],
  [/^Timeline:/, 'Schedule:', 'Time frame:'],
  [/^Scope:/, 'Release scope:', 'In scope for this release:'],
  [/^Constraints:/, 'Limits to respect:', 'Constraints to work within:'],
  [/^Estimated effort:/, 'Effort estimate:', 'Expected effort:'],
  [/ Journeys: (?=UJ-|—)/, ' Related journeys: ', ' Journeys covered: '],
  [/^Journeys: (?=UJ-|—)/, 'Related journeys: ', 'Journeys covered: '],
  [/ Requirements: (?=FR-|—)/, ' Covers: ', ' Requirements met: '],
];

function leadIn(body: string[], variant: number): string {
  const subheadings = body.filter((l) => l.startsWith('### ')).map((l) => l.slice(4).trim());
  if (subheadings.length >= 2) {
    const list = joinAnd(subheadings.slice(0, 6)) + (subheadings.length > 6 ? ` and ${subheadings.length - 6} more` : '');
    return variant === 1 ? `_In this section: ${list}._` : `_This section covers ${subheadings.length} parts: ${list}._`;
  }
  const first = body.find((l) => l.trim() !== '') ?? '';
  if (first.startsWith('>')) return variant === 1 ? '_In the words of the project brief:_' : '_As the brief puts it:_';
  return variant === 1 ? '_Summary of what the brief implies here:_' : '_What follows is derived from the brief:_';
}

/** Rewrites composer-made lines; user text (quotes), tables and fenced blocks stay as they are. */
function rewordLines(lines: string[], variant: number): string[] {
  const out: string[] = [];
  let fenced = false;
  let counter = 0;
  for (const line of lines) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced || line.startsWith('```') || line.startsWith('>') || line.startsWith('|') || line.startsWith('#')) {
      out.push(line);
      counter = 0;
      continue;
    }
    let text = line;
    for (const [pattern, first, second] of LABELS) text = text.replace(pattern, variant === 1 ? first : second);
    // Variant 1 also presents top-level bullet lists as numbered lists.
    if (variant === 1 && text.startsWith('- ')) {
      counter += 1;
      text = `${counter}. ${text.slice(2)}`;
    } else if (text.trim() !== '') {
      counter = 0;
    }
    out.push(text);
  }
  return out;
}

/**
 * The section's Markdown body (without its `## ` heading) in wording `variant`. Variant 0, or a
 * variant out of range, returns the body unchanged.
 */
export function rewordSection(markdown: string, variant: number): string {
  if (!Number.isInteger(variant) || variant <= 0 || variant >= VARIANT_COUNT) return markdown;
  const lines = markdown.trim().split('\n');
  return [leadIn(lines, variant), '', ...rewordLines(lines, variant)].join('\n');
}
