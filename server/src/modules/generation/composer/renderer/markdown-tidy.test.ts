import { describe, expect, it } from 'vitest';
import { findSection } from '../../../documents/markdown-sections.js';
import { heading } from '../text.js';
import { headingText, tidyMarkdown } from './markdown-tidy.js';

describe('tidyMarkdown', () => {
  it("drops a heading's trailing punctuation, autolinks bare URLs and collapses blank lines, outside code only", () => {
    const md = ['# Meal planner.', '', '', 'Docs: https://docs.stripe.com/payments.', 'See `https://x.example/mcp` and <https://y.example>.', '```json', '', '', '{"url": "https://z.example"}', '# Not a heading.', '```', ''].join('\n');
    expect(tidyMarkdown(md).split('\n')).toEqual(['# Meal planner', '', 'Docs: <https://docs.stripe.com/payments>.', 'See `https://x.example/mcp` and <https://y.example>.', '```json', '', '', '{"url": "https://z.example"}', '# Not a heading.', '```', '']);
  });

  it('keeps a question mark (markdownlint allows it) and a section stays findable by its punctuated title', () => {
    expect(headingText('Who pays?')).toBe('Who pays?');
    expect(headingText('Share it!;')).toBe('Share it');
    const md = `# Doc\n\n${heading('FR-1: Weekly meal planner.', 'Body.')}`;
    expect(md).toContain('## FR-1: Weekly meal planner\n');
    expect(findSection(md, 'FR-1: Weekly meal planner.')).toEqual({ start: 2, end: 6 });
  });
});
