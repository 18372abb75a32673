import { describe, expect, it } from 'vitest';
import { allSections } from '../../documents/markdown-sections.js';
import { earliestSimilar } from './near-duplicates.js';
import { placeholdersBySection } from './placeholders.js';

/** A small deterministic generator, so a failure reproduces. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  if (!a.size || !b.size) return 0;
  const shared = [...a].filter((w) => b.has(w)).length;
  return shared / (a.size + b.size - shared);
};

/** What the rules did before: every pair compared. */
function bruteForce(sets: ReadonlySet<string>[], t: number, classOf?: number[]): number[] {
  return sets.map((b, j) => sets.findIndex((a, i) => i < j && (!classOf || classOf[i] !== classOf[j]) && jaccard(a, b) >= t));
}

describe('earliestSimilar finds what comparing every pair finds', () => {
  it.each([0.75, 0.8, 0.5])('at threshold %s, on sets of 0 to 20 words from a small vocabulary, with and without classes', (t) => {
    const next = random(Math.round(t * 100));
    const vocab = Array.from({ length: 9 }, (_, i) => `w${i}`);
    let found = 0;
    let long = 0;
    for (let round = 0; round < 40; round += 1) {
      const sets = Array.from({ length: 30 }, () => {
        const size = next() < 0.15 ? 13 + Math.floor(next() * 8) : Math.floor(next() * 7);
        const words = size > 12 ? Array.from({ length: size }, (_, k) => `l${k}${next() < 0.1 ? 'x' : ''}`) : Array.from({ length: size }, () => vocab[Math.floor(next() * vocab.length)]!);
        return new Set(words);
      });
      const classes = sets.map(() => Math.floor(next() * 3));
      const got = earliestSimilar(sets, t);
      expect(got).toEqual(bruteForce(sets, t));
      found += got.filter((i) => i >= 0).length;
      long += got.filter((i, j) => i >= 0 && sets[j]!.size > 12).length;
      expect(earliestSimilar(sets, t, classes)).toEqual(bruteForce(sets, t, classes));
    }
    // The sets are drawn so that many have an earlier near-duplicate, long ones included.
    expect(found).toBeGreaterThan(50);
    expect(long).toBeGreaterThan(10);
  });
});

describe('placeholdersBySection reads sections as allSections splits them', () => {
  const old = (md: string) =>
    allSections(md).map((s) => ({ title: s.title, placeholder: /\b(TODO|TBD|FIXME|lorem ipsum|\[insert[^\]\n]{0,200}\]|as an ai(?: language model)?|\[AI_RECOMMEND\]|\(to be recommended\)|XXX)\b/i.exec(s.text.replace(/```[\s\S]*?```/g, ''))?.[1] ?? null }));
  const docs = [
    '',
    '# Title\n\nTODO before any section',
    '## One\nTODO\n## Two\nnothing\n##Three not a heading TBD\n',
    '## Fenced\n```\n## not a section\nTODO in code\n```\nFIXME after\n',
    '## Tilde\n~~~\n## hidden\n~~~\n  ```js\nXXX\n  ```\n## After\n[insert name] here and x[insert y]z\n',
    '## Windows\r\nTODO\r\n## Next\r\nlorem ipsum\r\n\r\n',
    '##\tTab heading \nAs an AI language model\n##  \nempty title (to be recommended)\n## Last   \n\n\n   ',
    '## Unclosed\n```\nTODO\n## still fenced\n',
    '\u00a0```\n## hidden by a fence opened after a no-break space\n```\n## Open\n[AI_RECOMMEND]',
  ];
  it.each(docs.map((d) => [JSON.stringify(d).slice(0, 50), d]))('%s', (_name, md) => {
    expect(placeholdersBySection(md)).toEqual(old(md));
  });
});
