import { entrySources } from '../../../spec/brief-diff.js';
import type { SpecItem } from '../../../spec/graph.js';
import type { ComposerBrief } from '../brief.js';
import { keywords, textLines } from '../text.js';
import { item } from './item.js';
import { isAbstract, nounHits } from '../reader/language.js';
import { personaAliases, personaFor, personaName, singularWords, splitSteps, type PersonaRef } from '../reader/personas.js';
import { clauseSteps } from '../reader/clause-steps.js';
import { lexicon } from '../reader/lexicon.js';

/** From the persona entries alone (and the product's name, for the stand-in persona): the change tracking reads them too. */
export function buildPersonas(brief: Pick<ComposerBrief, 'userPersonas' | 'projectName'>): PersonaRef[] {
  const entries = brief.userPersonas.length ? brief.userPersonas : [];
  const sources = entrySources('userPersonas', entries);
  const refs = entries.map((entry, i) => {
    const name = personaName(entry);
    // The first noun names the persona ("Busy parents with two or more kids" → parent).
    const first = nounHits(name).find((h) => !isAbstract(h.head));
    // "Office manager", "Cellar manager": a word naming people right after the first noun is the
    // head, though the noun reader drops "manager" as a tool's name ("task manager"); "office" is no person.
    const named = singularWords(name);
    const after = first ? named[named.indexOf(first.head) + 1] : undefined;
    const heads = first ? [after && named.includes(first.head) && lexicon.peopleWords.has(after) ? after : first.head] : [];
    const words = new Set([...keywords(entry)].filter((w) => !isAbstract(w)));
    const it = item(`PER-${i + 1}`, 'persona', name, entry, sources[i]!, { entry });
    return { item: it, name, heads: heads.length ? heads : singularWords(name).slice(-1), words, aliases: personaAliases(entry) };
  });
  // A name two personas share says nothing about either.
  for (const r of refs) r.aliases = r.aliases?.filter((a) => !refs.some((o) => o !== r && (o.heads.includes(a) || o.aliases?.includes(a))));
  if (!refs.length) {
    const name = `Primary user of ${brief.projectName || 'the product'}`;
    refs.push({
      item: item('PER-1', 'persona', name, 'No personas were given; one primary user stands for the audience until personas are named.', 'suggested'),
      name,
      heads: [],
      words: new Set(),
      aliases: [],
    });
  }
  return refs;
}

/** Journeys as the user wrote them, one per line, each with its persona; no requirement links yet. */
export function buildJourneys(brief: ComposerBrief, personas: readonly PersonaRef[]): SpecItem[] {
  const lines = textLines(brief.userJourneys);
  const sources = entrySources('userJourneys', lines);
  return lines.map((line, i) => {
    const persona = personaFor(line, personas);
    // "confirms the reservation, issues the certificate and sends the invoice": one step per act.
    const steps = splitSteps(line).flatMap(clauseSteps);
    const title = steps.length > 1 ? `${steps[0]} … ${steps[steps.length - 1]}` : line;
    return item(`UJ-${i + 1}`, 'journey', title, line, sources[i]!, { steps, proposed: false }, persona ? [['performed_by', persona.item.id]] : personas.map((p): ['performed_by', string] => ['performed_by', p.item.id]));
  });
}
