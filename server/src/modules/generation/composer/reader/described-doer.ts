import { baseVerb, isAbstract, singular } from './language.js';
import { lexicon } from './lexicon.js';
import { personasNamed, singularWords, type PersonaRef } from './personas.js';

/**
 * Who a feature that no journey step does belongs to, read from what each persona's own entry says
 * they do: "Route planner for the day's farm visits" is the van vet's, who "visits eight farms a
 * day", not the practice manager's, who "runs the office"; "Monthly report of unfilled requests"
 * the coordinator's, who "matches requests to interpreters". Words are compared as lemmas, whole
 * words only ("visits" and "visit", never "visit" inside "visitor"). The persona whose entry shares
 * the most of the feature's words does it; a tie, or no shared word, settles nothing (`persona`
 * null): the planner then asks who does it instead of guessing. When no entry says, a persona the
 * feature names is acted on, not acting ("Invite students with a class code"): when one other is
 * left, it is theirs.
 */
export interface DescribedDoer {
  persona: PersonaRef | null;
  /** The personas sharing the most words, when more than one does: who the question names. */
  tied: PersonaRef[];
}

/** Lemmas of a text's content words: singular nouns, base verbs ("visits" → visit, "closed" → close). */
function lemmas(text: string, ignore: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const w of singularWords(text)) {
    if (isAbstract(w) || ignore.has(w) || lexicon.weakDutyWords.has(w) || lexicon.functionWords.has(w) || lexicon.linkWords.has(w)) continue;
    out.add(w);
    if (/(?:ed|ing)$/.test(w)) out.add(baseVerb(w));
  }
  return out;
}

/** What a persona's entry says they do: the entry without the words of their own name. */
function duties(p: PersonaRef, ignore: ReadonlySet<string>): Set<string> {
  const own = new Set([...ignore, ...singularWords(p.name)]);
  return lemmas(String(p.item.fields.entry ?? p.item.statement), own);
}

/**
 * `act`: the verb the feature opens with, when it is an act ("Book the extraction room"): an entry
 * that shares its thing but not the act ("runs the shared extraction room") says nothing of who
 * does it, so only entries that write the act count.
 */
export function describedDoer(feature: string, personas: readonly PersonaRef[], ignore: ReadonlySet<string> = new Set(), act: string | null = null): DescribedDoer {
  if (personas.length < 2) return { persona: null, tied: [] };
  // A persona's head noun ("interpreter") names who a feature is about, not what anyone does.
  const skip = new Set([...ignore, ...personas.flatMap((p) => p.heads)]);
  const words = lemmas(feature, skip);
  const verb = act ? baseVerb(act.toLowerCase()) : null;
  const acts = !!verb && !lexicon.weakDutyWords.has(verb) && !isAbstract(verb);
  const scored = personas.map((p) => {
    const said = duties(p, skip);
    if (acts && !said.has(verb) && !said.has(singular(verb))) return { p, n: 0 };
    return { p, n: [...words].filter((w) => said.has(w)).length };
  });
  const most = Math.max(0, ...scored.map((s) => s.n));
  if (!most) {
    // The people a feature names are acted on ("Invite students with a class code"): when one
    // other persona is left, the feature is theirs.
    const named = new Set(personasNamed(feature, personas));
    const others = personas.filter((p) => !named.has(p));
    return { persona: named.size && others.length === 1 ? others[0]! : null, tied: [] };
  }
  const top = scored.filter((s) => s.n === most).map((s) => s.p);
  return top.length === 1 ? { persona: top[0]!, tied: [] } : { persona: null, tied: top };
}
