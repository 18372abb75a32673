import nlp from 'compromise';
import type { SpecItem } from '../../../spec/graph.js';
import { mainClauseHints, type CapabilityMatch } from '../catalogue/match.js';
import type { Capability } from '../catalogue/schema.js';
import { personaFor, singularWords, type PersonaRef } from './personas.js';
import { baseVerb, singular } from './language.js';
import { lexicon } from './lexicon.js';
import { mainPhrase } from './read-shape.js';
import type { FeatureReading } from './read-feature.js';

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

/**
 * A feature the product sends, read as received: a thing people are sent ("Overdue reminders by
 * text message"), or a thing named by a capability the product does to its recipients
 * ("SMS when a parcel is out for delivery"). Null for an act someone does ("Send invoices").
 */
export function readsAsSent(read: FeatureReading, top: CapabilityMatch | undefined): FeatureReading | null {
  if (read.form === 'receive') return read;
  if (read.form === 'use' && top?.capability.actorRole === 'recipient') return { ...read, form: 'receive', action: read.action.replace(/^use /, 'receive ') };
  return null;
}

/**
 * "receive the overdue reminders by text message" → the thing sent, the pronoun for it, and
 * whether it names people it goes to that are no persona ("… to the whole family").
 */
export function sentThing(action: string): { thing: string; them: 'it' | 'them'; named: boolean } {
  const thing = action.replace(/^receive\s+/, '').replace(/^(?:the|a|an)\s+/i, '');
  const words = thing.toLowerCase().split(/\s+/);
  // The word naming what is sent ("reminders" in "reminders the day before"), else the main phrase's last.
  const head = words.find((w) => lexicon.noticeNouns.has(singular(w))) ?? mainPhrase(thing).split(/\s+/).at(-1)!.toLowerCase();
  const to = words.findIndex((w) => w === 'to' || w === 'for');
  const named = to >= 0 && words.slice(to + 1).some((w) => lexicon.peopleWords.has(singular(w)));
  return { thing, them: singular(head) === head ? 'it' : 'them', named };
}

/** "Members, Counter volunteers or Owners". */
export function choiceOf(names: string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}` : (names[0] ?? '');
}
