import { termTags } from './language.js';

/**
 * One sentence, several acts: "The clerk confirms the reservation, issues the certificate and sends
 * the fee invoice" is three steps of the same person. A clause opens after a comma or "and" with a
 * verb in the same present tense as the sentence's first verb ("confirms … issues … sends"); each
 * later step names the subject again ("the clerk issues the certificate"), so it still says who.
 * A list of things ("the pitch, the repairs and the humidity") or a clause with its own subject
 * stays as written.
 */
export function clauseSteps(step: string): string[] {
  const words = step.split(/\s+/);
  const tags = termTags(step);
  if (tags.length !== words.length || words.length < 6) return [step];
  const finite = (i: number) => !!tags[i]?.includes('PresentTense') && !tags[i]!.includes('Auxiliary') && /[^s]s$/i.test(words[i]!) && !tags[i]!.includes('Noun');
  // "When the member returns it, the volunteer scans it back in, notes …": a sentence that opens with
  // a subordinate clause has its subject after that clause's comma.
  const opening = /^(?:when|whenever|after|before|once|if|while|until|because|since|as)$/i.test(words[0] ?? '') ? words.findIndex((w) => /,$/.test(w)) + 1 : 0;
  if (opening < 0) return [step];
  const first = words.findIndex((_, i) => i >= opening && finite(i));
  // The subject is the noun phrase right before the first verb, after any opening phrase ("After the burial", "The evening before,").
  if (first < 1) return [step];
  const lead = words.slice(0, first);
  const cut = Math.max(
    lead.map((w) => /,$/.test(w)).lastIndexOf(true) + 1,
    lead.findIndex((w, i) => /^(?:the|a|an|each|every|their|his|her)$/i.test(w) && !lead.slice(i + 1).some((x) => /^(?:the|a|an)$/i.test(x))),
  );
  const subject = lead.slice(Math.max(0, cut)).join(' ');
  if (!subject || !tags[first - 1]?.includes('Noun')) return [step];
  // "issues the certificate", "picks a free plot": a word in -s before an article acts, though the tagger may read a plural noun.
  const acts = (i: number) => finite(i) || (/[^s]s$/i.test(words[i]!) && /^(?:the|a|an|their|his|her|its|each|every)$/i.test(words[i + 1] ?? ''));
  const starts: number[] = [];
  for (let i = first + 2; i < words.length - 1; i++) {
    const prev = words[i - 1]!;
    if (/,$/.test(prev) && acts(i)) starts.push(i);
    else if (/^and$/i.test(prev) && acts(i)) starts.push(i - 1);
  }
  if (!starts.length) return [step];
  const out: string[] = [];
  let from = 0;
  for (const s of starts) {
    out.push(words.slice(from, s).join(' ').replace(/,$/, ''));
    from = /^and$/i.test(words[s]!) ? s + 1 : s;
  }
  out.push(words.slice(from).join(' '));
  const named = subject.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  return out.map((c, n) => (n === 0 ? c : `${named} ${c.replace(/^,?\s*/, '')}`)).map((c) => c.replace(/[,\s]+$/, ''));
}
