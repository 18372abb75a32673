import type { ComposerBrief } from '../brief.js';

/**
 * Facts the brief states in its free text, read where the wizard has no field of its own for
 * them: the team size written in the notes ("a budget of two developers").
 */

const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, a: 1, single: 1 };

const teamPattern =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a single|single)\s+(?:full[- ]time\s+|part[- ]time\s+|(?!(?:hundred|thousand|million)\b)[a-z-]{3,20}\s+)?(developers?|engineers?|devs?|programmers?|people|persons?)\b/i;

/** The team size the free text states, or null. Only people who build count ("two developers", "a team of 4"). */
export function statedTeamSize(brief: ComposerBrief): number | null {
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
export function statedCapacity(brief: ComposerBrief): { share: number; text: string } | null {
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
