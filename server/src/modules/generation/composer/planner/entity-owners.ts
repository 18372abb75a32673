import ownership from '../reader/ownership.json' with { type: 'json' };
import { singular } from '../reader/language.js';

/**
 * Which roles a thing belongs to, from the clauses that name it (ownership.json): a person column
 * (`memberId`) says the row is that person's, so it is added only when the brief says so, not
 * whenever a person acts on the thing (a resident reporting a street, a dispatcher watching a
 * truck). Decided from the thing's own clauses, whatever else the brief holds.
 */

/** Taking a thing for oneself ("sign up for a shift") makes it the person's as making it does: one phrase, one token. */
const claiming = ownership.claimingPhrases.map((p) => p.replace(/ /g, '-'));
const claimingPhrase = new RegExp(String.raw`\b(?:${ownership.claimingPhrases.filter((p) => p.includes(' ')).join('|')})\b`, 'g');
const making = new Set([...ownership.makingVerbs, ...claiming]);
const possessive = new Set(ownership.possessives);
const belonging = new Set(ownership.belongingWords);
/** Words that end a verb's object: what follows them is not what the verb makes ("adds it to the nearest route"). */
const breaks = new Set(ownership.objectBreaks);

/** A clause's words, lower-case, with a possessive "'s" kept apart ("member's card" → member 's card). */
function tokens(clause: string): string[] {
  return (
    clause
      .toLowerCase()
      .replace(claimingPhrase, (p) => p.replace(/ /g, '-'))
      .replace(/[’']s\b/g, " 's")
      .replace(/s[’']\s/g, "s 's ")
      .match(/'s|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []
  );
}

/** Where the thing's words stand in the clause, consecutively (the last one may be plural). */
function thingAt(words: readonly string[], thing: readonly string[]): number {
  for (let k = 0; k + thing.length <= words.length; k += 1) if (thing.every((w, n) => singular(words[k + n]!) === w)) return k;
  return -1;
}

function ownedIn(clause: string, thing: readonly string[], role: string): boolean {
  const words = tokens(clause);
  const at = thingAt(words, thing);
  const person = words.findIndex((w) => singular(w) === role);
  if (at < 0 || person < 0) return false;
  if (person < at) {
    const between = words.slice(person + 1, at);
    // "the member's card"; "customers track their parcel"; "the teacher creates a list".
    if (between.length === 1 && between[0] === "'s") return true;
    if (possessive.has(words[at - 1] ?? '')) return true;
    // The thing is the object of a making verb: nothing but its modifiers between them.
    const verb = between.findLastIndex((w) => making.has(w));
    return verb >= 0 && !between.slice(verb + 1).some((w) => breaks.has(w));
  }
  // "a swap requested by a nurse"; "plots belonging to members".
  const after = words.slice(at + thing.length, person);
  return (after.includes('by') && after.some((w) => making.has(w))) || after.some((w) => belonging.has(w));
}

/** The roles (by head word) the clauses say the thing belongs to, in the roles' order. */
export function ownersOf(thing: readonly string[], clauses: readonly string[], roles: readonly string[]): string[] {
  return roles.filter((role) => clauses.some((clause) => ownedIn(clause, thing, role)));
}
