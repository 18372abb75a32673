import { entrySources } from '../../../spec/brief-diff.js';
import type { SpecItem } from '../../../spec/graph.js';
import type { ComposerBrief } from '../brief.js';
import { buildNfrs, loadTarget, performanceTargets } from './prd-quality.js';
import { keywords, textLines } from '../text.js';
import nlp from 'compromise';
import { item, sharedWords } from './item.js';
import { lexicon } from '../reader/lexicon.js';
import { matchCapabilities } from '../catalogue/match.js';

/** Success metrics, non-functional requirements and risks: the measurable side of the spec. */

/**
 * Metrics the user named, each measured on the requirements whose words it shares. A metric of
 * engagement or satisfaction is also moved by every Must requirement; revenue by those that take
 * money. Anything else stays unlinked and becomes an open question, never a guess.
 */
export function buildMetrics(brief: ComposerBrief, requirements: SpecItem[]): SpecItem[] {
  const must = requirements.filter((r) => r.fields.priority === 'Must');
  if (!brief.successMetrics.length) {
    const first = requirements[0];
    return [
      item('SM-1', 'metric', `Activation: share of new users who ${String(first?.fields.action ?? 'complete the main task')} in their first week`, 'Proposed, since no success metrics were given.', 'suggested', {
        target: '≥ 40% of sign-ups within 4 weeks of launch',
        proposed: true,
      }),
      item('SM-2', 'metric', 'Week-4 retention of activated users', 'Proposed, since no success metrics were given.', 'suggested', { target: '≥ 25%', proposed: true }),
    ].map((m, i) => {
      const ids = i === 0 ? (first ? [first.id] : []) : must.map((r) => r.id);
      for (const id of ids) requirements.find((r) => r.id === id)?.links.push({ kind: 'measured_by', to: m.id });
      return m;
    });
  }
  const sources = entrySources('successMetrics', brief.successMetrics);
  return brief.successMetrics.map((name, i) => {
    // The rule comes from the metric's own words, and each link from the metric and one
    // requirement alone: adding or removing another feature never re-links this one.
    const engagement = engagementWords.test(name);
    const money = !engagement && moneyWords.test(name);
    const m = item(`SM-${i + 1}`, 'metric', name, name, sources[i]!, {
      target: hasTarget(name) ? name : null,
      proposed: false,
      linkBasis: engagement ? 'shared words, and the Must requirements drive engagement' : money ? 'shared words, and requirements that take money or bookings' : 'shared words',
    });
    for (const r of requirements) if (metricMoves(name, r)) r.links.push({ kind: 'measured_by', to: m.id });
    return m;
  });
}

const engagementWords = /retention|retain|active|engag|usage|churn|nps|satisf|csat|repeat|return/i;
const moneyWords = /revenue|mrr|arr|gmv|paid|convers|purchase|sales|subscri|booking/i;
// Units and periods ("48 hours ahead") say how a metric is measured, not what moves it.
const units = keywords('hours days weeks months years minutes seconds times percent quarters ahead average total rate');

/**
 * Whether a requirement moves a metric, from the two alone: they share a word, or the metric is
 * about engagement and the requirement is a Must, or about money and the requirement takes it.
 * The change tracking asks the same of a new metric (changes/impact.ts).
 */
export function metricMoves(metric: string, r: Pick<SpecItem, 'title' | 'fields'>): boolean {
  if (sharedWords(metric, r.title, units).length > 0) return true;
  // "Zero double bookings" is moved by "Plot reservation": the metric names the capability the requirement is.
  if (typeof r.fields.capability === 'string' && matchCapabilities(metric).some((m) => m.capability.id === r.fields.capability)) return true;
  if (engagementWords.test(metric)) return r.fields.priority === 'Must';
  return moneyWords.test(metric) && /pay|checkout|book|order|subscri|purchas|price|buy/i.test(r.title);
}

/** "40% of …", "≥ 1,000 users", "under 2 minutes", "4.5 stars": a figure to reach, not just a period. */
/**
 * A target relative to a baseline, in the metric's own words: "Phone enquiries halved". It is a
 * target, measured against a baseline.
 */
export function relativeTarget(metric: string): boolean {
  return saysAny(metric, lexicon.relativeTargets);
}

/** "Both concerts sold out": the whole is the target, with no baseline to measure. */
function wholeTarget(metric: string): boolean {
  return saysAny(metric, lexicon.wholeTargets);
}

function saysAny(metric: string, phrases: ReadonlySet<string>): boolean {
  const text = ` ${metric.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  for (const phrase of phrases) if (text.includes(` ${phrase} `)) return true;
  return false;
}

/** "Result letters sent within 2 working days of the test", "Urgent repairs fixed within 24 hours": a limit each case must meet, in the shape of a done thing and a time. */
function perCaseLimit(metric: string): boolean {
  return nlp(metric).has('^#Adjective? #Noun+ (#PastTense|#Participle) (within|under|in under|in less than) #Value');
}

/** "All shelf fees paid by card", "Register taken for every lesson": every case, so the target is all of them. */
function everyCase(metric: string): boolean {
  const doc = nlp(metric);
  return doc.has('^(all|every|each) #Adjective? #Noun+ (#PastTense|#Participle)') || doc.has('(#PastTense|#Participle) (for|on|at|in|of) (every|each) #Noun');
}

export function hasTarget(metric: string): boolean {
  // "Invoices out the same day as the job": a deadline in words, each case against its own event.
  if (relativeTarget(metric) || wholeTarget(metric) || perCaseLimit(metric) || everyCase(metric) || saysAny(metric, lexicon.deadlineTargets)) return true;
  // "Zero double bookings", "No missed doses": the target is none at all.
  if (/^(?:zero|no|none of the|0)\s+\w/i.test(metric.trim())) return true;
  // "Every priority street cleared within 4 hours": a limit every case must meet is a target, not a window.
  if (/^(?:every|each|all)\b.*\bwithin\s+\d/i.test(metric.trim())) return true;
  // "Route reassignment in under a minute": a time limit in words.
  if (/\b(?:under|within|less than)\s+(?:a|an|one|half an?)\s+(?:second|minute|hour|day|week)\b/i.test(metric)) return true;
  // "500 active members", "1,000 tickets sold": a number of things, not a period ("within 60 days").
  if (/\b\d[\d,.]*\s+(?:[a-z-]+\s+){0,2}?(?!(?:days?|weeks?|months?|years?|hours?|minutes?|seconds?|times)\b)[a-z-]+s\b/i.test(metric) && !/\b(?:within|after|in|over|for|every|per)\s+\d/i.test(metric)) return true;
  return /\d\s*(?:%|percent|k\b|x\b|stars?\b|users|customers|members|downloads|orders|bookings|signups|sign-ups)|[≥≤><]=?\s*[$€£]?\d|[$€£]\s?\d|\b(?:to|of|at least|over|under|below|above|from)\s+[$€£]?\d|\d[\d,.]*\s*(?:per|\/)\s*\w/i.test(metric);
}

/** Thresholds live on the NFRs, each with the figure a test checks. */
export function buildNfrItems(brief: ComposerBrief): SpecItem[] {
  const t = performanceTargets[brief.performanceExpectations];
  const thresholds: Record<string, string> = {
    Performance: `p95 ≤ ${t.p95}; interactive ≤ ${t.interactive}`,
    'Availability and recovery': `${t.availability} monthly; RPO ${t.rpo}`,
    Scalability: `load test: ${loadTarget(brief).text}`,
    'Accessibility and platforms': 'WCAG 2.2 AA: no critical axe findings',
    'Security and privacy': 'OWASP ASVS level 1: 0 high or critical findings open at launch',
  };
  return buildNfrs(brief).map((n, i) =>
    item(n.id, 'nfr', n.category, n.statement, sourceOfNfr(n.category, brief), {
      category: n.category,
      threshold: thresholds[n.category] ?? (n.category === 'Compliance' ? 'audit of the listed controls passes before launch' : 'verified by a test before launch'),
      order: i + 1,
    }),
  );
}

function sourceOfNfr(category: string, brief: ComposerBrief): string {
  if (category === 'Performance' || category === 'Availability and recovery') return 'brief:performanceExpectations';
  if (category === 'Scalability') return 'brief:projectScope';
  if (category === 'Compliance') return 'brief:compliance';
  if (category === 'Security and privacy') return brief.securityConcerns && !brief.securityConcerns.startsWith('[') ? 'brief:securityConcerns' : 'suggested';
  return 'brief:platforms';
}

/** "Risk — mitigation", "Risk: mitigate by …", "Risk (mitigation: …)": the user's words, split. */
export function splitRisk(line: string): { risk: string; mitigation: string | null } {
  const marker = /\b(?:mitigation|mitigated by|mitigate(?:d)?(?: it| this)? by|mitigate)\b\s*:?\s*/i.exec(line);
  const dash = /\s(?:—|–|->|→)\s/.exec(line);
  // "Patients without phones: keep a paper ticket option" (a lone label such as "Risk:" is no risk).
  const colon = /:\s+/.exec(line);
  const labelled = colon && line.slice(0, colon.index).trim().split(/\s+/).length >= 2 ? colon : null;
  const at = marker ?? dash ?? labelled;
  if (!at) return { risk: line, mitigation: null };
  const risk = line
    .slice(0, at.index)
    .trim()
    .replace(/[\s(:;,.—–-]+$/, '');
  const mitigation = line
    .slice(at.index + at[0].length)
    .trim()
    .replace(/^[\s:—–-]+/, '')
    .replace(/\)\s*$/, '');
  return risk && mitigation ? { risk, mitigation } : { risk: line, mitigation: null };
}

export function buildRisks(brief: ComposerBrief, requirements: SpecItem[], ignore: ReadonlySet<string>): SpecItem[] {
  const lines = textLines(brief.risks);
  const sources = entrySources('risks', lines);
  return lines.map((line, i) => {
    const { risk, mitigation } = splitRisk(line);
    // A risk concerns the features whose main phrase it names (not their details): per feature, so another feature added or removed changes nothing here.
    const concerned = requirements.filter((r) => sharedWords(risk, r.title, ignore).length > 0);
    return item(
      `RISK-${i + 1}`,
      'risk',
      risk,
      line,
      sources[i]!,
      {
        mitigation: mitigation ?? 'Suggested: name an owner for this risk, agree the early warning sign to watch, and review it at every milestone.',
        mitigationSource: mitigation ? 'user' : 'suggested',
      },
      concerned.map((r): ['concerns', string] => ['concerns', r.id]),
    );
  });
}
