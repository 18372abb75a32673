import { describe, expect, it } from 'vitest';
import { merge3 } from './merge3.js';

const lines = (...l: string[]) => l.join('\n');

describe('three-way merge of a section', () => {
  const base = lines('## Milestones', '', '- **M-1** 2026-01-15: Foundations ready', '- **M-2** 2026-02-12: Launch');
  const theirs = lines('## Milestones', '', '- **M-1** 2026-12-03: Foundations ready', '- **M-2** 2027-01-08: Launch');

  it('keeps a hand edit on other lines and takes the new dates', () => {
    const mine = lines('## Milestones', '', 'Hand note: dates agreed with sales.', '- **M-1** 2026-01-15: Foundations ready', '- **M-2** 2026-02-12: Launch');
    expect(merge3(base, mine, theirs)).toBe(lines('## Milestones', '', 'Hand note: dates agreed with sales.', '- **M-1** 2026-12-03: Foundations ready', '- **M-2** 2027-01-08: Launch'));
  });

  it('keeps a hand edit at the end, and either side alone', () => {
    const mine = `${base}\n- **M-3** 2026-03-01: Party`;
    expect(merge3(base, mine, theirs)).toBe(`${theirs}\n- **M-3** 2026-03-01: Party`);
    expect(merge3(base, base, theirs)).toBe(theirs);
    expect(merge3(base, mine, base)).toBe(mine);
  });

  it('answers null where both change the same line differently', () => {
    const mine = lines('## Milestones', '', '- **M-1** 2026-01-20: Foundations ready', '- **M-2** 2026-02-12: Launch');
    expect(merge3(base, mine, theirs)).toBeNull();
  });

  it('takes a change both sides made alike once', () => {
    expect(merge3(base, theirs, theirs)).toBe(theirs);
  });
});
