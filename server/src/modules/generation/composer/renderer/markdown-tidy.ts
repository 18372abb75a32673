/**
 * The Markdown hygiene markdownlint's default rules ask for, applied to what the composer and
 * the exports write from users' text: a heading keeps no trailing punctuation (MD026: a feature
 * named "Meal planner." is still a heading), a bare URL becomes an autolink (MD034), and blank
 * lines never pile up (MD012). Fenced code (Mermaid, JSON) and inline code are left as written.
 */

const TRAILING = /[.,;:!。，；：！]+$/u;

/** A heading's text without the trailing punctuation MD026 flags. */
export function headingText(title: string): string {
  return title.trim().replace(TRAILING, '').trimEnd();
}

const BARE_URL = /(?<![<(["'`=])\bhttps?:\/\/[^\s<>()`"']*[^\s<>()`"'.,;:!?]/g;

/** Bare URLs in one line of prose as `<https://…>`, outside inline code. */
function autolink(line: string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, i) => (i % 2 ? part : part.replace(BARE_URL, (url) => `<${url}>`)))
    .join('');
}

export function tidyMarkdown(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      out.push(line);
      continue;
    }
    if (marker) {
      fence = marker;
      out.push(line);
      continue;
    }
    if (!line.trim() && out.length && !out[out.length - 1]!.trim()) continue;
    const h = /^(#{1,6} )(.*)$/.exec(line);
    out.push(h ? `${h[1]}${autolink(headingText(h[2]!))}` : autolink(line));
  }
  return out.join('\n');
}
