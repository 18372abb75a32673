/**
 * Matching a product or regulation by the names people write for it ("GOV.UK Notify", "UK-GDPR",
 * "ISO/IEC 27001", "GPT-4o"): whole words in any case, never letters inside another word ("Sage"
 * is not in "message", "ada" not in "Canada"). The words of a name may be joined by spaces,
 * hyphens, dots, slashes or nothing; a trailing `*` lets the last word run on ("gpt*" reads
 * "gpt4o"). Names are data (services.json, compliance.json); this is the one reading of them.
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function namePattern(name: string): RegExp {
  const runOn = name.endsWith('*');
  const words = name
    .replace(/\*$/, '')
    .toLowerCase()
    .split(/[\s\-./]+/)
    .filter(Boolean);
  if (!words.length) throw new Error(`empty name "${name}"`);
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.map(escape).join('[\\s\\-./]*')}${runOn ? '[\\p{L}\\p{N}]*' : ''}(?![\\p{L}\\p{N}])`, 'iu');
}

/** One test for a list of names, as one pattern: does the text name any of them? */
export function namesMatcher(names: readonly string[]): (text: string) => boolean {
  const one = new RegExp(names.map((n) => namePattern(n).source).join('|'), 'iu');
  // The pattern runs only on a text that contains some name's first word: most texts contain none.
  const firsts = [...new Set(names.map((n) => n.toLowerCase().split(/[\s\-./*]+/)[0]!))];
  return (text) => {
    const lower = text.toLowerCase();
    return firsts.some((f) => lower.includes(f)) && one.test(text);
  };
}
