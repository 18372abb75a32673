import { allSections } from '../../documents/markdown-sections.js';
import { similarity } from '../../spec/brief-diff.js';
import { active, at, hasNumber, type Rule, type RuleResult } from '../rule.js';

// "[insert …]" is bounded to one short line: unbounded, every unclosed "[insert" rescanned the rest of the text.
const placeholders = /\b(TODO|TBD|FIXME|lorem ipsum|\[insert[^\]\n]{0,200}\]|as an ai(?: language model)?|\[AI_RECOMMEND\]|\(to be recommended\)|XXX)\b/i;

/** One concept, several names: groups of words readers take for the same thing. */
const synonymGroups = [
  ['customer', 'client', 'buyer', 'shopper'],
  ['booking', 'reservation', 'appointment'],
  ['sign in', 'log in', 'login', 'signin'],
  ['e-mail', 'email'],
  ['purchase', 'order'],
  ['admin', 'administrator', 'operator'],
  ['team', 'workspace', 'organisation', 'organization'],
];

const wordSet = (s: string) => new Set(s.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);

/** Shared words over all words, on sets built once (the pairwise checks are quadratic). */
function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export const textRules: Rule[] = [
  {
    id: 'placeholder-text',
    severity: 'high',
    dimensions: ['clarity'],
    run({ documents }): RuleResult {
      let checked = 0;
      const findings = documents.flatMap((d) =>
        allSections(d.content).flatMap((s) => {
          checked += 1;
          const m = placeholders.exec(s.text.replace(/```[\s\S]*?```/g, ''));
          return m ? [{ itemId: null, document: d.type, section: s.title, message: `"${m[1]}" left in ${d.title}, section "${s.title}".`, suggestion: 'Replace the placeholder with the decision, or turn it into an open question.' }] : [];
        }),
      );
      return { checked, findings };
    },
  },
  {
    id: 'duplicate-requirement',
    severity: 'medium',
    dimensions: ['clarity'],
    run({ graph }): RuleResult {
      const frs = active(graph, 'requirement');
      const sets = frs.map((r) => wordSet(r.title));
      const findings: RuleResult['findings'] = [];
      for (let i = 0; i < frs.length; i += 1) {
        for (let j = i + 1; j < frs.length; j += 1) {
          if (jaccard(sets[i]!, sets[j]!) >= 0.75) {
            findings.push(at(frs[j]!.id, `${frs[j]!.id} "${frs[j]!.title}" repeats ${frs[i]!.id} "${frs[i]!.title}".`, 'Merge the two, or say in each what sets it apart.'));
          }
        }
      }
      return { checked: frs.length, findings };
    },
  },
  {
    id: 'conflicting-numbers',
    severity: 'high',
    dimensions: ['clarity', 'feasibility'],
    run({ graph }): RuleResult {
      const items = [...active(graph, 'nfr'), ...active(graph, 'metric')].map((i) => ({ i, text: `${i.title} ${String(i.fields.threshold ?? i.fields.target ?? '')}` })).filter((x) => hasNumber(x.text));
      const bare = (s: string) => s.replace(/[\d.,]+/g, '#');
      const findings: RuleResult['findings'] = [];
      for (let a = 0; a < items.length; a += 1) {
        for (let b = a + 1; b < items.length; b += 1) {
          const x = items[a]!;
          const y = items[b]!;
          if (x.i.kind === y.i.kind && x.text !== y.text && similarity(bare(x.text), bare(y.text)) >= 0.8) {
            findings.push(at(y.i.id, `${y.i.id} and ${x.i.id} state the same measure with different numbers: "${y.text.trim()}" vs "${x.text.trim()}".`, 'Keep one number and remove the other.'));
          }
        }
      }
      return { checked: items.length, findings };
    },
  },
  {
    id: 'terminology-drift',
    severity: 'low',
    dimensions: ['clarity'],
    run({ brief, graph }): RuleResult {
      const corpus = [brief.projectDescription, ...brief.keyFeatures, ...graph.items.filter((i) => i.status === 'active' && (i.kind === 'requirement' || i.kind === 'entity' || i.kind === 'journey')).map((i) => i.title)].join('\n').toLowerCase();
      const used = synonymGroups.map((g) => g.filter((w) => new RegExp(`\\b${w}s?\\b`).test(corpus))).filter((g) => g.length > 0);
      const findings = used.filter((g) => g.length > 1).map((g) => at(null, `One concept, several names: ${g.map((w) => `"${w}"`).join(', ')}.`, `Pick one of ${g.join(' / ')} and use it everywhere.`));
      return { checked: used.length, findings };
    },
  },
];
