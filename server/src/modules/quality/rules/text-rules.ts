import { active, at, hasNumber, type Rule, type RuleResult } from '../rule.js';
import { earliestSimilar } from './near-duplicates.js';
import { placeholdersBySection } from './placeholders.js';

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

export const textRules: Rule[] = [
  {
    id: 'placeholder-text',
    severity: 'high',
    dimensions: ['clarity'],
    run({ documents }): RuleResult {
      let checked = 0;
      const findings = documents.flatMap((d) =>
        placeholdersBySection(d.content).flatMap((s) => {
          checked += 1;
          return s.placeholder ? [{ itemId: null, document: d.type, section: s.title, message: `"${s.placeholder}" left in ${d.title}, section "${s.title}".`, suggestion: 'Replace the placeholder with the decision, or turn it into an open question.' }] : [];
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
      // Each repeat is named once, against the first requirement it repeats.
      const first = earliestSimilar(
        frs.map((r) => wordSet(r.title)),
        0.75,
      );
      const findings = frs.flatMap((r, j) => {
        const o = frs[first[j]!];
        return o ? [at(r.id, `${r.id} "${r.title}" repeats ${o.id} "${o.title}".`, 'Merge the two, or say in each what sets it apart.')] : [];
      });
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
      // A measure stated twice is named once, against the first statement of it; an identical text is a copy, not a conflict.
      for (const kind of ['nfr', 'metric']) {
        const same = items.filter((x) => x.i.kind === kind);
        const texts = new Map<string, number>();
        const first = earliestSimilar(
          same.map((x) => wordSet(bare(x.text))),
          0.8,
          same.map((x) => texts.get(x.text) ?? texts.set(x.text, texts.size).size - 1),
        );
        same.forEach((y, k) => {
          const x = same[first[k]!];
          if (x) findings.push(at(y.i.id, `${y.i.id} and ${x.i.id} state the same measure with different numbers: "${y.text.trim()}" vs "${x.text.trim()}".`, 'Keep one number and remove the other.'));
        });
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
