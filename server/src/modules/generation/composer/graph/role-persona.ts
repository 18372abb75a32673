import nlp from 'compromise';
import type { SpecItem } from '../../../spec/graph.js';
import { mainClauseHints } from '../catalogue/match.js';
import type { Capability } from '../catalogue/schema.js';
import { personaFor, singularWords, type PersonaRef } from './build-people.js';
import { baseVerb } from './language.js';

/**
 * Who receives what the product sends, read from the brief instead of guessed. A reminder or an
 * alert is about something ("Overdue reminders" are about loans); the catalogue says who holds
 * that (a loan's borrower: `actor` and `holderVerbs`); the persona the brief shows in that role —
 * by the role's name, or by its verb in their own entry or in a journey step they lead ("a
 * neighbour who borrows a tool") — receives it. Nobody, or more than one persona, in the role: no
 * answer, and the caller asks.
 */

/** Each persona's own words: its entry and the journey steps it leads (named first in the step). */
function ownTexts(personas: readonly PersonaRef[], journeys: readonly SpecItem[]): Map<PersonaRef, string[]> {
  const out = new Map(personas.map((p) => [p, [String(p.item.fields.entry ?? p.name)]]));
  for (const j of journeys) {
    for (const step of (j.fields.steps as string[] | undefined) ?? []) {
      const p = personaFor(step, personas, true);
      if (p) out.get(p)!.push(step);
    }
  }
  return out;
}

/** The verbs of a text in their base form, as the tagger reads them ("who borrows a tool" → borrow). */
function verbsOf(text: string): string[] {
  return (nlp(text).docs as { normal: string; tags: Set<string> }[][])
    .flat()
    .filter((t) => t.tags.has('Verb'))
    .map((t) => baseVerb(t.normal.replace(/[^\p{L}-]/gu, '')));
}

/** Whether the texts name the holder ("borrower") or do what makes one ("borrows"). */
function holds(capability: Capability, texts: readonly string[]): boolean {
  const role = singularWords(capability.actor);
  const verbs = new Set(capability.holderVerbs);
  return texts.some((t) => {
    const words = singularWords(t);
    return words.some((_, i) => role.every((r, k) => words[i + k] === r)) || verbsOf(t).some((v) => verbs.has(v));
  });
}

/** The one persona the brief shows holding what the capability records, or null. */
export function holderOf(capability: Capability, personas: readonly PersonaRef[], journeys: readonly SpecItem[]): PersonaRef | null {
  if (!capability.holderVerbs.length || personas.length < 2) return null;
  const texts = ownTexts(personas, journeys);
  const found = personas.filter((p) => holds(capability, texts.get(p)!));
  return found.length === 1 ? found[0]! : null;
}

/**
 * Who receives a feature the product sends ("Overdue reminders by text message"): the holder of
 * what it is about, when the capabilities its main clause touches agree on one persona.
 */
export function noticeRecipient(feature: string, personas: readonly PersonaRef[], journeys: readonly SpecItem[]): PersonaRef | null {
  const found = new Set(
    mainClauseHints(feature)
      .filter((c) => c.holderVerbs.length > 0)
      .map((c) => holderOf(c, personas, journeys))
      .filter((p): p is PersonaRef => !!p),
  );
  return found.size === 1 ? [...found][0]! : null;
}
