/**
 * Heading ids shared by the table of contents and the rendered document. A heading that starts
 * with a requirement-style id (`FR-3: Recipe search`) is anchored by that id, so `#FR-3` links
 * stay stable across regenerations; any other heading gets a GitHub-style slug.
 */
export interface TocEntry {
  level: number;
  text: string;
  id: string;
}

const STABLE_ID = /^([A-Z]{1,4}-\d+)\b/;
/** Ids the documents cite in running text (FR-n requirements, UJ-n journeys, SM-n metrics, …). */
export const REFERENCE = /(?<![\w[#/-])([A-Z]{1,4}-\d+)(?![\w\]-])/g;

export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s+/g, '-') || 'section'
  );
}

/** Gives every heading its id in document order; duplicates get -1, -2 like GitHub. */
export function createIdAllocator() {
  const seen = new Map<string, number>();
  return (text: string): string => {
    const base = STABLE_ID.exec(text.trim())?.[1] ?? slug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

/** Inline Markdown to the plain text a reader sees (what the rendered heading's text is). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_|~~)(.+?)\1/g, '$2')
    .replace(/\s+#+\s*$/, '')
    .trim();
}

/** Headings outside code fences, with the ids the renderer gives them. */
export function tableOfContents(markdown: string, maxLevel = 3): TocEntry[] {
  const allocate = createIdAllocator();
  const entries: TocEntry[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker[0] ?? null;
      else if (marker[0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^(#{1,6})\s+(.+)$/.exec(line);
    if (!heading?.[1] || !heading[2]) continue;
    const text = plainText(heading[2]);
    const id = allocate(text);
    if (heading[1].length <= maxLevel) entries.push({ level: heading[1].length, text, id });
  }
  return entries;
}

/**
 * Turns citations of anchored ids in running text into links (`FR-3` → `[FR-3](#FR-3)`), leaving
 * headings, code fences, inline code and existing links alone.
 */
export function linkReferences(markdown: string, anchors: ReadonlySet<string>): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
      if (marker) {
        if (fence === null) fence = marker[0] ?? null;
        else if (marker[0] === fence) fence = null;
        return line;
      }
      if (fence !== null || /^#{1,6}\s/.test(line)) return line;
      // Split out inline code and links so only plain text is touched.
      return line
        .split(/(`[^`]*`|\[[^\]]*\]\([^)]*\))/)
        .map((part, i) => (i % 2 === 1 ? part : part.replace(REFERENCE, (id: string) => (anchors.has(id) ? `[${id}](#${id})` : id))))
        .join('');
    })
    .join('\n');
}
