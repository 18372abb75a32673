import type { SpecItem } from '../../../spec/graph.js';
import type { ComposerBrief } from '../brief.js';
import { personasNamed, singularWords, type PersonaRef } from './personas.js';
import { baseVerb, isAbstract } from './language.js';
import { lexicon } from './lexicon.js';

/**
 * Personas given the conditions the brief states elsewhere (the UX, design and constraint fields
 * and the description): a sentence goes to the persona it names, else to the persona whose own
 * context it speaks of — the words of their entry and of the journey steps that name them
 * ("gloves" in "fills the checklist with one gloved hand"), clause by clause: in "when the top lift
 * closes the office sends a notice and the parent is offered a refund" the lift is not the
 * parent's, while "books a week and pays by card" keeps the card. A word only one persona's context has
 * decides before a word several share. A sentence that speaks of no persona, or of every one
 * alike, is given to none; the description counts only where it names a persona.
 * Not the features that serve them: a persona is decided from its own inputs, so adding or
 * renaming a feature leaves every persona as it was (the living spec's stability).
 */

export interface PersonaCondition {
  text: string;
  /** The brief field it is quoted from. */
  from: string;
}

const fields = ['uxDefinition', 'designGuidelines', 'technicalConstraints', 'securityConcerns', 'projectDescription'] as const;

/** Singular nouns, and participles as their verb ("gloved" → "glove"). */
function forms(text: string, ignore: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const w of singularWords(text)) {
    if (isAbstract(w) || ignore.has(w)) continue;
    out.add(w);
    if (/(?:ed|ing)$/.test(w)) out.add(baseVerb(w));
  }
  return out;
}

/**
 * The clauses of the journey steps that speak of a persona: a clause naming them, and one that
 * goes on from it with no subject of its own ("… and pays by card"); a clause opening with an
 * article or a clause word ("the office sends …", "when the top lift closes …") has its own.
 */
function clausesOf(step: string, p: PersonaRef, personas: readonly PersonaRef[]): string[] {
  const out: string[] = [];
  let theirs = false;
  for (const clause of step.split(/,\s*|;\s*|\s+(?:and|but|then)\s+/i)) {
    const first = clause.trim().split(/\s+/)[0]!.toLowerCase();
    const ownSubject = lexicon.phraseOpeners.has(first) || lexicon.clauseWords.has(first);
    const names = personasNamed(clause, personas);
    theirs = names.length ? names.includes(p) : !ownSubject && theirs;
    if (theirs) out.push(clause);
  }
  return out;
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 3);
}

export function addPersonaConditions(brief: ComposerBrief, personas: readonly PersonaRef[], journeys: SpecItem[]): void {
  if (!brief.userPersonas.length) return;
  const ignore = new Set(singularWords(brief.projectName));
  const steps = journeys.flatMap((j) => (j.fields.steps as string[] | undefined) ?? []);
  const contexts = personas.map((p) => {
    const named = steps.filter((s) => singularWords(s).some((w) => p.heads.includes(w))).flatMap((s) => clausesOf(s, p, personas));
    return forms([String(p.item.fields.entry ?? ''), ...named].join('. '), ignore);
  });
  const spread = new Map<string, number>();
  for (const c of contexts) for (const w of c) spread.set(w, (spread.get(w) ?? 0) + 1);
  const found = personas.map((): PersonaCondition[] => []);
  for (const from of fields) {
    for (const text of sentences(brief[from] ?? '')) {
      const words = forms(text, ignore);
      const namedHere = new Set(personasNamed(text, personas));
      const named = personas.flatMap((p, i) => (namedHere.has(p) ? [i] : []));
      const hits = contexts.map((c) => [...c].filter((w) => words.has(w)));
      // Of the personas the sentence speaks of by a word only their context has, those it speaks of
      // most: "sync when the truck is back in range" is the driver's (truck, range), not the lab's
      // because one of its steps starts "Back at the lab".
      const own = hits.map((h) => h.filter((w) => spread.get(w) === 1).length);
      const most = Math.max(0, ...own);
      const distinct = most ? own.flatMap((n, i) => (n === most ? [i] : [])) : [];
      const shared = hits.flatMap((h, i) => (h.length ? [i] : []));
      // The description says what the product is; it is a persona's condition only when it names them.
      // A sentence whose words every persona's context shares is about the product, not one of them.
      const everyone = personas.length > 1 && shared.length === personas.length;
      const to = named.length ? named : from === 'projectDescription' ? [] : distinct.length ? distinct : everyone ? [] : shared;
      for (const i of to) if (!found[i]!.some((c) => c.text === text)) found[i]!.push({ text, from });
    }
  }
  personas.forEach((p, i) => {
    // Parallel lists: item fields hold plain strings.
    p.item.fields.conditions = found[i]!.map((c) => c.text);
    p.item.fields.conditionFields = found[i]!.map((c) => c.from);
  });
}
