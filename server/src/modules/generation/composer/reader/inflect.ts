import nlp from 'compromise';

/**
 * Singular and plural of one noun from compromise's own inflector and lexicon, without tagging a
 * document per word: building a document costs about a millisecond, and the reader asks for
 * thousands of words per brief. The lexicon says what a known word is; a word it does not know
 * is tagged once (cached), exactly as `nlp(word).nouns().toSingular()` would read it.
 */

interface Transform {
  toSingular: (word: string, model: unknown) => string;
  toPlural: (word: string, model: unknown) => string;
}

// compromise declares world() as a bare `object`: these are the parts of its model this file reads (pinned 14.17).
const world = nlp.world() as { model: { one: { lexicon: Record<string, string | string[]> } }; methods: { two: { transform: { noun: Transform } } } };
const lexicon = world.model.one.lexicon;
const noun = world.methods.two.transform.noun;

function lexTags(word: string): string[] {
  const t = lexicon[word];
  return t === undefined ? [] : Array.isArray(t) ? t : [t];
}

/** Tags compromise gives the word on its own: lexicon first, the tagger for words it does not know. */
const tagCache = new Map<string, string[]>();
export function wordTags(word: string): string[] {
  const key = word.toLowerCase();
  let hit = tagCache.get(key);
  if (hit === undefined) {
    hit = lexTags(key);
    if (!hit.length) hit = (nlp(key).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
    tagCache.set(key, hit);
  }
  return hit;
}

/** Endings of singular nouns that end in "s" ("status", "analysis", "glass", "bonus"). */
const singularS = /(?:ss|us|is|ics|ws|ous)$/;

const singularCache = new Map<string, string>();

/** "buses" → "bus", "criteria" → "criterion", "walks" → "walk"; lower case; non-plurals unchanged. */
export function toSingular(word: string): string {
  const key = word.toLowerCase();
  let hit = singularCache.get(key);
  if (hit !== undefined) return hit;
  const tags = lexTags(key);
  // A word the lexicon does not know is a plural when it ends in a plural "s" (compromise's own
  // guess); short ones are acronyms ("GPS", "SMS", "iOS").
  if (!tags.length) hit = key.length > 3 && /s$/.test(key) && !singularS.test(key) ? noun.toSingular(key, world.model) : key;
  // Units and durations in the plural ("litres", "hours") lose their "s" like any plural noun.
  else if (tags.includes('Plural') || ((tags.includes('Duration') || tags.includes('Unit')) && /[^s]s$/.test(key))) hit = noun.toSingular(key, world.model);
  // A word read as a verb ("requests", "walks") is a plural noun when a feature names it.
  else if (tags.includes('PresentTense') && !tags.includes('Infinitive')) hit = key.replace(/(?<=[^s])s$/, '');
  else hit = key;
  // The inflector leaves some plurals as they are ("reps"): a plural "s" still goes.
  if (!hit || hit.includes(' ') || (hit === key && tags.length === 0 && key.length > 3 && /[^s]s$/.test(key) && !singularS.test(key))) hit = key.replace(/(?<=[^s])s$/, '');
  singularCache.set(key, hit);
  return hit;
}

const pluralCache = new Map<string, string>();

/** "bus" → "buses", "person" → "people"; plural words unchanged; lower case. */
export function toPlural(word: string): string {
  const key = word.toLowerCase();
  let hit = pluralCache.get(key);
  if (hit !== undefined) return hit;
  const tags = wordTags(key);
  if (tags.includes('Plural') || tags.includes('Uncountable')) hit = key;
  else {
    const p = noun.toPlural(key, world.model);
    hit = p && !p.includes(' ') ? p : `${key}s`;
  }
  pluralCache.set(key, hit);
  return hit;
}
