import type { ComposerBrief } from '../generation/composer/index.js';
import { entryIndex } from '../spec/brief-diff.js';
import type { SpecGraph, SpecItem } from '../spec/graph.js';
import type { Finding } from './rule.js';

/** How an answer is written into the brief field, beyond "append to a list / set a text". */
export type AnswerWrite =
  /** A list entry (or a line of a text) equal to `match` becomes `<prefix><answer><suffix>`. */
  | { mode: 'replace'; match: string; prefix: string; suffix: string }
  /** A line `<label>: <answer>` is added to the text field (the notes). */
  | { mode: 'note'; label: string };

export interface ItemQuestion {
  id: string;
  field: string;
  question: string;
  why: string;
  suggestions: string[];
  list: boolean;
  write: AnswerWrite;
  finding: Finding;
}

const clip = (s: string, n = 70) => (s.length > n ? `${s.slice(0, n).replace(/\s+\S*$/, '')}…` : s);

/** The persona as a feature's subject: "Busy parents with two or more kids" → "Busy parents". */
const shortPersona = (title: string) =>
  title
    .split(/\s+(?:with|who|that|whose|for)\s+|\s+[—–-]\s+|[,(:]/)[0]!
    .split(/\s+/)
    .slice(0, 3)
    .join(' ');

/** The brief feature a requirement comes from (its source names the entry). */
function featureOf(r: SpecItem | undefined, brief: ComposerBrief | null): string | null {
  if (!r || !brief) return null;
  return brief.keyFeatures[entryIndex(r.source, 'keyFeatures', brief.keyFeatures)] ?? null;
}

/** The requirement a criterion verifies (criteria are AC-<fr>.<n>). */
const requirementOf = (id: string | null, byId: Map<string, SpecItem>) => (id ? byId.get(id.startsWith('AC-') ? `FR-${id.slice(3).split('.')[0]}` : id) : undefined);

/**
 * A finding on an item as a question a person answers in a few words or by picking one answer.
 * Answers to metric, risk and feature questions rewrite the brief entry they came from, so the
 * next spec fixes the finding; answers about criteria go to the brief's notes, where per-feature
 * details are kept until the brief has a field for them.
 */
export function itemQuestion(f: Finding, graph: SpecGraph | null, brief: ComposerBrief | null, byId: Map<string, SpecItem>): ItemQuestion | null {
  const item = f.itemId ? byId.get(f.itemId) : undefined;
  const fr = requirementOf(f.itemId, byId);
  const feature = featureOf(fr, brief);
  const personas = (graph?.items ?? []).filter((i) => i.kind === 'persona' && i.status === 'active').map((p) => shortPersona(p.title));
  const base = { id: `${f.rule}:${f.itemId ?? ''}`, finding: f };
  switch (f.rule) {
    case 'metric-without-target':
      return item
        ? {
            ...base,
            field: 'successMetrics',
            list: true,
            question: `What should "${clip(item.title)}" reach, and by when?`,
            why: 'A metric without a number cannot tell whether the release worked.',
            suggestions: ['≥ 1,000 by month 3', '≥ 25% by month 6'],
            write: { mode: 'replace', match: item.title, prefix: `${item.title} `, suffix: '' },
          }
        : null;
    case 'integration-unexplained':
      return item
        ? {
            ...base,
            field: 'integrations',
            list: true,
            question: `What is ${clip(item.title)} used for?`,
            why: 'An integration with no stated use cannot be built or tested.',
            suggestions: [],
            write: { mode: 'replace', match: item.title, prefix: `${item.title} for `, suffix: '' },
          }
        : null;
    case 'risk-without-mitigation':
      return item
        ? {
            ...base,
            field: 'risks',
            list: false,
            question: `What will you do about "${clip(item.title)}"?`,
            why: 'The PRD keeps your mitigation; a generic one helps nobody.',
            suggestions: [],
            write: { mode: 'replace', match: item.title, prefix: `${item.title}: `, suffix: '' },
          }
        : null;
    case 'actor-mismatch':
      return feature && fr && personas.length
        ? {
            ...base,
            id: `actor-mismatch:${fr.id}`,
            field: 'keyFeatures',
            list: true,
            question: `Who ${fr.fields.form === 'receive' ? 'receives' : 'does'} "${clip(feature)}"?`,
            why: 'Criteria, flows and tests speak of whoever the requirement names.',
            suggestions: personas,
            write: { mode: 'replace', match: feature, prefix: '', suffix: ` ${String(fr.fields.action ?? feature.toLowerCase())}` },
          }
        : null;
    case 'generic-requirement':
    case 'ungrammatical-statement':
    case 'not-singular':
      return feature && fr
        ? {
            ...base,
            id: `feature:${fr.id}`,
            field: 'keyFeatures',
            list: true,
            question: `What does a user do with "${clip(feature)}"? One behaviour, as a verb and what it acts on.`,
            why: 'A requirement that names a thing, or joins two behaviours, cannot be tested as one.',
            suggestions: [],
            write: { mode: 'replace', match: feature, prefix: '', suffix: '' },
          }
        : null;
    case 'missing-edge-case':
      return fr
        ? note(
            base,
            `edge:${fr.id}`,
            `When "${clip(fr.title)}" goes wrong (${clip(f.message.split('no criterion for ')[1]?.replace(/\.$/, '') ?? 'a failure', 60)}), what should the user see?`,
            'Failure paths are where most defects hide; without one the feature has only a happy path.',
            `${fr.title} — when it goes wrong`,
          )
        : null;
    case 'untestable-criterion':
    case 'duplicate-criteria':
      return fr
        ? note(base, `outcome:${fr.id}`, `What does the user see, receive or find stored once "${clip(fr.title)}" has worked?`, 'A criterion is a test only when it names what can be observed, in this feature’s own terms.', `${fr.title} — outcome`)
        : null;
    case 'vague-term': {
      const word = /^"([^"]+)"/.exec(f.message)?.[1] ?? 'it';
      return fr
        ? note(base, `measure:${fr.id}`, `What number and unit does "${word}" mean for "${clip(fr.title)}"?`, 'A vague word cannot be tested; a number and unit can.', `${fr.title} — "${word}" means`, ['within 1 s', 'within 3 s', 'in 3 taps or fewer'])
        : null;
    }
    case 'constraint-unaddressed':
      return note(base, `constraint:${f.message.slice(0, 40)}`, `How will the team honour ${clip(f.message.replace(/ is addressed by no criterion, decision or task\.$/, ''), 90)}?`, 'A constraint nobody plans for is found in production.', 'Constraint plan');
    case 'open-question':
      return item ? note(base, `question:${item.id}`, item.title, 'The PRD lists it as open; the answer becomes part of the spec.', item.title) : null;
    default:
      return null;
  }
}

function note(base: { id: string; finding: Finding }, id: string, question: string, why: string, label: string, suggestions: string[] = []): ItemQuestion {
  return { ...base, id, field: 'additionalNotes', list: false, question, why, suggestions, write: { mode: 'note', label } };
}
