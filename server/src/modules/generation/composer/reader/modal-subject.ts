import { singular } from './language.js';
import { singularWords, type PersonaRef } from './personas.js';

/**
 * "Berth holders can put fuel on their account": a persona's name before a modal is its subject,
 * all of it, whatever the tagger makes of the words after it ("put" read as a noun, "holders" as a
 * verb after "Berth").
 */
export function modalSubject(raw: string, words: readonly string[], personas: readonly PersonaRef[]): { persona: PersonaRef; k: number; of?: true } | null {
  const m = /^((?:\S+\s+){0,2}\S+?)\s+(?:can|could|should|must|will|may)\s+/i.exec(raw);
  if (!m) return null;
  const subject = m[1]!.split(/\s+/);
  if (words.slice(0, subject.length).join(' ') !== subject.join(' ') || words.length <= subject.length) return null;
  const said = subject.map((w) => singular(w.toLowerCase()));
  const persona = personas.find(
    (p) =>
      p.heads.includes(said.at(-1)!) &&
      singularWords(p.name)
        .slice(0, -1)
        .every((w) => said.length === 1 || said.includes(w)),
  );
  return persona ? { persona, k: subject.length } : null;
}
