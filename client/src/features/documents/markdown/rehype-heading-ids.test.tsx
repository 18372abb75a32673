import { renderWithProviders } from '../../../test/render';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view';

const prd = [
  '### FR-1: Weekly planner (Must)',
  '',
  'Acceptance criteria:',
  '',
  '- **AC-1.1** **Given** a user is signed in, **when** they plan, **then** the week fills.',
  '- **AC-1.2** **Given** a plan, **when** they share it, **then** others see it.',
  '',
  '## Success metrics',
  '',
  '- **SM-1** Weekly active planners — target: 500; moved by FR-1.',
  '- **FR-1** cited again in a list',
  '- **NFR-2 (Security)**: encrypted at rest.',
  '- Plain item with **T-9** later',
].join('\n');

describe('anchors for ids', () => {
  it('anchors list items led by a bold id, keeping headings first and ids unique', () => {
    const { container } = renderWithProviders(<MarkdownView markdown={prd} />);
    const ids = [...container.querySelectorAll('[id]')].map((e) => `${e.tagName.toLowerCase()}#${e.id}`);
    expect(ids).toEqual(['h3#FR-1', 'li#AC-1.1', 'li#AC-1.2', 'h2#success-metrics', 'li#SM-1', 'li#NFR-2']);
    expect(container.querySelector('[id="AC-1.2"]')?.textContent).toContain('share it');
  });
});
