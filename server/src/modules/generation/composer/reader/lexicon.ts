import raw from './reader-lexicon.json' with { type: 'json' };

/**
 * The reader's lexicon, as data (reader-lexicon.json): the few closed word classes the sentence
 * shapes of compromise do not give (which nouns name something sent, looked at or made, which
 * verbs act on things, which nouns are people in general). Words are lower-case and singular.
 */

/** Keys opening with "_" are notes for contributors, not word lists. */
type Lists = { [K in keyof typeof raw as K extends `_${string}` ? never : K]: (typeof raw)[K] };

function sets(lists: Lists): { [K in keyof Lists]: ReadonlySet<string> } {
  const out = {} as { [K in keyof Lists]: ReadonlySet<string> };
  for (const k of Object.keys(lists) as (keyof Lists)[]) out[k] = new Set(lists[k]);
  return out;
}

const lists = Object.fromEntries(Object.entries(raw).filter(([k]) => !k.startsWith('_'))) as Lists;
export const lexicon = sets(lists);
