import { describe, expect, it } from 'vitest';
import { findSection, replaceSection, sectionText } from './markdown-sections.js';

const doc = ['# Title', '', '> note', '', '## First', '', 'one', '', '```md', '## Not a heading', '```', '', '## Last', '', 'two', ''].join('\n');

describe('markdown sections', () => {
  it('finds a section by its heading, ignoring headings inside fenced blocks', () => {
    const first = findSection(doc, 'First')!;
    expect(sectionText(doc, first)).toBe('## First\n\none\n\n```md\n## Not a heading\n```');
    expect(findSection(doc, 'Not a heading')).toBeNull();
    expect(findSection(doc, '  last ')).not.toBeNull();
  });

  it('replaces a middle or the last section and keeps the rest', () => {
    const middle = replaceSection(doc, findSection(doc, 'First')!, '## First\n\nnew');
    expect(middle).toBe('# Title\n\n> note\n\n## First\n\nnew\n\n## Last\n\ntwo\n');
    const last = replaceSection(middle, findSection(middle, 'Last')!, '## Last\n\nthree\n\n');
    expect(last).toBe('# Title\n\n> note\n\n## First\n\nnew\n\n## Last\n\nthree\n');
  });
});
