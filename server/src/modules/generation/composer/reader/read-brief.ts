import type { ComposerBrief } from '../brief.js';
import { lexicon } from './lexicon.js';

/**
 * Facts the brief states in its free text, read where the wizard has no field of its own for
 * them: the team size written in the notes ("a budget of two developers").
 */

/** The free-text fields the reader takes plan facts from. */
type TextFields = Pick<ComposerBrief, 'additionalNotes' | 'technicalConstraints' | 'risks' | 'businessGoals' | 'projectDescription' | 'futureEvolution'>;

const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, a: 1, single: 1 };

const teamPattern =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a single|single)\s+(?:full[- ]time\s+|part[- ]time\s+|(?!(?:hundred|thousand|million)\b)[a-z-]{3,20}\s+)?(developers?|engineers?|devs?|programmers?|people|persons?)\b/i;

/** The team size the free text states, or null. Only people who build count ("two developers", "a team of 4"). */
export function statedTeamSize(brief: TextFields): number | null {
  const text = [brief.additionalNotes, brief.technicalConstraints, brief.risks, brief.businessGoals, brief.projectDescription, brief.futureEvolution].join('\n');
  const of = /\bteam of (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b/i.exec(text);
  const m = teamPattern.exec(text);
  const raw = m && (/developer|engineer|dev|programmer/i.test(m[2]!) || /\b(?:team|budget|staff|build)\b/i.test(text.slice(Math.max(0, m.index - 40), m.index))) ? m[1]! : of?.[1];
  if (!raw) return null;
  const n = /^\d+$/.test(raw) ? Number(raw) : numberWords[raw.toLowerCase().replace(/^a /, '')];
  return n && n >= 1 && n <= 50 ? n : null;
}

/**
 * How much of a working week the stated team gives, when the brief says so next to it ("One
 * volunteer developer, weekends only", "two developers, three days a week", "part-time"): a share
 * of five working days, or null for full time. Read only from the sentence that states the team.
 */
export function statedCapacity(brief: TextFields): { share: number; text: string } | null {
  const text = [brief.additionalNotes, brief.technicalConstraints, brief.risks, brief.businessGoals, brief.projectDescription, brief.futureEvolution].join('\n');
  const m = teamPattern.exec(text) ?? /\bteam of\b/i.exec(text);
  if (!m) return null;
  const from = Math.max(text.lastIndexOf('\n', m.index), text.lastIndexOf('. ', m.index)) + 1;
  const end = text.slice(m.index).search(/\.(?:\s|$)|\n/);
  // Up to the next person named ("… and a part-time designer" is not the developers' time).
  const rest = text.slice(m.index + m[0].length, end < 0 ? undefined : m.index + end);
  const own = rest.split(/;|\band\s+(?:a|an|one|two|three|four|five|\d+)\s/i)[0]!;
  const sentence = `${text.slice(from, m.index)}${m[0]}${own}`;
  if (/\b(?:weekends?|saturdays?|sundays?)(?:\s+only)?\b/i.test(sentence) && /\b(?:only|at weekends|on weekends|weekends)\b/i.test(sentence)) return { share: 2 / 5, text: 'weekends only' };
  const days = /\b(one|two|three|four|[1-4])\s+days?\s+(?:a|per|each)\s+week\b/i.exec(sentence);
  if (days) {
    const n = /^\d$/.test(days[1]!) ? Number(days[1]) : numberWords[days[1]!.toLowerCase()]!;
    return { share: n / 5, text: `${days[1]} day${n > 1 ? 's' : ''} a week` };
  }
  if (/\b(?:part[- ]time|half[- ]time)\b/i.test(sentence)) return { share: 1 / 2, text: 'part-time' };
  return null;
}

const monthNames = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const monthPattern = `(${monthNames.join('|')}|${monthNames.map((m) => m.slice(0, 3)).join('|')})\\.?`;
const amount = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an)';
/**
 * A duration is a deadline when it bounds the work ("within four months", "in 10 weeks") or names
 * it ("a six-week build"), never when it measures something else ("keep 2 years of records").
 */
const durationPatterns = [
  new RegExp(`\\b(?:within|in|inside|under|over|by|about|around|roughly)\\s+${amount}[\\s-]+(weeks?|months?|years?)\\b(?!\\s+of\\b)`, 'i'),
  new RegExp(`\\b${amount}[\\s-]+(week|month|year)s?[\\s-]+(?:build|project|pilot|mvp|timeline|sprint|runway|rollout)\\b`, 'i'),
];
const datePatterns: { re: RegExp; day: (m: RegExpExecArray) => [number, number, number] }[] = [
  { re: /\b(20\d\d)-(\d\d)-(\d\d)\b/, day: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  { re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${monthPattern},?\\s+(20\\d\\d)\\b`, 'i'), day: (m) => [Number(m[3]), monthOf(m[2]!), Number(m[1])] },
  { re: new RegExp(`\\b${monthPattern}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(20\\d\\d)\\b`, 'i'), day: (m) => [Number(m[3]), monthOf(m[1]!), Number(m[2])] },
  // "the end of May 2027": the month's last day.
  { re: new RegExp(`\\bend of\\s+${monthPattern},?\\s+(20\\d\\d)\\b`, 'i'), day: (m) => [Number(m[2]), monthOf(m[1]!), 0] },
];

function monthOf(name: string): number {
  return monthNames.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3))) + 1;
}

/** A deadline the brief's own words give when its timeline is Custom or not chosen. */
export type StatedDeadline = { text: string } & ({ months: number } | { weeks: number } | { date: string });

/**
 * The delivery deadline the free text states ("launch within four months", "the pilot must be
 * live by 1 May 2027", "a six-week build"): a duration or a date in a sentence that speaks of
 * delivering (`deadlineWords`, or "wants it" / "needs it": `deadlineAskVerbs`). Read from the notes, goals, constraints and description, never
 * from the problem ("patients wait three months") or the risks; null when none is stated. A date
 * on or before the start day is no deadline.
 */
export function statedDeadline(brief: Pick<ComposerBrief, 'additionalNotes' | 'businessGoals' | 'technicalConstraints' | 'projectDescription' | 'startDate'>): StatedDeadline | null {
  const text = [brief.additionalNotes, brief.businessGoals, brief.technicalConstraints, brief.projectDescription].join('\n');
  for (const sentence of text.split(/(?<=[.!?;])\s+|\n/)) {
    const words = sentence.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? [];
    const asksForIt = words.some((w, i) => words[i + 1] === 'it' && lexicon.deadlineAskVerbs.has(w));
    if (!asksForIt && !words.some((w) => lexicon.deadlineWords.has(w))) continue;
    const said = sentence.trim().replace(/[;,.:]+$/, '');
    for (const { re, day } of datePatterns) {
      const m = re.exec(sentence);
      if (!m) continue;
      const [y, mo, d] = day(m);
      if (mo < 1 || mo > 12) continue;
      const at = new Date(Date.UTC(y, d === 0 ? mo : mo - 1, d));
      if (d !== 0 && at.getUTCMonth() !== mo - 1) continue;
      const iso = at.toISOString().slice(0, 10);
      if (iso > brief.startDate) return { date: iso, text: said };
    }
    const m = durationPatterns.map((re) => re.exec(sentence)).find((x) => x !== null);
    if (!m) continue;
    const raw = m[1]!.toLowerCase();
    const n = /^\d+$/.test(raw) ? Number(raw) : numberWords[raw === 'an' ? 'a' : raw]!;
    const unit = m[2]!.toLowerCase();
    if (unit.startsWith('week') ? n > 104 : unit.startsWith('year') ? n > 3 : n > 36) continue;
    return unit.startsWith('week') ? { weeks: n, text: said } : { months: unit.startsWith('year') ? 12 * n : n, text: said };
  }
  return null;
}

/**
 * What the free text says about the plan (team size, working share, deadline), as one comparable
 * text over a brief's values as the change tracking keeps them (`BriefFacts.values`): when it
 * differs between two briefs, an edit of the notes moves every date even though no plan field
 * changed. The deadline is compared only where it counts (Custom or no timeline).
 */
export function statedPlanKey(values: Readonly<Record<string, string>>): string {
  const text = {
    additionalNotes: values.additionalNotes ?? '',
    technicalConstraints: values.technicalConstraints ?? '',
    risks: values.risks ?? '',
    businessGoals: values.businessGoals ?? '',
    projectDescription: values.projectDescription ?? '',
    futureEvolution: values.futureEvolution ?? '',
  };
  const open = !values.timeline || values.timeline === 'Custom';
  const deadline = open ? statedDeadline({ ...text, startDate: '' }) : null;
  // The deadline itself, not the sentence that states it: rewording it moves no date.
  const when = deadline && ('date' in deadline ? deadline.date : 'weeks' in deadline ? `${deadline.weeks}w` : `${deadline.months}m`);
  return JSON.stringify([statedTeamSize(text), statedCapacity(text)?.share ?? null, when]);
}
