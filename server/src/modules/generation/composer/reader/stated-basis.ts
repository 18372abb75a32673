import { termTags } from './language.js';
import { lexicon } from './lexicon.js';

/**
 * What a feature says its act goes by: the words of its "by …" phrase when they name qualities of
 * what is acted on, not how it is done or when ("Match interpreters by language and security
 * clearance" → "language and security clearance"; "Search clients by name or postcode" → "name or
 * postcode"). Null for a means ("by card", "by scanning their badge": `meansNouns`), a deadline
 * ("by 4 pm", "by Friday"), a doer ("approved by the manager") or no "by" at all. A capability's
 * criteria use it as `{basis}`, so a check names the brief's own criteria instead of "the criteria".
 */

/** Words that end the phrase: a new clause or a preposition opening another detail ("for each lift"). */
const ends = new Set([...lexicon.clauseWords, ...lexicon.phraseEnders, ...lexicon.meansWords].filter((w) => w !== 'and' && w !== 'or' && w !== 'of'));

export function statedBasis(feature: string): string | null {
  const after = /\bby\s+([^,;:.!?()–—]+)/i.exec(feature)?.[1];
  if (!after) return null;
  const words: string[] = [];
  for (const w of after.trim().split(/\s+/)) {
    if (ends.has(w.toLowerCase())) break;
    words.push(w);
  }
  if (!words.length || words.length > 6 || words.some((w) => /\d/.test(w))) return null;
  const lower = words.map((w) => w.toLowerCase());
  // "by the coordinator", "by a volunteer": a doer, not a quality.
  if (lexicon.peopleLeadWords.has(lower[0]!) || lower.some((w) => lexicon.peopleWords.has(w) || lexicon.meansNouns.has(w) || lexicon.meansNouns.has(w.replace(/s$/, '')))) return null;
  // "by scanning their badge", "by calling the office": an act on an object is the means.
  if (/ing$/.test(lower[0]!) && (words.length === 1 || lexicon.peopleLeadWords.has(lower[1]!))) return null;
  const tags = termTags(`the ${words.join(' ')}`).slice(1);
  // "by Friday", "by tomorrow": a time.
  if (tags.some((t) => t.some((x) => x === 'Date' || x === 'Time' || x === 'Value' || x === 'Pronoun'))) return null;
  return words.map((w, i) => (tags[i]?.includes('ProperNoun') || /[A-Z].*[A-Z]/.test(w) ? w : w.toLowerCase())).join(' ');
}
