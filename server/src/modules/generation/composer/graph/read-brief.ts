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
