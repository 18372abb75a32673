import { termTags } from './language.js';
import { lexicon } from './lexicon.js';
import { personaFor, personasNamed, singularWords, type PersonaRef } from './personas.js';

/**
 * Who a journey step shows acting. A step that names a persona is theirs; "she exports …" is the
 * persona of the step before; a step whose subject is a thing ("The app reads the scale", "the
 * flow meter logs the pour") shows no person, so who does it is unknown — not the person a weaker
 * step elsewhere names — unless the same persona acts just before and after it; a step with no
 * subject at all ("opens the case") or people no persona is named by says nothing (null).
 */
export type StepDoer = PersonaRef | 'unknown' | null;

const pronouns = new Set(['she', 'he', 'they', 'we', 'i']);

export function stepDoer(steps: readonly string[], k: number, personas: readonly PersonaRef[]): StepDoer {
  const step = steps[k]!;
  const one = personaFor(step, personas, true);
  if (one) return one;
  if (personasNamed(step, personas).length > 1) return 'unknown';
  const words = step.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, '').toLowerCase());
  const tags = termTags(words.join(' '));
  if (tags.length !== words.length) return null;
  const verbAt = tags.findIndex((t) => t.includes('Verb') && !t.includes('Auxiliary'));
  const before = verbAt < 0 ? [] : words.slice(0, verbAt);
  if (before.some((w) => pronouns.has(w))) return k > 0 ? stepDoer(steps, k - 1, personas) : null;
  // People the personas do not name by their head ("Manager opens the roster" beside "Clinic manager"): the journey's own persona may say.
  if (singularWords(before.join(' ')).some((w) => lexicon.peopleWords.has(w))) return null;
  // A thing acting is written with its article ("the app reads", "the flow meter logs"); a step with
  // none ("fills open shifts", the tagger reading "fills" as a noun) has no subject at all.
  const thing = before.some((w, n) => /^(?:the|a|an|its)$/.test(w) && before.slice(n + 1).some((_, m) => tags[n + 1 + m]!.includes('Noun') && !tags[n + 1 + m]!.includes('Pronoun')));
  return thing ? operator(steps, k, personas) : null;
}

/**
 * A step a thing does between two steps of one persona ("The van vet opens the visit → The app
 * reads the scale → The van vet writes notes"), or in a journey only one persona walks, is in that
 * persona's hands; between two different people, who operates it is unknown.
 */
function operator(steps: readonly string[], k: number, personas: readonly PersonaRef[]): PersonaRef | 'unknown' {
  const near = (from: number, by: number): PersonaRef | null => {
    for (let n = from; n >= 0 && n < steps.length; n += by) {
      const p = personaFor(steps[n]!, personas, true);
      if (p) return p;
      if (personasNamed(steps[n]!, personas).length) return null;
    }
    return null;
  };
  const before = near(k - 1, -1);
  if (before && before === near(k + 1, 1)) return before;
  // A journey only one persona walks ("Busy parent opens the app → … → the shopping list fills itself") is theirs throughout.
  const walkers = new Set(steps.flatMap((s, n) => (n === k ? [] : personasNamed(s, personas))));
  return walkers.size === 1 ? [...walkers][0]! : 'unknown';
}
