import { singularWords } from '../reader/personas.js';
import { camel } from './entity-phrases.js';

/**
 * A measure or a quantity the brief names (lexicon `measureNouns`: a temperature, a weight, a
 * length) is a column of the thing it measures, never a table of its own: "the keg weight" is the
 * keg's `weight`, "vehicle space with the vehicle length" the space's `vehicleLength`, "Firing log
 * with cone and peak temperature" the log's `peakTemperature`.
 */
export interface Measure {
  /** The line it was read in. */
  line: string;
  /** Its phrase ("peak temperature", "keg weight"). */
  compound: string;
  /** Whether a feature names it (a feature's details become columns; a story's words only when they name the thing measured). */
  feature: boolean;
}

/** The clauses of a line, as the data model reads them for links (build-entities.ts clausesOf). */
const clauses = (line: string) => line.split(/\s*(?:\band\b|\bbut\b|\bwhile\b|[,;→]|->)\s*/i);

/**
 * The columns each thing gets from the measures: by its head word, as the "with" details are kept.
 * The thing measured is the one its phrase names ("keg weight"), else, for a feature, the thing
 * nearest before it in the same clause, else the first after it. A measure no thing in the brief
 * owns is dropped: a table of temperatures says nothing a PM would sign.
 */
export function measureColumns(measures: readonly Measure[], things: readonly (readonly string[])[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (head: string, column: string) => out.set(head, [...new Set([...(out.get(head) ?? []), column])]);
  for (const m of measures) {
    const words = m.compound.split(' ');
    const head = words.at(-1)!;
    // Named only where the line says the phrase itself ("the keg weight"), not where the tagger joined two ("moisture and temperature").
    const said = ` ${singularWords(m.line).join(' ')} `.includes(` ${m.compound} `);
    const named = words.length > 1 && said ? things.find((t) => t.length === 1 && t[0] === words[0]) : undefined;
    if (named) {
      add(named[0]!, head);
      continue;
    }
    if (!m.feature) continue;
    const clause = clauses(m.line).find((c) => singularWords(c).includes(head));
    if (!clause) continue;
    const inClause = singularWords(clause);
    const at = inClause.lastIndexOf(head);
    const placed = things
      .filter((t) => t.every((w) => inClause.includes(w)) && !t.includes(head))
      .map((t) => ({ t, pos: inClause.lastIndexOf(t.at(-1)!) }))
      .sort((a, b) => (a.pos < at === b.pos < at ? (a.pos < at ? b.pos - a.pos : a.pos - b.pos) : a.pos < at ? -1 : 1));
    const owner = placed[0]?.t;
    if (owner) add(owner.at(-1)!, camel(words));
  }
  return out;
}
