import { allSections, findSection, replaceSection } from '../documents/markdown-sections.js';

/**
 * A reviewable update of one document, section by section: what the section says now
 * (`before`), what regenerating it would write (`after`) and, for a section edited by hand,
 * what was last generated (`generated`), so the reviewer sees all three. Pure functions.
 */
export interface Hunk {
  id: string;
  documentType: string;
  sectionTitle: string;
  /** Current text ('' for a section the update adds). */
  before: string;
  /** Proposed text ('' for a section the update removes). */
  after: string;
  /** The section as last generated; null when there is no generated version to compare with. */
  generated: string | null;
  editedByHand: boolean;
  /** Spec item ids the section mentions (before or after). */
  items: string[];
  /** For an added section: the title of the section it follows. */
  follows: string | null;
  status: 'pending' | 'accepted' | 'rejected';
  /** The text put in place when the reviewer merged the versions by hand. */
  merged?: string;
}

const idPattern = /\b(AC-\d+\.\d+|(?:PER|UJ|FR|NFR|SM|ENT|AD|INT|RISK|Q|T|M)-\d+)\b/g;
const key = (title: string) => title.trim().toLowerCase();
const same = (a: string, b: string) => a.trim() === b.trim();

/**
 * The hunks that turn `current` into `fresh`. A section only a person wrote (not in the
 * generated version) is never proposed for removal. `only`, when given, keeps the hunks that
 * mention one of those ids (a document a model wrote is updated only where the change reaches).
 */
export function hunksFor(documentType: string, current: string, generated: string | null, fresh: string, only?: Set<string>): Hunk[] {
  const now = new Map(allSections(current).map((s) => [key(s.title), s]));
  // Titles that carry dates ("P-1 Foundations ready: 2026-01-05 → 2026-01-15") match with other dates.
  const undated = (title: string) => key(title).replace(/\d{4}-\d{2}-\d{2}/g, '#');
  const byUndated = new Map([...now.values()].map((s) => [undated(s.title), s]));
  const gen = generated === null ? null : new Map(allSections(generated).map((s) => [key(s.title), s.text]));
  const next = allSections(fresh);
  const out: Omit<Hunk, 'id'>[] = [];
  const make = (title: string, before: string, after: string, follows: string | null) => {
    const g = gen?.get(key(title)) ?? null;
    const items = [...new Set([...(before.match(idPattern) ?? []), ...(after.match(idPattern) ?? [])])];
    if (only && !items.some((i) => only.has(i))) return;
    out.push({ documentType, sectionTitle: title, before, after, generated: g, editedByHand: g !== null && before !== '' && !same(g, before), items, follows, status: 'pending' });
  };
  const kept = new Set<string>();
  next.forEach((s, k) => {
    const mine = now.get(key(s.title)) ?? (now.has(key(s.title)) ? undefined : byUndated.get(undated(s.title)));
    if (mine) kept.add(key(mine.title));
    if (!mine) make(s.title, '', s.text, k > 0 ? next[k - 1]!.title : null);
    else if (!same(mine.text, s.text)) make(mine.title, mine.text, s.text, null);
  });
  for (const [k, s] of now) if (!kept.has(k) && gen?.has(k)) make(s.title, s.text, '', null);
  return out.map((h, i) => ({ ...h, id: `${documentType}-${i + 1}` }));
}

/**
 * The document with the accepted hunks applied (the merged text where the reviewer wrote one).
 * Rejected and pending hunks leave their section exactly as it is.
 */
export function applyHunks(current: string, hunks: readonly Hunk[]): string {
  let text = current;
  for (const h of hunks) {
    if (h.status !== 'accepted') continue;
    const replacement = h.merged ?? h.after;
    const at = findSection(text, h.sectionTitle);
    if (at) {
      text = replacement.trim() ? replaceSection(text, at, replacement) : removeSection(text, at);
      continue;
    }
    if (!replacement.trim()) continue;
    const after = h.follows ? findSection(text, h.follows) : null;
    const lines = text.replace(/\n+$/, '').split('\n');
    const cut = after ? after.end : lines.length;
    const head = lines.slice(0, cut);
    while (head.length && head[head.length - 1] === '') head.pop();
    text = `${[...head, '', ...replacement.trimEnd().split('\n'), ...(cut < lines.length ? ['', ...lines.slice(cut)] : [])].join('\n')}\n`;
  }
  return text;
}

function removeSection(text: string, at: { start: number; end: number }): string {
  const lines = text.split('\n');
  const kept = [...lines.slice(0, at.start), ...lines.slice(at.end)];
  return `${kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n+$/, '')}\n`;
}
