import { behaviourVerbs, genericVerbs, measureUnits, vagueTerms } from '../knowledge/wording.js';
import { active, at, type AnalysisInput, type Rule, type RuleResult } from '../rule.js';
import { grammarProblem, parseStatement, phraseRegex, withoutQuotes } from './phrases.js';

const vague = phraseRegex(vagueTerms);
const measured = new RegExp(`\\d[\\d.,]*\\s*(?:${measureUnits.map((u) => u.replace('%', '%')).join('|')})(?![\\p{L}])`, 'iu');
const secondBehaviour = new RegExp(`(?:\\band\\b|\\bor\\b|\\bas well as\\b|;)\\s+(?:then\\s+|also\\s+)?(?:can\\s+)?(${behaviourVerbs.join('|')})\\s+\\p{L}`, 'iu');
const twoModals = /\b(?:can|must|shall|should)\b.*\b(?:and|or)\s+(?:can|must|shall|should)\b/i;
const generic = new RegExp(`^(?:${genericVerbs.map((v) => v.replace(' ', '\\s+')).join('|')})\\b`, 'i');

/** Requirement statements and criteria: the sentences a builder and a tester work from. */
function sentences({ graph }: AnalysisInput): { itemId: string; text: string }[] {
  return [...active(graph, 'requirement').map((r) => ({ itemId: r.id, text: `${r.title}. ${r.statement}` })), ...active(graph, 'criterion').map((c) => ({ itemId: c.id, text: c.statement }))];
}

const vagueAll = new RegExp(vague.source, 'gi');

/** The vague words of the first clause of a text that no number and unit pins down ("fast", "intuitive"), or null. */
function vagueWords(text: string): { words: string[]; clause: string } | null {
  // A criterion's given, when and then are separate claims; a number and unit anywhere in one binds it.
  for (const clause of withoutQuotes(text).split(/[;.!?]\s+|,?\s+(?:then|when)\s+/i)) {
    if (!vague.test(clause) || measured.test(clause)) continue;
    // Every vague word of the clause is named, each once, so a reviewer sees them all.
    const words: string[] = [];
    const seen = new Set<string>();
    for (const m of clause.matchAll(vagueAll)) {
      if (!seen.has(m[1]!.toLowerCase())) words.push(m[1]!);
      seen.add(m[1]!.toLowerCase());
    }
    return { words, clause: clause.trim() };
  }
  return null;
}

const quoted = (words: string[]) =>
  words
    .map((w) => `"${w}"`)
    .join(words.length > 2 ? ', ' : ' and ')
    .replace(/, ([^,]*)$/, ' and $1');

export const wordingRules: Rule[] = [
  {
    id: 'vague-term',
    severity: 'medium',
    dimensions: ['clarity', 'specificity'],
    run(input): RuleResult {
      const all = sentences(input);
      const findings = all.flatMap(({ itemId, text }) => {
        const hit = vagueWords(text);
        if (!hit) return [];
        const one = hit.words.length === 1;
        return [
          at(
            itemId,
            `${quoted(hit.words)} in ${itemId} ${one ? 'has' : 'have'} no measure: "${hit.clause.slice(0, 120)}".`,
            `Say what ${quoted(hit.words)} ${one ? 'means' : 'mean'} as a number and unit a test can check ("within 2 s", "in 3 taps"), or drop ${one ? 'it' : 'them'}.`,
          ),
        ];
      });
      return { checked: all.length, findings };
    },
  },
  {
    id: 'ungrammatical-statement',
    severity: 'high',
    dimensions: ['clarity'],
    run({ graph }): RuleResult {
      const frs = active(graph, 'requirement');
      const findings = frs.flatMap((r) => {
        const problem = grammarProblem(r.statement, parseStatement(r.statement));
        return problem ? [at(r.id, `${r.id} "${r.statement.slice(0, 120)}" does not read as one requirement: ${problem}.`, 'Rewrite it as "<persona> can <verb> <what> …" or "When <trigger>, the system shall <response>".')] : [];
      });
      return { checked: frs.length, findings };
    },
  },
  {
    id: 'not-singular',
    severity: 'medium',
    dimensions: ['clarity', 'testability'],
    run({ graph }): RuleResult {
      const frs = active(graph, 'requirement');
      const findings = frs.flatMap((r) => {
        const p = parseStatement(r.statement);
        const tail = withoutQuotes(p ? `${p.verb} ${p.rest}` : r.statement);
        const joined = secondBehaviour.exec(tail)?.[1] ?? (twoModals.test(withoutQuotes(r.statement)) ? 'a second "can"' : null);
        return joined ? [at(r.id, `${r.id} joins two behaviours (${joined === 'a second "can"' ? joined : `"… and ${joined} …"`}): "${r.statement.slice(0, 120)}".`, 'Split it into one requirement per behaviour, each with its own criteria.')] : [];
      });
      return { checked: frs.length, findings };
    },
  },
  {
    id: 'generic-requirement',
    severity: 'medium',
    dimensions: ['specificity'],
    run({ graph }): RuleResult {
      const frs = active(graph, 'requirement');
      const findings = frs.flatMap((r) => {
        const p = parseStatement(r.statement);
        const action = p ? `${p.verb} ${p.rest}` : String(r.fields.action ?? '');
        if (!generic.test(action)) return [];
        return [at(r.id, `${r.id} says only that someone can "${action.slice(0, 80)}": it names a thing, not what anyone does with it.`, 'Say the behaviour a tester can watch ("plan five dinners for the week and move one to another day").')];
      });
      return { checked: frs.length, findings };
    },
  },
];
