import raw from './reader-lexicon.json' with { type: 'json' };

/**
 * The reader's lexicon, as data (reader-lexicon.json): the few closed word classes the sentence
 * shapes of compromise do not give (which nouns name something sent, looked at or made, which
 * verbs act on things, which nouns are people in general). Words are lower-case and singular.
 */

type Lists = Omit<typeof raw, '_about'>;

function sets(lists: Lists): { [K in keyof Lists]: ReadonlySet<string> } {
  const out = {} as { [K in keyof Lists]: ReadonlySet<string> };
  for (const k of Object.keys(lists) as (keyof Lists)[]) out[k] = new Set(lists[k]);
  return out;
}

const { _about: _, ...lists } = raw;
export const lexicon = sets(lists);
