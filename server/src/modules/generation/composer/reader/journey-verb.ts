import { mainPhrase } from './read-shape.js';
import { singularWords } from './personas.js';
import { baseVerb, termTags } from './language.js';
import { lexicon } from './lexicon.js';

/**
 * The verb a journey step uses for the thing a feature only names: "… issues the exclusive right of
 * burial certificate …" for "Exclusive right of burial certificate", "… sends the invoice with the
 * serial number …" for "Invoice with piano serial number". The brief's own verb says what people do
 * with the thing better than "use", and shows that a first word read as a verb ("Invoice") is the
 * thing itself.
 */

const determiners = new Set(['the', 'a', 'an', 'their', 'his', 'her', 'its', 'our', 'each', 'every', 'this', 'that', 'new']);

/**
 * Words a step may write between the verb and the thing's head noun: its determiners and the
 * feature's own words; and, when the feature has details ("Firing log with cone and peak
 * temperature"), those details put in it ("records the cone and peak temperature in the firing log").
 */
function betweenWords(main: string, feature: string): Set<string> {
  const details = feature.length > main.length ? [...singularWords(feature.slice(main.length)), 'and', 'in', 'into', 'on', 'to'] : [];
  return new Set([...determiners, 'of', ...singularWords(main), ...details]);
}

export interface JourneyVerb {
  /** Base form, lower case: "issue". */
  verb: string;
  /** Whether the step writes the thing with a determiner ("the invoice"): then its name is a noun. */
  determined: boolean;
}

/**
 * The one verb the journey steps use on the feature's head noun, or null when none does or they
 * use different ones (then nothing is chosen for the reader). Receiving verbs are no act of theirs.
 */
export function journeyVerb(feature: string, steps: readonly string[]): JourneyVerb | null {
  const main = mainPhrase(feature).replace(/\s*\(.*$/, '');
  const head = singularWords(main).at(-1);
  if (!head) return null;
  const allowed = betweenWords(main, feature);
  const found = new Map<string, JourneyVerb>();
  for (const step of steps) {
    const words = step.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, ''));
    const tags = termTags(words.join(' '));
    if (tags.length !== words.length) continue;
    const lower = words.map((w) => singularWords(w)[0] ?? '');
    lower.forEach((w, at) => {
      if (w !== head) return;
      let k = at - 1;
      while (k >= 0 && allowed.has(lower[k]!) && !tags[k]!.includes('Verb')) k--;
      if (k < 0 || k === at - 1 || !tags[k]!.includes('Verb') || tags[k]!.includes('Auxiliary') || tags[k]!.includes('Gerund')) return;
      const verb = baseVerb(words[k]!);
      if (lexicon.receiveVerbs.has(verb) || !/^[a-z]+$/.test(verb)) return;
      found.set(verb, { verb, determined: determiners.has(lower[k + 1]!) });
    });
  }
  return found.size === 1 ? [...found.values()][0]! : null;
}

/**
 * Whether a journey step writes the feature's opening words as a thing: after an article, with
 * no verb between ("checks the dive roster", "books a morning boat dive", "sends the invoice"). Then
 * a first word the tagger reads as a verb ("Dive roster for each instructor") names the thing.
 */
export function writtenAsThing(feature: string, steps: readonly string[]): boolean {
  const opening = singularWords(mainPhrase(feature).replace(/\s*\(.*$/, '')).slice(0, 2);
  if (!opening.length) return false;
  return steps.some((step) => {
    const words = step.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, ''));
    const tags = termTags(words.join(' '));
    if (tags.length !== words.length) return false;
    const lower = words.map((w) => singularWords(w)[0] ?? '');
    return lower.some((_, at) => {
      if (!opening.every((w, n) => lower[at + n] === w)) return false;
      // "the owner sends the duty return": the step does the opening word, so it is an act, no thing.
      if (tags[at]!.includes('Verb')) return false;
      // "writes visit notes": a verb of the step acting on the opening words shows them as a thing.
      if (at > 0 && tags[at - 1]!.includes('Verb') && !tags[at - 1]!.includes('Auxiliary') && tags[at]!.includes('Noun')) return true;
      for (let k = at - 1; k >= Math.max(0, at - 3); k--) {
        if (determiners.has(lower[k]!)) return true;
        if (tags[k]!.includes('Verb')) return false;
      }
      return false;
    });
  });
}
