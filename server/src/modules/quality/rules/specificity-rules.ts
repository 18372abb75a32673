import { linked, type SpecGraph, type SpecItem } from '../../spec/graph.js';
import { capabilities, failureWords } from '../knowledge/failure-modes.js';
import { observableWords, unnamedOutcomes } from '../knowledge/wording.js';
import { active, at, eachWord, indexOf, keyWords, stem, type Rule, type RuleResult } from '../rule.js';
import { phraseRegex, withoutQuotes } from './phrases.js';

/** Function words carry no content: a feature named "bus on a map" leaves no "on a" behind. */
const glue = new Set(['the', 'and', 'for', 'with', 'from', 'into', 'onto', 'that', 'this', 'their', 'they', 'them', 'its', 'are', 'was', 'were', 'has', 'have', 'had', 'can', 'our', 'your', 'who', 'which', 'any', 'all']);
function tokens(s: string): string[] {
  const out: string[] = [];
  eachWord(s, (w) => {
    if (w.charCodeAt(0) >= 48 && w.charCodeAt(0) <= 57) out.push('#');
    else if (w.length >= 3 && !glue.has(w)) out.push(stem(w));
  });
  return out;
}

/** Words every criterion may share: who acts (the personas) is not boilerplate. */
function personaWords(g: SpecGraph): Set<string> {
  return new Set(active(g, 'persona').flatMap((p) => keyWords(p.title)));
}

/** A requirement's own words: its title, statement, action and feature. */
function ownWords(r: SpecItem): Set<string> {
  return new Set(keyWords(`${r.title} ${r.statement} ${String(r.fields.action ?? '')} ${String(r.fields.feature ?? '')}`));
}

/** A criterion's wording once the requirement's own words, the actors and quoted names are taken out, whole and from "then" on. */
function skeleton(text: string, drop: ReadonlySet<string>, shared: ReadonlySet<string>): { whole: string; then: string } {
  let whole = '';
  let then = '';
  let words = 0;
  let seen = false;
  for (const w of tokens(withoutQuotes(text))) {
    if (drop.has(w) || shared.has(w)) continue;
    whole += whole ? ` ${w}` : w;
    if (w === 'then') {
      seen = true;
      then = '';
      words = 0;
    } else if (seen) {
      then += then ? ` ${w}` : w;
      words += 1;
    }
  }
  return { whole, then: words >= 3 ? then : '' };
}

/** Lower case, white space runs made one space, trimmed. Only runs and other white space are replaced: replacing every single space rebuilt every criterion. */
const oneSpaced = (s: string) =>
  s
    .toLowerCase()
    .replace(/\s{2,}|[^\S ]/g, ' ')
    .trim();

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n).replace(/\s+\S*$/, '')} …` : s);

const thenOf = (c: SpecItem) => String(c.fields.then ?? /\bthen\b(.*)$/i.exec(c.statement)?.[1] ?? '').trim();

const observable = phraseRegex(observableWords);
const unnamed = phraseRegex(unnamedOutcomes);
const unobservable = /^(?:it |the (?:feature|system|app) )?(?:works|is (?:done|fine|good|ok|correct|handled|supported)|succeeds|functions)(?: (?:correctly|properly|as expected|well))?\.?$/i;
const capabilityRes = capabilities.map((c) => ({ c, marks: phraseRegex(c.keywords, false), evidence: phraseRegex(c.evidence, false) }));
const failure = phraseRegex(failureWords, false);

export const specificityRules: Rule[] = [
  {
    // Boilerplate: the same criterion under several requirements with only the feature name swapped.
    id: 'duplicate-criteria',
    severity: 'high',
    dimensions: ['specificity', 'testability'],
    run({ graph }): RuleResult {
      const { byId } = indexOf(graph);
      const shared = personaWords(graph);
      const frs = active(graph, 'requirement');
      const whole = new Map<string, { frs: Set<string>; acs: string[]; text: string }>();
      const thens = new Map<string, { frs: Set<string>; acs: string[]; text: string }>();
      const add = (map: typeof whole, key: string, fr: string, ac: SpecItem) => {
        const g = map.get(key);
        if (!g) map.set(key, { frs: new Set([fr]), acs: [ac.id], text: ac.statement });
        else {
          g.frs.add(fr);
          g.acs.push(ac.id);
        }
      };
      let criteria = 0;
      const statements = new Map<string, string>();
      const findings: RuleResult['findings'] = [];
      for (const r of frs) {
        const own = ownWords(r);
        for (const id of linked(r, 'verified_by')) {
          const c = byId.get(id);
          if (!c || c.status !== 'active') continue;
          criteria += 1;
          // A constraint's check ("works without signal") is one requirement applied to each
          // feature it bends: the same words under several features by design, each naming its own.
          if (typeof c.fields.constraint === 'string' && keyWords(c.statement).some((w) => own.has(w))) continue;
          const sk = skeleton(c.statement, own, shared);
          add(whole, sk.whole, r.id, c);
          // The same criterion copied word for word under another requirement.
          add(whole, `=${oneSpaced(c.statement)}`, r.id, c);
          if (sk.then) add(thens, sk.then, r.id, c);
        }
        // Near-duplicate requirements: the same words once the actor is taken out.
        const key = [...new Set(keyWords(r.statement).filter((w) => !shared.has(w)))].sort().join(' ');
        const first = statements.get(key);
        if (first && key) findings.push(at(r.id, `${r.id} "${r.statement.slice(0, 100)}" says what ${first} says.`, 'Merge the two requirements, or say in each what sets it apart.'));
        else statements.set(key, r.id);
      }
      const flagged = new Set<string>();
      for (const [map, min] of [
        [whole, 2],
        [thens, 3],
      ] as const) {
        for (const g of map.values()) {
          if (g.frs.size < min || g.acs.every((a) => flagged.has(a))) continue;
          for (const a of g.acs) flagged.add(a);
          const ids = g.acs.slice(0, 6).join(', ') + (g.acs.length > 6 ? ` and ${g.acs.length - 6} more` : '');
          findings.push(
            at(
              g.acs[0]!,
              `${g.frs.size} requirements share one criterion with only the feature name swapped (${ids}): "${clip(g.text, 110)}".`,
              'Write each criterion for what this feature does: the data it shows, the rule it enforces, what happens when it fails.',
            ),
          );
        }
      }
      return { checked: criteria + frs.length, failed: flagged.size + findings.filter((f) => f.itemId?.startsWith('FR')).length, findings };
    },
  },
  {
    id: 'untestable-criterion',
    severity: 'high',
    dimensions: ['testability'],
    run({ graph }): RuleResult {
      const acs = active(graph, 'criterion');
      const findings = acs.flatMap((c) => {
        const then = thenOf(c);
        const plain = withoutQuotes(then);
        const vagueOutcome = unnamed.exec(plain)?.[1];
        let why: string | null = null;
        if (then.split(/\s+/).length < 3 || unobservable.test(then)) why = 'no observable outcome';
        else if (vagueOutcome) why = `"${vagueOutcome}" names no outcome in particular`;
        // A quoted message is something shown: "then it says \"Slot taken\"" is observable.
        else if (!observable.test(plain) && !/\d/.test(plain) && !/["“]/.test(then)) why = /^(?:they|the \p{L}+) can\b/iu.test(plain) ? 'it says what they can do next, not what they see' : 'nothing in it can be seen, received or found stored';
        return why ? [at(c.id, `${c.id}: "then ${then.slice(0, 100)}": ${why}.`, 'End the criterion with what a user or tester sees, receives or finds stored ("then the five dinners’ ingredients appear on the shopping list, grouped by aisle").')] : [];
      });
      return { checked: acs.length, findings };
    },
  },
  {
    id: 'missing-edge-case',
    severity: 'medium',
    dimensions: ['testability', 'specificity'],
    run({ graph }): RuleResult {
      const { byId } = indexOf(graph);
      const frs = active(graph, 'requirement');
      const findings = frs.flatMap((r) => {
        const criteria = linked(r, 'verified_by').map((id) => byId.get(id)?.statement ?? '');
        if (!criteria.length) return [];
        const text = criteria.join('\n');
        const subject = `${r.title} ${String(r.fields.action ?? '')}`;
        const known = capabilityRes.filter((x) => x.marks.test(subject));
        // One known failure path of any capability it has is enough: "remind about a payment" is a
        // notification whose failure is a bounce, not a declined card.
        if (known.length ? known.some((x) => x.evidence.test(text)) : failure.test(text)) return [];
        const modes = known.length ? known.flatMap((x) => x.c.modes).join(', ') : 'failure, empty, permission or concurrency';
        return [at(r.id, `${r.id} "${r.title}" has only a happy path: no criterion for ${modes}.`, `Add a criterion for what the user sees when it goes wrong (${modes}).`)];
      });
      return { checked: frs.length, findings };
    },
  },
];
