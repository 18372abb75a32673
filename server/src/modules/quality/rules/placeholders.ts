/**
 * Placeholders left in a document, per `## ` section as documents/markdown-sections.ts splits it
 * (headings inside fenced blocks do not count), outside ``` code blocks. One scan of the text by
 * offsets: splitting a large document into lines and joining them back per section was most of
 * the analyzer's time.
 */

// "[insert …]" is bounded to one short line: unbounded, every unclosed "[insert" rescanned the rest of the text.
const placeholders = /\b(TODO|TBD|FIXME|lorem ipsum|\[insert[^\]\n]{0,200}\]|as an ai(?: language model)?|\[AI_RECOMMEND\]|\(to be recommended\)|XXX)\b/i;

// The line tests of markdown-sections.ts (/^\s*(```|~~~)/ and /^##\s/), anchored at a line start and kept within the line.
const fenceLine = /[^\S\n]*(?:```|~~~)/y;
const headingLine = /##[^\S\n]/y;

/** Every section's title and the first placeholder in it, or null. */
export function placeholdersBySection(markdown: string): { title: string; placeholder: string | null }[] {
  const starts: number[] = [];
  let fenced = false;
  for (let at = 0; ;) {
    const c = markdown.charCodeAt(at);
    if (c === 35) {
      headingLine.lastIndex = at;
      if (!fenced && headingLine.test(markdown)) starts.push(at);
    } else if (c === 96 || c === 126 || c <= 32 || c > 127) {
      // Only a backquote, a tilde or white space can open a fence line.
      fenceLine.lastIndex = at;
      if (fenceLine.test(markdown)) fenced = !fenced;
    }
    const nl = markdown.indexOf('\n', at);
    if (nl < 0) break;
    at = nl + 1;
  }
  return starts.map((start, k) => {
    const lineEnd = markdown.indexOf('\n', start);
    const title = markdown
      .slice(start, lineEnd < 0 ? markdown.length : lineEnd)
      .replace(/^##\s+/, '')
      .trim();
    const text = markdown.slice(start, k + 1 < starts.length ? starts[k + 1]! - 1 : markdown.length).trimEnd();
    const m = placeholders.exec(text.includes('```') ? text.replace(/```[\s\S]*?```/g, '') : text);
    return { title, placeholder: m ? m[1]! : null };
  });
}
