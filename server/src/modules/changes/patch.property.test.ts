import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allSections } from '../documents/markdown-sections.js';
import { applyHunks, hunksFor, type Hunk } from './patch.js';

/** A generated document: a title, then sections picked from a small pool with random bodies. */
const titles = ['Overview', 'Requirements', 'Data model', 'Risks', 'Roadmap', 'Open questions'];
const generatedDoc = fc
  .record({
    sections: fc.subarray(titles, { minLength: 1 }),
    bodies: fc.array(fc.array(fc.constantFrom('FR-1 does a thing.', 'FR-2 changed.', '- T-3 task', 'Some text.', 'AC-1.1 holds.'), { minLength: 1, maxLength: 4 }), {
      minLength: 6,
      maxLength: 6,
    }),
  })
  .map(({ sections, bodies }) => `# Doc\n\n${sections.map((t, i) => `## ${t}\n\n${bodies[i]!.join('\n')}`).join('\n\n')}\n`);

type Step = { kind: 'edit'; section: number; line: string } | { kind: 'regenerate'; fresh: string; decisions: ('accept' | 'reject' | 'merge')[] };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), section: fc.nat(10), line: fc.string({ minLength: 1, maxLength: 12 }).map((s) => `HUMAN ${s.replace(/\s+/g, '_')}`) }),
  fc.record({ kind: fc.constant('regenerate' as const), fresh: generatedDoc, decisions: fc.array(fc.constantFrom('accept' as const, 'reject' as const, 'merge' as const), { maxLength: 8 }) }),
);

/** Adds a human line at the end of one section (or of the document when it has none). */
function edit(doc: string, section: number, line: string): string {
  const sections = allSections(doc);
  if (!sections.length) return `${doc.trimEnd()}\n\n${line}\n`;
  const s = sections[section % sections.length]!;
  const lines = doc.split('\n');
  let end = s.end;
  while (end > s.start + 1 && lines[end - 1] === '') end -= 1;
  lines.splice(end, 0, line);
  return lines.join('\n');
}

const humanLines = (doc: string) => doc.split('\n').filter((l) => l.startsWith('HUMAN '));

describe('never overwrite a human edit', () => {
  it('for random edits and regenerations, a human line is lost only when the user accepted its replacement', () => {
    fc.assert(
      fc.property(generatedDoc, fc.array(step, { maxLength: 12 }), (first, steps) => {
        let current = first;
        let generated = first;
        for (const s of steps) {
          if (s.kind === 'edit') {
            current = edit(current, s.section, s.line);
            continue;
          }
          const hunks = hunksFor('prd', current, generated, s.fresh);
          const decided: Hunk[] = hunks.map((h, i) => {
            const d = s.decisions[i] ?? 'reject';
            if (d === 'reject') return { ...h, status: 'rejected' };
            // A merge keeps what the user wrote and adds the proposal's lines.
            if (d === 'merge') return { ...h, status: 'accepted', merged: [h.before || `## ${h.sectionTitle}`, ...h.after.split('\n').slice(1)].join('\n') };
            return { ...h, status: 'accepted' };
          });
          const next = applyHunks(current, decided);
          // Lines that may go: those of sections whose plain replacement the user accepted.
          const replaced = new Set(decided.filter((h) => h.status === 'accepted' && h.merged === undefined).flatMap((h) => humanLines(h.before)));
          const kept = humanLines(next);
          for (const line of humanLines(current)) if (!replaced.has(line)) expect(kept).toContain(line);
          // A rejected section stays byte for byte.
          for (const h of decided.filter((x) => x.status === 'rejected' && x.before)) {
            expect(allSections(next).find((x) => x.title === h.sectionTitle)?.text).toBe(h.before);
          }
          current = next;
          generated = s.fresh;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a section only a person wrote is never proposed for removal', () => {
    const generated = '# Doc\n\n## Overview\n\nFR-1 does a thing.\n';
    const mine = `${generated}\n## My notes\n\nHUMAN keep this\n`;
    const hunks = hunksFor('prd', mine, generated, '# Doc\n\n## Overview\n\nFR-1 does another thing.\n');
    expect(hunks.map((h) => h.sectionTitle)).toEqual(['Overview']);
    expect(
      applyHunks(
        mine,
        hunks.map((h) => ({ ...h, status: 'accepted' })),
      ),
    ).toContain('HUMAN keep this');
  });
});
