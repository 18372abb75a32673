import { modals, notVerbs, systemActors } from '../knowledge/wording.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One regex for a list of phrases, longest first, matched case-insensitively at word starts;
 * `whole` also requires a word end (for "fast", not "faster"), otherwise a stem matches ("declin").
 */
export function phraseRegex(phrases: readonly string[], whole = true): RegExp {
  const body = [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((p) => escape(p).replace(/[ -]/g, '[ -]'))
    .join('|');
  // The phrases are ASCII: \\b without the unicode flag is several times faster than lookarounds.
  return new RegExp(`\\b(${body})${whole ? '\\b' : ''}`, 'i');
}

/** Quoted names ("the step “…”") are the item's own content, not its wording. */
export const withoutQuotes = (s: string) => (/["“']/.test(s) ? s.replace(/"[^"]*"|“[^”]*”|'[^']{3,}'/g, ' ') : s);

export interface ParsedStatement {
  actor: string;
  modal: string;
  verb: string;
  rest: string;
  /** The actor is the system ("the system shall …"), not a person. */
  system: boolean;
}

const modalRe = new RegExp(`^(.+?)\\s+(${modals.join('|')})(?:\\s+(?:be able to|not))?\\s+(\\S+)\\s*(.*)$`, 'i');
const earsRe = /^(?:when|while|if|where|after|once)\b[^,]+,\s*(.+)$/i;
const notVerb = new Set(notVerbs);
const systemSubjects = new Set(systemActors);

/** "<actor> can <verb> …", or an EARS statement ("When …, the system shall <verb> …"); null when it is neither. */
const parsed = new Map<string, ParsedStatement | null>();

export function parseStatement(statement: string): ParsedStatement | null {
  // Four rules read each statement: parse it once (bounded, so a long-running server does not grow it).
  if (parsed.has(statement)) return parsed.get(statement)!;
  if (parsed.size > 20_000) parsed.clear();
  const result = parseOnce(statement);
  parsed.set(statement, result);
  return result;
}

function parseOnce(statement: string): ParsedStatement | null {
  const first = statement
    .trim()
    .split(/(?<=[.!?])\s+/)[0]!
    .replace(/[.!?]+$/, '');
  const body = earsRe.exec(first)?.[1] ?? first;
  const m = modalRe.exec(body);
  if (!m) return null;
  const actor = m[1]!.trim();
  return { actor, modal: m[2]!.toLowerCase(), verb: m[3]!.toLowerCase().replace(/[^\p{L}-]/gu, ''), rest: m[4]!.trim(), system: systemSubjects.has(actor.toLowerCase()) };
}

/** Why a parsed statement is not one well-formed sentence, or null. */
export function grammarProblem(statement: string, p: ParsedStatement | null): string | null {
  if (!p) return 'it is not an "<actor> can <verb> …" (or "When …, the system shall …") sentence';
  if (!/\p{L}/u.test(p.actor) || p.actor.split(/\s+/).length > 12) return `"${p.actor}" is not an actor`;
  if (notVerb.has(p.verb) || !p.verb) return `"${p.modal}" is followed by "${p.verb || 'nothing'}", not by a verb`;
  const doubled = /(?<![\p{L}])([\p{L}]+)\s+\1(?![\p{L}])/iu.exec(statement);
  if (doubled) return `"${doubled[1]} ${doubled[1]}" repeats a word`;
  if (!p.rest) return `it stops after "${p.modal} ${p.verb}": nothing says on what`;
  return null;
}
